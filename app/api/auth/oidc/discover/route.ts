// GET /api/auth/oidc/discover?email=<address>: whether that address signs in through its company's provider ({ sso, required }), for the sign-in page's "Continue with SSO"; 400 when the email is missing or not an address.
import { NextResponse } from "next/server";
import { Refusal } from "@/lib/refusal";
import { withHandler } from "@/lib/api/handler";
import { ssoRedirects } from "@/lib/api/sso";
import { normaliseEmail } from "@/lib/server/auth/users";
import { companySsoForEmail } from "@/lib/server/auth/company-sso";
import { isEmailAddress } from "@/lib/validation/email";
import { ssoMessages } from "@/lib/validation/sso-messages";

export const GET = withHandler(
  { rateLimit: { ...ssoRedirects, name: "sso-discover:ip", limit: 120 } },
  async ({ request }) => {
    const email = request.nextUrl.searchParams.get("email")?.trim() ?? "";
    // Not "no single sign-on": the question was not asked.
    if (!isEmailAddress(email)) throw new Refusal(400, ssoMessages.startEmailInvalid);
    const company = await companySsoForEmail(normaliseEmail(email));
    return NextResponse.json(
      { success: true, sso: Boolean(company), required: Boolean(company?.requireSso) },
      { headers: { "Cache-Control": "no-store" } },
    );
  },
);
