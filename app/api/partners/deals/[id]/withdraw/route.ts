// POST /api/partners/deals/{id}/withdraw: withdraws a pending or approved deal and frees its customer.
// No body (or `{}`): any field is refused.
import { refuseBodyFields } from "@/lib/api/read-body";
import { withPartner } from "@/lib/api/session";
import { dealWithdrawalLimit, partnerActor } from "@/lib/api/partner-deals";
import { withdrawDeal } from "@/lib/server/deals/partner-withdrawal";
import { dealMessages } from "@/lib/validation/deals";

export const POST = withPartner(
  { permission: "deals:write", rateLimit: dealWithdrawalLimit },
  async ({ auth, params, request }) => {
    await refuseBodyFields(request, dealMessages.withdrawFields);
    return { success: true, deal: await withdrawDeal(partnerActor(auth), params.id ?? "") };
  },
);
