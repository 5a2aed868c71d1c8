import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "@/lib/server/db";
import type { ReferralEventsTable, ReferralsTable } from "@/lib/server/db/schema/referrals";
import type { Referral, ReferralHistoryEntry } from "@/lib/types/referrals";

// What the partner's and the team's referral services share: the referral's history
// (status changes and follow-ups, oldest first).

type Db = Kysely<Database> | Transaction<Database>;
export type ReferralRow = Selectable<ReferralsTable>;

/** The one referral shape every answer carries (PostgreSQL returns numbers as strings, hence Number()). */
export function toReferralDto(row: Selectable<ReferralsTable>): Referral {
  return {
    id: row.id,
    company: row.company,
    contact: row.contact,
    email: row.email,
    phone: row.phone ?? "",
    expectedValue: Number(row.expected_value),
    notes: row.notes ?? "",
    status: row.status,
    referredDate: row.referred_date,
    lastFollowUpAt: row.last_follow_up_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
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
