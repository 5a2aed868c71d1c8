// GET /api/partners/notifications: the signed-in user's notifications, newest first, and how many are unread.
import { withPartner } from "@/lib/api/session";
import { listNotifications } from "@/lib/server/notifications/inbox";

export const GET = withPartner({}, async ({ auth }) => ({
  success: true,
  ...(await listNotifications({ userId: auth.user.id, partnerId: auth.partnerId })),
}));
