// POST /api/admin/privacy/erase: erases one person's data ({ email }) across accounts, enquiries, referrals, claims and the outbox.
import { withAdmin } from "@/lib/api/session";
import { erasePerson } from "@/lib/server/privacy/erasure";
import { HOUR_MS } from "@/lib/time";
import { personEmailSchema } from "@/lib/validation/privacy";

export const POST = withAdmin(
  {
    body: personEmailSchema,
    maxBodyBytes: 1024,
    rateLimit: {
      name: "admin:erasure",
      limit: 60,
      windowMs: HOUR_MS,
      message: "Too many erasures. Please try again later.",
    },
  },
  async ({ body, auth }) => ({
    success: true,
    erasure: await erasePerson(body.email, auth.user.id, { via: "console" }),
  }),
);
