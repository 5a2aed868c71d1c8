// POST /api/captcha/check: whether a typed answer solves a challenge (the claim page enables its submit button).
import { withHandler } from "@/lib/api/handler";
import { checkCaptcha } from "@/lib/server/claims/captcha";
import { captchaCheckSchema } from "@/lib/validation/claim";

export const POST = withHandler(
  {
    body: captchaCheckSchema,
    rateLimit: { name: "captcha-check:ip", limit: 120, windowMs: 60_000, message: "Too many requests. Please wait before trying again." },
  },
  async ({ body }) => ({ success: true, valid: await checkCaptcha(body.token, body.answer) }),
);
