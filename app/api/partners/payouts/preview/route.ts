// GET /api/partners/payouts/preview: what Request Payment would pay now (commissions, conversions
// with their rates, total, masked destination), shown before the partner confirms.
import { withPartner } from "@/lib/api/session";
import { previewPayout } from "@/lib/server/payouts/preview";

export const GET = withPartner({ permission: "payouts:request" }, async ({ auth }) => ({
  success: true,
  preview: await previewPayout(auth.partnerId),
}));
