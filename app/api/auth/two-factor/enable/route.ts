// POST /api/auth/two-factor/enable: confirms the enrolment with a first code ({ code }); answers the ten recovery codes, shown once, and ends the account's other sessions.
import { withUser } from "@/lib/api/session";
import { confirmEnrolment } from "@/lib/server/auth/two-factor";
import { accountMessages, confirmTwoFactorSchema } from "@/lib/validation/account";
import { authMessages } from "@/lib/validation/auth";

const confirmsPerAddress = {
  name: "2fa-enable:ip",
  limit: 30,
  windowMs: 15 * 60_000,
  message: authMessages.tooManyRequests,
};

export const POST = withUser(
  { body: confirmTwoFactorSchema, rateLimit: confirmsPerAddress, maxBodyBytes: 1024 },
  async ({ auth, body }) => ({
    success: true,
    message: accountMessages.twoFactorEnabled,
    ...(await confirmEnrolment(auth.user, auth.sessionId, body.code)),
  }),
);
