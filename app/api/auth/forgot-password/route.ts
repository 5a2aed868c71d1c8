// POST /api/auth/forgot-password: emails a reset link when the account exists; the same answer either way.
import { withHandler } from "@/lib/api/handler";
import { requestPasswordReset } from "@/lib/server/auth/password-reset";
import { authMessages, forgotPasswordSchema } from "@/lib/validation/auth";

export const POST = withHandler(
  {
    body: forgotPasswordSchema,
    rateLimit: { name: "forgot:ip", limit: 10, windowMs: 60 * 60_000, message: authMessages.tooManyRequests },
  },
  async ({ body }) => {
    await requestPasswordReset(body.email);
    return { success: true, message: authMessages.forgotSent };
  },
);
