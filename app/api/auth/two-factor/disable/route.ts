// POST /api/auth/two-factor/disable: turns two-factor authentication off ({ code }: a current TOTP or recovery code) and emails the user.
import { withUser } from "@/lib/api/session";
import { disableTwoFactor } from "@/lib/server/auth/two-factor";
import { disableTwoFactorSchema } from "@/lib/validation/account";
import { authMessages } from "@/lib/validation/auth";

const disablesPerAddress = {
  name: "2fa-disable:ip",
  limit: 20,
  windowMs: 15 * 60_000,
  message: authMessages.tooManyRequests,
};

export const POST = withUser(
  { body: disableTwoFactorSchema, rateLimit: disablesPerAddress, maxBodyBytes: 1024 },
  async ({ auth, body }) => ({ success: true, ...(await disableTwoFactor(auth.user, body.code)) }),
);
