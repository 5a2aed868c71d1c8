// POST /api/partners/mdf/requests/{id}/withdraw: withdraws a request before the team decides (409
// afterwards).
import { withPartner } from "@/lib/api/session";
import { mdfActor, mdfWriteLimit } from "@/lib/api/partner-mdf";
import { withdrawMdfRequest } from "@/lib/server/mdf/partner";

export const POST = withPartner(
  { permission: "mdf:write", rateLimit: mdfWriteLimit },
  async ({ auth, params }) => ({
    success: true,
    request: await withdrawMdfRequest(mdfActor(auth), params.id ?? ""),
  }),
);
