// POST /api/partners/team/invitations/accept: creates the invited colleague's account ({ token, firstName, lastName, password }) and signs them in; 410 for a spent, revoked or expired link.
import { NextResponse } from "next/server";
import { withHandler } from "@/lib/api/handler";
import { acceptLimit } from "@/lib/api/partner-team";
import { acceptInvitation } from "@/lib/server/members/accept";
import { setSessionCookie } from "@/lib/server/auth/session";
import { acceptInvitationSchema } from "@/lib/validation/members";

export const POST = withHandler(
  { body: acceptInvitationSchema, rateLimit: acceptLimit },
  async ({ body, ip, request }) => {
    const result = await acceptInvitation(body, { ip, userAgent: request.headers.get("user-agent") });
    const response = NextResponse.json(
      { success: true, token: result.session.token, user: result.user },
      { status: 201, headers: { "Cache-Control": "no-store" } },
    );
    setSessionCookie(response, result.session);
    return response;
  },
);
