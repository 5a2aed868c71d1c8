// POST /api/auth/resend-verification: emails a new verification link to an unverified partner account; the same answer either way.
import { runAfterResponse } from "@/lib/api/after-response";
import { withHandler } from "@/lib/api/handler";
import { requestVerificationResend } from "@/lib/server/auth/email-verification";
import { authMessages, resendVerificationSchema } from "@/lib/validation/auth";

export const POST = withHandler(
  {
    body: resendVerificationSchema,
    rateLimit: {
      name: "verify-resend:ip",
      limit: 10,
      windowMs: 60 * 60_000,
      message: authMessages.tooManyRequests,
    },
  },
  async ({ body }) => {
    // After the answer, so a known and an unknown address answer alike and in the same time.
    runAfterResponse("verification resend", () => requestVerificationResend(body.email));
    return { success: true, message: authMessages.verificationResent };
  },
);
