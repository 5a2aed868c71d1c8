// POST /api/auth/reset-password: sets a new password from an emailed link and signs out every session.
import { withHandler } from "@/lib/api/handler";
import { resetPassword } from "@/lib/server/auth/password-reset";
import { authMessages, resetPasswordSchema } from "@/lib/validation/auth";

export const POST = withHandler(
  {
    body: resetPasswordSchema,
    rateLimit: { name: "reset:ip", limit: 20, windowMs: 60 * 60_000, message: authMessages.tooManyRequests },
  },
  async ({ body }) => {
    const { message } = await resetPassword(body.token, body.newPassword);
    return { success: true, message };
  },
);
