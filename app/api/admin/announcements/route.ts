// POST /api/admin/announcements: posts an announcement ({ title, body }) to every active partner: a dashboard notification, and an email to users who keep announcements on.
import { withAdmin } from "@/lib/api/session";
import { postAnnouncement } from "@/lib/server/announcements/post-announcement";
import { announcementSchema } from "@/lib/validation/announcements";

export const POST = withAdmin({ body: announcementSchema }, async ({ body, auth }) => ({
  success: true,
  ...(await postAnnouncement(body, auth.user.id)),
}));
