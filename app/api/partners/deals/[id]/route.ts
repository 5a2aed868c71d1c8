// GET /api/partners/deals/{id}: one of the partner's deals with its history (404 for another partner's); its commission for roles that see commissions.
// PATCH /api/partners/deals/{id}: replaces a pending deal's registration (same body as POST).
import { withPartner } from "@/lib/api/session";
import { can } from "@/lib/member-roles";
import { dealEditLimit, partnerActor, withOwnConflictLink } from "@/lib/api/partner-deals";
import { getPartnerDeal } from "@/lib/server/deals/partner-reads";
import { updateDeal } from "@/lib/server/deals/partner-registration";
import { dealRegistrationSchema } from "@/lib/validation/deals";

export const GET = withPartner({ permission: "deals:read" }, async ({ auth, params }) => ({
  success: true,
  deal: await getPartnerDeal(auth.partnerId, params.id ?? "", {
    earnings: can(auth.memberRole, "earnings:read"),
  }),
}));

export const PATCH = withPartner(
  { permission: "deals:write", body: dealRegistrationSchema, rateLimit: dealEditLimit },
  async ({ auth, body, params }) =>
    withOwnConflictLink(async () => ({
      success: true,
      deal: await updateDeal(partnerActor(auth), params.id ?? "", body),
    })),
);
