// GET /api/partners/notification-preferences: the signed-in user's four notification toggles (all on by default).
// PUT /api/partners/notification-preferences: saves all four ({ deal_updates, commission_payments, training_reminders, partner_announcements }, booleans).
import { withPartner } from "@/lib/api/session";
import { getPreferences, savePreferences } from "@/lib/server/notifications/preferences";
import { accountMessages, notificationPreferencesSchema } from "@/lib/validation/account";

// Generous: a person flips four switches; a script flipping them in a loop is not served.
const preferenceSaves = {
  name: "preferences:ip",
  limit: 60,
  windowMs: 10 * 60_000,
  message: "Too many requests. Please wait before trying again.",
};

export const GET = withPartner({}, async ({ auth }) => ({
  success: true,
  preferences: await getPreferences(auth.user.id),
}));

export const PUT = withPartner(
  { body: notificationPreferencesSchema, rateLimit: preferenceSaves, maxBodyBytes: 1024 },
  async ({ auth, body }) => ({
    success: true,
    message: accountMessages.preferencesSaved,
    preferences: await savePreferences(auth.user.id, body),
  }),
);
