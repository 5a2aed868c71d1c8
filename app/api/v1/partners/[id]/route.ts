// GET /api/v1/partners/{id}: one partner company; team keys, partners:read.
import { withApiKey } from "@/lib/api/api-key";
import { getApiPartner } from "@/lib/server/partners/api-reads";

export const GET = withApiKey({ scope: "partners:read", caller: "team" }, async ({ params }) => ({
  data: await getApiPartner(params.id ?? ""),
}));
