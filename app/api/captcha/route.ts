// GET /api/captcha: a new challenge: a PNG image (data URL) of 6 rotated characters and its encrypted, expiring token.
import { NextResponse } from "next/server";
import { withHandler } from "@/lib/api/handler";
import { createCaptcha } from "@/lib/server/claims/captcha";

export const GET = withHandler(
  {
    rateLimit: {
      name: "captcha:ip",
      limit: 60,
      windowMs: 60_000,
      message: "Too many requests. Please wait before trying again.",
    },
  },
  async () => {
    const challenge = await createCaptcha();
    return NextResponse.json({ success: true, ...challenge }, { headers: { "Cache-Control": "no-store" } });
  },
);
