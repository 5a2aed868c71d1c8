// POST /api/partners/leads/{id}/decline: declines an offered lead with a reason; it returns to the programme team.
import { partnerActor } from "@/lib/api/partner-deals";
import { leadAnswerLimit } from "@/lib/api/partner-leads";
import { withPartner } from "@/lib/api/session";
import { declineLead } from "@/lib/server/leads/partner";
import { declineLeadSchema } from "@/lib/validation/leads";

export const POST = withPartner(
  { permission: "referrals:write", body: declineLeadSchema, rateLimit: leadAnswerLimit },
  async ({ auth, params, body }) => ({
    success: true,
    lead: await declineLead(partnerActor(auth), params.id ?? "", body.reason),
  }),
);
