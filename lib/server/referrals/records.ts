import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "@/lib/server/db";
import type { ReferralEventsTable, ReferralsTable } from "@/lib/server/db/partner-schema";
import type { ReferralDto } from "@/lib/validation/partner-data";

// What the partner's and the team's referral services share: the referral's shape with its
// details, and its history (status changes and follow-ups, oldest first).

type Db = Kysely<Database> | Transaction<Database>;
export type ReferralRow = Selectable<ReferralsTable>;

/** The dashboard's referral shape (PostgreSQL returns numbers as strings, hence Number()). */
export function toReferralDto(row: Selectable<ReferralsTable>): ReferralDto {
  return { id: row.id, company: row.company, contact: row.contact, email: row.email, expectedValue: Number(row.expected_value), status: row.status, referredDate: row.referred_date };
}

/** The list's shape (GET /api/partners/referrals) plus what the New Referral form stored. */
export function toReferralDetailDto(row: ReferralRow) {
  return Object.assign(toReferralDto(row), { phone: row.phone ?? "", notes: row.notes ?? "", lastFollowUpAt: row.last_follow_up_at, createdAt: row.created_at, updatedAt: row.updated_at });
}
export type ReferralDetailDto = ReturnType<typeof toReferralDetailDto>;

export async function recordReferralEvent(
  db: Db,
  event: { referralId: string; actorUserId: string | null; actorRole: ReferralEventsTable["actor_role"]; kind: ReferralEventsTable["kind"]; from?: string | null; to?: string | null; note?: string | null; at: string },
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
export async function referralHistory(db: Db, referralId: string) {
  const rows = await db.selectFrom("referral_events").selectAll().where("referral_id", "=", referralId).orderBy("created_at", "asc").orderBy("id", "asc").execute();
  return rows.map((row) => ({
    kind: row.kind,
    from: row.from_value,
    to: row.to_value,
    note: row.note,
    by: row.actor_role === "admin" ? "Programme team" : row.actor_role === "partner" ? "Partner" : "System",
    at: row.created_at,
  }));
}
export type ReferralHistoryEntry = Awaited<ReturnType<typeof referralHistory>>[number];
