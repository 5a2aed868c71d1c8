// GET /api/auth/me: the signed-in user (never the password hash) and whether this session passed a second factor; 401 without a valid session.
import { NextResponse } from "next/server";
import { withHandler } from "@/lib/api/handler";
import { requireUser } from "@/lib/server/auth/guards";
import { toPublicUser } from "@/lib/server/auth/users";

export const GET = withHandler({}, async ({ request }) => {
  const { user, partner, twoFactorVerified } = await requireUser(request);
  return NextResponse.json(
    { success: true, user: toPublicUser(user, partner, twoFactorVerified), twoFactorVerified },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
