// POST /api/auth/change-password: changes the signed-in user's password (current password required); signs out every other session and emails the user.
import { withUser } from "@/lib/api/session";
import { changePassword } from "@/lib/server/auth/change-password";
import { accountMessages, changePasswordSchema } from "@/lib/validation/account";

// Per address, on top of the per-account count of wrong current passwords in the service.
const changesPerAddress = {
  name: "password-change:ip",
  limit: 10,
  windowMs: 15 * 60_000,
  message: accountMessages.tooManyPasswordAttempts,
};

export const POST = withUser(
  { body: changePasswordSchema, rateLimit: changesPerAddress, maxBodyBytes: 2048 },
  async ({ auth, body }) => ({
    success: true,
    ...(await changePassword(auth.user.id, auth.sessionId, body)),
  }),
);
