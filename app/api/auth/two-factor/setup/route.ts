// POST /api/auth/two-factor/setup: starts an enrolment; answers the QR code (data URL), the manual key and the otpauth:// address.
import { withUser } from "@/lib/api/session";
import { startEnrolment } from "@/lib/server/auth/two-factor";
import { authMessages } from "@/lib/validation/auth";

const setupsPerAddress = {
  name: "2fa-setup:ip",
  limit: 20,
  windowMs: 15 * 60_000,
  message: authMessages.tooManyRequests,
};

export const POST = withUser({ rateLimit: setupsPerAddress }, async ({ auth }) => ({
  success: true,
  ...(await startEnrolment(auth.user)),
}));
