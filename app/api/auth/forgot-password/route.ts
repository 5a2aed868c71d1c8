// POST /api/auth/forgot-password: emails a reset link when the account exists; the same answer either way.
import { runAfterResponse } from "@/lib/api/after-response";
import { withHandler } from "@/lib/api/handler";
import { requestPasswordReset } from "@/lib/server/auth/password-reset";
import { authMessages, forgotPasswordSchema } from "@/lib/validation/auth";

export const POST = withHandler(
  {
    body: forgotPasswordSchema,
    rateLimit: { name: "forgot:ip", limit: 10, windowMs: 60 * 60_000, message: authMessages.tooManyRequests },
  },
  async ({ body }) => {
    // The lookup, the token and the mail happen after the answer, so a known and an unknown
    // address answer alike and in the same time.
    runAfterResponse("password reset request", () => requestPasswordReset(body.email));
    return { success: true, message: authMessages.forgotSent };
  },
);
