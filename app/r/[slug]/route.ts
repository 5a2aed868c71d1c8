// GET /r/{slug}: a partner's referral link; 307 to its page, the click counted once a day per visitor, and the partner_ref cookie set once the visitor allows functional cookies.
import { withHandler } from "@/lib/api/handler";
import { redirectToPath } from "@/lib/api/redirect";
import { allowsFunctionalCookies, CONSENT_COOKIE } from "@/lib/consent-cookie";
import { refCookieOptions } from "@/lib/server/links/cookie";
import { followLink } from "@/lib/server/links/visits";
import { REF_COOKIE } from "@/lib/validation/links";

export const dynamic = "force-dynamic";

export const GET = withHandler({}, async ({ request, params, ip }) => {
  const followed = await followLink(params.slug ?? "", {
    ip,
    userAgent: request.headers.get("user-agent"),
  });
  // An unknown slug still lands on the site, without a cookie.
  const response = redirectToPath(followed?.destination ?? "/");
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex");
  // Bots never get the cookie: they are no visitor who could become a lead.
  if (!followed || followed.bot) return response;
  if (!allowsFunctionalCookies(request.cookies.get(CONSENT_COOKIE)?.value)) {
    // No choice yet, or a refusal (which withdraws an earlier visit's attribution too).
    if (request.cookies.has(REF_COOKIE))
      response.cookies.set(REF_COOKIE, "", { ...refCookieOptions(), maxAge: 0 });
    return response;
  }
  response.cookies.set(REF_COOKIE, followed.linkId, refCookieOptions());
  return response;
});
