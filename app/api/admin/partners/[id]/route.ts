// GET /api/admin/partners/{id}: a partner with users, attachments and audit trail. PATCH: certification status, points, status (audited; the tier is earned or pinned).
import { withAdmin } from "@/lib/api/session";
import { getPartnerDetail, updatePartner } from "@/lib/server/partners/console";
import { partnerUpdateSchema } from "@/lib/validation/admin";

export const GET = withAdmin({}, async ({ params }) => ({
  success: true,
  partner: await getPartnerDetail(params.id ?? ""),
}));

export const PATCH = withAdmin({ body: partnerUpdateSchema }, async ({ params, body, auth }) => ({
  success: true,
  partner: await updatePartner(params.id ?? "", body, auth.user.id),
}));
