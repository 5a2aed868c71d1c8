// POST /api/unsubscribe?token=: one-click unsubscribe (RFC 8058): turns off the one notification toggle the token names.
import { NextResponse } from "next/server";
import { withHandler } from "@/lib/api/handler";
import { unsubscribePageUrl, unsubscribeWithToken } from "@/lib/server/notifications/unsubscribe";

const rateLimit = {
  name: "unsubscribe:ip",
  limit: 60,
  windowMs: 15 * 60_000,
  message: "Too many requests. Please wait before trying again.",
};

// Mail providers post from their own servers, with no session and no Origin of ours: the
// signed, single-use token is the only authority, so the Origin check does not apply.
export const POST = withHandler({ rateLimit, checkOrigin: false }, async ({ request }) => {
  const result = await unsubscribeWithToken(request.nextUrl.searchParams.get("token") ?? "");
  return { success: true, ...result };
});

// GET /api/unsubscribe?token=: a client that opens the List-Unsubscribe address in a browser
// lands on the page that asks before it unsubscribes (link scanners follow GETs).
export const GET = withHandler({}, async ({ request }) =>
  NextResponse.redirect(unsubscribePageUrl(request.nextUrl.searchParams.get("token") ?? ""), 303),
);
