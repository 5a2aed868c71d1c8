// POST /api/partners/notifications/read: marks { ids } (up to 100) or { all: true } of the user's notifications read.
import { withPartner } from "@/lib/api/session";
import { markNotificationsRead } from "@/lib/server/notifications/inbox";
import { markReadSchema } from "@/lib/validation/notifications";

// The bell marks what it shows once per opening; a loop marking read is not served.
const markings = {
  name: "notifications-read:ip",
  limit: 120,
  windowMs: 60_000,
  message: "Too many requests. Please wait before trying again.",
};

export const POST = withPartner(
  { body: markReadSchema, rateLimit: markings, maxBodyBytes: 8 * 1024 },
  async ({ auth, body }) => ({
    success: true,
    ...(await markNotificationsRead({ userId: auth.user.id, partnerId: auth.partnerId }, body)),
  }),
);
