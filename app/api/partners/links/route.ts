// GET /api/partners/links: the partner's referral links with clicks, leads and conversions (all-time, last 30 days, per day).
// POST /api/partners/links: creates a link to one of the site's public pages (201); 409 past 50 active links.
import { withPartner } from "@/lib/api/session";
import { linkCreationLimit } from "@/lib/api/partner-links";
import { createLink } from "@/lib/server/links/partner";
import { listLinks } from "@/lib/server/links/stats";
import { newLinkSchema } from "@/lib/validation/links";

export const GET = withPartner({ permission: "referrals:read" }, async ({ auth }) => ({
  success: true,
  links: await listLinks(auth.partnerId),
}));

export const POST = withPartner(
  { permission: "referrals:write", body: newLinkSchema, rateLimit: linkCreationLimit },
  async ({ auth, body }) =>
    Response.json(
      { success: true, link: await createLink(auth.partnerId, body) },
      { status: 201, headers: { "Cache-Control": "private, no-store" } },
    ),
);
