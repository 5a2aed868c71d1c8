// GET /api/v1/leads/{id}: one lead (another company's is not found for a partner key); leads:read.
import { withApiKey } from "@/lib/api/api-key";
import { getApiLead } from "@/lib/server/leads/api-reads";

export const GET = withApiKey({ scope: "leads:read" }, async ({ params, caller }) => ({
  data: await getApiLead(caller, params.id ?? ""),
}));
