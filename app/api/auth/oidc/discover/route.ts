// GET /api/auth/oidc/discover?email=<address>: whether that address signs in through its company's provider ({ sso, required }), for the sign-in page's "Continue with SSO".
import { NextResponse } from "next/server";
import { withHandler } from "@/lib/api/handler";
import { ssoRedirects } from "@/lib/api/sso";
import { normaliseEmail } from "@/lib/server/auth/users";
import { companySsoForEmail } from "@/lib/server/auth/company-sso";
import { isEmailAddress } from "@/lib/validation/email";

export const GET = withHandler(
  { rateLimit: { ...ssoRedirects, name: "sso-discover:ip", limit: 120 } },
  async ({ request }) => {
    const email = request.nextUrl.searchParams.get("email")?.trim() ?? "";
    const company = isEmailAddress(email) ? await companySsoForEmail(normaliseEmail(email)) : null;
    return NextResponse.json(
      { success: true, sso: Boolean(company), required: Boolean(company?.requireSso) },
      { headers: { "Cache-Control": "no-store" } },
    );
  },
);
