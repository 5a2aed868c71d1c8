// POST /api/auth/verify-otp: checks the emailed code; the email then counts as verified for a claim for 1 hour.
import { withHandler } from "@/lib/api/handler";
import { verifyOtp } from "@/lib/server/claims/otp";
import { authMessages, verifyOtpSchema } from "@/lib/validation/auth";

export const POST = withHandler(
  {
    body: verifyOtpSchema,
    rateLimit: {
      name: "otp-verify:ip",
      limit: 30,
      windowMs: 15 * 60_000,
      message: authMessages.otpTooManyAttempts,
    },
  },
  async ({ body }) => {
    await verifyOtp(body);
    return { success: true, message: authMessages.otpVerified };
  },
);
