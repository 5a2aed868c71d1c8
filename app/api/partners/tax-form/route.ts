// GET /api/partners/tax-form: the current tax form's type, status and masked TIN, or { form: null }.
// POST /api/partners/tax-form: signs and submits a W-9, W-8BEN or W-8BEN-E; it replaces the current form (history kept).
import { withPartner } from "@/lib/api/session";
import { partnerActor } from "@/lib/api/partner-deals";
import { payoutDetailsChanges } from "@/lib/api/partner-payout-details";
import { getTaxForm, submitTaxForm } from "@/lib/server/payouts/tax-forms";
import { taxFormSchema } from "@/lib/validation/tax-forms";

export const GET = withPartner({ permission: "payout-details:manage" }, async ({ auth }) => {
  const form = await getTaxForm(auth.partnerId);
  return { success: true, ...(form ?? { form: null }) };
});

export const POST = withPartner(
  { permission: "payout-details:manage", rateLimit: payoutDetailsChanges, body: taxFormSchema },
  async ({ auth, body, ip }) =>
    Response.json(
      { success: true, ...(await submitTaxForm(partnerActor(auth), body, { ip })) },
      { status: 201, headers: { "Cache-Control": "private, no-store" } },
    ),
);
