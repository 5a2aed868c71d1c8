// GET /api/partners/notifications: the signed-in user's notifications, newest first (30 a page; ?before=<id>
// for the page older than that one), how many are unread and whether older ones exist.
import { withPartner } from "@/lib/api/session";
import { listNotifications } from "@/lib/server/notifications/inbox";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const GET = withPartner({}, async ({ auth, request }) => {
  const before = new URL(request.url).searchParams.get("before");
  return {
    success: true,
    ...(await listNotifications(
      { userId: auth.user.id, partnerId: auth.partnerId },
      before && uuid.test(before) ? before.toLowerCase() : undefined,
    )),
  };
});
