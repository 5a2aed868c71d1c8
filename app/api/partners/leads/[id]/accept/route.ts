// POST /api/partners/leads/{id}/accept: accepts an offered lead within its window; the answer carries the contact's details.
// No body (or `{}`): any field is refused.
import { refuseBodyFields } from "@/lib/api/read-body";
import { partnerActor } from "@/lib/api/partner-deals";
import { leadAnswerLimit } from "@/lib/api/partner-leads";
import { withPartner } from "@/lib/api/session";
import { acceptLead } from "@/lib/server/leads/partner";
import { leadMessages } from "@/lib/validation/leads";

export const POST = withPartner(
  { permission: "referrals:write", rateLimit: leadAnswerLimit },
  async ({ auth, params, request }) => {
    await refuseBodyFields(request, leadMessages.acceptFields);
    return { success: true, lead: await acceptLead(partnerActor(auth), params.id ?? "") };
  },
);
