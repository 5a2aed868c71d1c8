// POST /api/captcha/check: checks a typed answer and uses the challenge up; a right one gets a one-time pass for the claim.
import { withHandler } from "@/lib/api/handler";
import { checkCaptcha } from "@/lib/server/claims/captcha";
import { captchaCheckSchema } from "@/lib/validation/claim";

export const POST = withHandler(
  {
    body: captchaCheckSchema,
    rateLimit: {
      name: "captcha-check:ip",
      limit: 120,
      windowMs: 60_000,
      message: "Too many requests. Please wait before trying again.",
    },
  },
  async ({ body }) => ({ success: true, ...(await checkCaptcha(body.token, body.answer)) }),
);
