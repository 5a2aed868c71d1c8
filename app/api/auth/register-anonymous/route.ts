// POST /api/auth/register-anonymous: open registration (JSON, no attachments); the account waits for admin approval.
import { withHandler } from "@/lib/api/handler";
import { registerAnonymously } from "@/lib/server/registration/submit-registration";
import { registrationMessages } from "@/lib/validation/registration-messages";
import { registrationPayloadSchema } from "@/lib/validation/registration-payload";

export const POST = withHandler(
  {
    body: registrationPayloadSchema,
    maxBodyBytes: 64 * 1024,
    rateLimit: {
      name: "register-anonymous:ip",
      limit: 5,
      windowMs: 60 * 60_000,
      message: "Too many requests. Please wait before trying again.",
    },
  },
  async ({ body }) => {
    await registerAnonymously(body);
    return { success: true, message: registrationMessages.anonymousSuccess };
  },
);
