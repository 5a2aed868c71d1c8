// POST /api/admin/tax-forms/{id}/reject: rejects a partner's current tax form with a reason (emailed to its owners and finance users).
import { withAdmin } from "@/lib/api/session";
import { rejectTaxForm } from "@/lib/server/payouts/tax-forms";
import { taxFormRejectSchema } from "@/lib/validation/tax-forms";

export const POST = withAdmin({ body: taxFormRejectSchema }, async ({ params, body, auth }) => ({
  success: true,
  taxForm: await rejectTaxForm(params.id ?? "", body.reason, auth.user.id),
}));
