// GET /api/captcha/work: a signed proof-of-work challenge, the captcha's alternative for people who cannot read the image.
// POST /api/captcha/work: checks the nonce found for it, once, and answers a one-time pass for the claim.
import { NextResponse } from "next/server";
import { withHandler } from "@/lib/api/handler";
import { Refusal } from "@/lib/refusal";
import { createWorkChallenge, verifyWork } from "@/lib/server/claims/proof-of-work";
import { claimMessages, workVerifySchema } from "@/lib/validation/claim";

const tooMany = "Too many requests. Please wait before trying again.";

export const GET = withHandler(
  { rateLimit: { name: "captcha-work:ip", limit: 30, windowMs: 60_000, message: tooMany } },
  async () => {
    const challenge = await createWorkChallenge();
    return NextResponse.json({ success: true, ...challenge }, { headers: { "Cache-Control": "no-store" } });
  },
);

export const POST = withHandler(
  {
    body: workVerifySchema,
    rateLimit: { name: "captcha-work-check:ip", limit: 30, windowMs: 60_000, message: tooMany },
  },
  async ({ body }) => {
    const pass = await verifyWork(body.challenge, body.nonce);
    if (!pass) throw new Refusal(400, claimMessages.workFailed);
    return { success: true, pass };
  },
);
