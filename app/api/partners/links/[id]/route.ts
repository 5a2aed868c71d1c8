// DELETE /api/partners/links/{id}: archives one of the partner's links (it keeps redirecting and its figures stay); 404 for another company's.
import { withPartner } from "@/lib/api/session";
import { linkCreationLimit } from "@/lib/api/partner-links";
import { archiveLink } from "@/lib/server/links/partner";

export const DELETE = withPartner(
  { permission: "referrals:write", rateLimit: linkCreationLimit },
  async ({ auth, params }) => ({
    success: true,
    link: await archiveLink(auth.partnerId, params.id ?? ""),
  }),
);
