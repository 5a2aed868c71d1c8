// GET /api/v1/mdf-requests/{id}: one market development fund request (a partner key: its company's only);
// mdf:read.
import { withApiKey } from "@/lib/api/api-key";
import { getApiMdfRequest } from "@/lib/server/mdf/api-reads";

export const GET = withApiKey({ scope: "mdf:read" }, async ({ caller, params }) => ({
  data: await getApiMdfRequest(caller, params.id ?? ""),
}));
