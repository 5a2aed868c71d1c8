// POST /api/partners/mdf/requests/{id}/withdraw: withdraws a request before the team decides (409
// afterwards). No body (or `{}`): any field is refused.
import { refuseBodyFields } from "@/lib/api/read-body";
import { withPartner } from "@/lib/api/session";
import { mdfActor, mdfWriteLimit } from "@/lib/api/partner-mdf";
import { withdrawMdfRequest } from "@/lib/server/mdf/partner";
import { mdfMessages } from "@/lib/validation/mdf";

export const POST = withPartner(
  { permission: "mdf:write", rateLimit: mdfWriteLimit },
  async ({ auth, params, request }) => {
    await refuseBodyFields(request, mdfMessages.withdrawFields);
    return { success: true, request: await withdrawMdfRequest(mdfActor(auth), params.id ?? "") };
  },
);
