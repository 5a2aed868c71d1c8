// POST /api/auth/send-otp: emails a 6-digit code (10 minutes) to verify a company email for a claim.
import { withHandler } from "@/lib/api/handler";
import { sendOtp } from "@/lib/server/claims/otp";
import { authMessages, sendOtpSchema } from "@/lib/validation/auth";

export const POST = withHandler(
  {
    body: sendOtpSchema,
    rateLimit: {
      name: "otp-send:ip",
      limit: 10,
      windowMs: 60 * 60_000,
      message: authMessages.tooManyRequests,
    },
  },
  async ({ body }) => {
    await sendOtp(body);
    return { success: true, message: authMessages.otpSent };
  },
);
