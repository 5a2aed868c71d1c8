// POST /api/admin/mdf/claims/{id}/approve: approves the claim in full or in part `{ amountMinor }`; the
// amount
// becomes a market development reimbursement in the ledger, paid with the partner's next payout.
import { withAdmin } from "@/lib/api/session";
import { decideMdfClaim } from "@/lib/server/mdf/console-claims";
import { mdfApproveSchema } from "@/lib/validation/mdf";

export const POST = withAdmin({ body: mdfApproveSchema }, async ({ params, body, auth }) => ({
  success: true,
  claim: await decideMdfClaim(
    params.id ?? "",
    { approve: true, amountMinor: body.amountMinor },
    { userId: auth.user.id },
  ),
}));
