// GET /api/partners/resources: the partner's and the shared resources; 401 without a session.
import { withPartner } from "@/lib/api/session";
import { listResources } from "@/lib/server/resources/list-resources";

export const GET = withPartner({}, async ({ auth }) => ({
  success: true,
  resources: await listResources(auth.partnerId),
}));
