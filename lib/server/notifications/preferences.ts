import "server-only";
import { getDb } from "../db";
import type { Db } from "@/lib/server/db";

// A partner user's four notification toggles (the Settings tab) and the one rule that maps
// an outbox message's `kind` to the toggle that governs it. enqueueMail asks `partnerRecipient`
// for every message, so a new partner notification is honoured by naming its kind here,
// never by each sender remembering to check.

export const preferenceKeys = [
  "deal_updates",
  "commission_payments",
  "training_reminders",
  "partner_announcements",
] as const;
export type PreferenceKey = (typeof preferenceKeys)[number];
export type NotificationPreferences = Record<PreferenceKey, boolean>;

/** Each toggle as Settings names it (emails' footers and the unsubscribe page quote it). */
export const preferenceLabels: Record<PreferenceKey, string> = {
  deal_updates: "Deal updates",
  commission_payments: "Commission payments",
  training_reminders: "Training reminders",
  partner_announcements: "Partner announcements",
};

/** The default: every toggle on. */
export const defaultPreferences: NotificationPreferences = {
  deal_updates: true,
  commission_payments: true,
  training_reminders: true,
  partner_announcements: true,
};

// Every deal:* mail is an update about a partner's own deal (received, decisions, stage,
// extension outcomes) except these two, which go to the programme team. auth:*, claim:*,
// registration:* and invitation:* are security or account mail and always go.
const teamDealKinds = new Set(["deal:submitted", "deal:extension-requested"]);
const teamMdfKinds = new Set(["mdf:request", "mdf:claim"]);

/** The toggle that governs mail of this kind, or null when it always goes. */
export function preferenceForKind(kind: string): PreferenceKey | null {
  if (
    (kind.startsWith("deal:") && !teamDealKinds.has(kind)) ||
    kind.startsWith("referral:update") ||
    kind === "referral:link-lead" ||
    kind === "lead:offered"
  )
    return "deal_updates";
  if (kind.startsWith("commission:") || kind === "payout:paid") return "commission_payments";
  // Market development decisions, reminders and releases are about the partner's money too.
  if (kind.startsWith("mdf:") && !teamMdfKinds.has(kind)) return "commission_payments";
  if (kind.startsWith("training:")) return "training_reminders";
  if (kind.startsWith("announcement:")) return "partner_announcements";
  return null;
}

function fromRow(row: Partial<Record<PreferenceKey, number | null>> | undefined): NotificationPreferences {
  if (!row) return { ...defaultPreferences };
  return Object.fromEntries(
    preferenceKeys.map((key) => [
      key,
      row[key] === null || row[key] === undefined ? true : Number(row[key]) !== 0,
    ]),
  ) as NotificationPreferences;
}

export async function getPreferences(userId: string, db?: Db): Promise<NotificationPreferences> {
  const conn = db ?? (await getDb());
  const row = await conn
    .selectFrom("notification_preferences")
    .select([...preferenceKeys])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return fromRow(row);
}

/** Saves all four toggles at once (an upsert: the row exists from the first save on). */
export async function savePreferences(
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const db = await getDb();
  const values = Object.fromEntries(preferenceKeys.map((key) => [key, preferences[key] ? 1 : 0])) as Record<
    PreferenceKey,
    number
  >;
  const now = new Date().toISOString();
  await db
    .insertInto("notification_preferences")
    .values({ user_id: userId, ...values, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...values, updated_at: now }))
    .execute();
  return getPreferences(userId, db);
}

/**
 * The partner user at `to` whose toggle governs a message of `kind`, with that toggle and
 * whether it is on; null when the message always goes (no toggle, or not a partner user).
 */
export async function partnerRecipient(
  db: Db,
  to: string,
  kind: string,
): Promise<{ userId: string; preference: PreferenceKey; on: boolean } | null> {
  const key = preferenceForKind(kind);
  if (!key) return null;
  const row = await db
    .selectFrom("users")
    .leftJoin("notification_preferences", "notification_preferences.user_id", "users.id")
    .select(["users.id", "users.role", `notification_preferences.${key} as on`])
    .where("users.email", "=", to.trim().toLowerCase())
    .executeTakeFirst();
  if (!row || row.role !== "partner") return null;
  return { userId: row.id, preference: key, on: row.on === null || Number(row.on) !== 0 };
}
