import "server-only";
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import { Refusal } from "@/lib/refusal";
import type { Database } from "@/lib/server/db";
import type { ReferralEventsTable, ReferralsTable } from "@/lib/server/db/schema/referrals";
import type { Referral, ReferralHistoryEntry } from "@/lib/validation/referrals";
import { registeredByOf } from "@/lib/server/members/person";
import { REFERRAL_WINDOW_DAYS, referralMessages } from "@/lib/validation/referrals";
import { DAY_MS } from "@/lib/time";
import { DEFAULT_CURRENCY, minorFromDb } from "@/lib/money";
import type { Db } from "@/lib/server/db";

// What the referral services share: the one duplicate rule of a new referral, and the
// referral's history (status changes and follow-ups, oldest first).

export type ReferralRow = Selectable<ReferralsTable>;

/** The one referral shape every answer carries (PostgreSQL returns bigints as strings, hence minorFromDb). */
export function toReferralDto(row: Selectable<ReferralsTable>): Referral {
  return {
    id: row.id,
    company: row.company,
    contact: row.contact,
    email: row.email,
    phone: row.phone ?? "",
    expectedValueMinor: minorFromDb(row.expected_value_minor),
    currency: row.currency,
    notes: row.notes ?? "",
    status: row.status,
    referredDate: row.referred_date,
    lastFollowUpAt: row.last_follow_up_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    source: row.source === "link" ? "link" : "partner",
    registeredBy: registeredByOf(row),
  };
}

export interface NewReferralRecord {
  partnerId: string;
  company: string;
  contact: string;
  email: string;
  phone: string | null;
  /** Minor units of US dollars, the currency a referral's value is entered in. */
  expectedValueMinor: number;
  notes: string | null;
  source: "partner" | "link";
  linkId: string | null;
  /** The partner user who referred the lead; null when a link's visitor sent it. */
  actorUserId: string | null;
  /** The referring user's name, kept with the referral. */
  actorName?: string | null;
  /** The API key it was submitted with. */
  apiKeyId?: string | null;
}

/**
 * Stores a referral (status submitted) with its first history entry, unless its email was
 * referred by any partner in the last 90 days (case-insensitively): then null. The unique
 * active_email column makes the second of two concurrent inserts of one contact fail with a
 * unique violation, which callers read as the same duplicate.
 */
export async function insertReferral(
  trx: Transaction<Database>,
  referral: NewReferralRecord,
  now: Date,
): Promise<ReferralRow | null> {
  const email = referral.email.toLowerCase();
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - REFERRAL_WINDOW_DAYS * DAY_MS).toISOString();
  // A referral older than the window no longer holds its contact.
  await trx
    .updateTable("referrals")
    .set({ active_email: null })
    .where("active_email", "=", email)
    .where("referred_date", "<=", cutoff)
    .execute();
  // Rows entered before tracking (demo data, the console's editor) hold no active_email: ask by date too.
  const recent = await trx
    .selectFrom("referrals")
    .select("id")
    .where(sql<string>`lower(email)`, "=", email)
    .where("referred_date", ">", cutoff)
    .executeTakeFirst();
  if (recent) return null;
  const inserted = await trx
    .insertInto("referrals")
    .values({
      id: randomUUID(),
      partner_id: referral.partnerId,
      company: referral.company,
      contact: referral.contact,
      email: referral.email,
      active_email: email,
      phone: referral.phone,
      expected_value_minor: referral.expectedValueMinor,
      currency: DEFAULT_CURRENCY,
      notes: referral.notes,
      status: "submitted",
      referred_date: at,
      last_follow_up_at: null,
      created_at: at,
      updated_at: at,
      source: referral.source,
      link_id: referral.linkId,
      registered_by: referral.actorUserId,
      registered_by_name: referral.actorName ?? null,
      api_key_id: referral.apiKeyId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordReferralEvent(trx, {
    referralId: inserted.id,
    actorUserId: referral.actorUserId,
    actorRole: referral.actorUserId ? "partner" : "system",
    kind: "status",
    from: null,
    to: "submitted",
    at,
  });
  return inserted;
}

export async function recordReferralEvent(
  db: Db,
  event: {
    referralId: string;
    actorUserId: string | null;
    actorRole: ReferralEventsTable["actor_role"];
    kind: ReferralEventsTable["kind"];
    from?: string | null;
    to?: string | null;
    note?: string | null;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto("referral_events")
    .values({
      id: randomUUID(),
      referral_id: event.referralId,
      actor_user_id: event.actorUserId,
      actor_role: event.actorRole,
      kind: event.kind,
      from_value: event.from ?? null,
      to_value: event.to ?? null,
      note: event.note ?? null,
      created_at: event.at,
    })
    .execute();
}

/** A referral's history, oldest first; the partner reads "Programme team", never an admin's address. */
export async function referralHistory(db: Db, referralId: string): Promise<ReferralHistoryEntry[]> {
  const rows = await db
    .selectFrom("referral_events")
    .selectAll()
    .where("referral_id", "=", referralId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    from: row.from_value,
    to: row.to_value,
    note: row.note,
    by: row.actor_role === "admin" ? "Programme team" : row.actor_role === "partner" ? "Partner" : "System",
    at: row.created_at,
  }));
}

/** Who refers on the partner side: a user of the company, in the portal or through an API key. */
export interface ReferralActor {
  partnerId: string;
  userId: string;
  companyName: string;
  /** The user's name, recorded with what they refer. */
  name?: string;
  /** The API key the user acts through, recorded with what it submits. */
  apiKeyId?: string;
}

/** The partner's own referral, or 404: another partner's referral is simply not found. */
export async function ownReferral(
  db: Kysely<Database>,
  partnerId: string,
  referralId: string,
): Promise<ReferralRow> {
  const row = await db
    .selectFrom("referrals")
    .selectAll()
    .where("id", "=", referralId)
    .where("partner_id", "=", partnerId)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, referralMessages.notFound);
  return row;
}
