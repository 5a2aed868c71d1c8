import "server-only";
import { sql, type Kysely, type SqlBool } from "kysely";
import type { ListQuery } from "@/lib/validation/admin";
import { isReferralStatus, type ReferralStatus } from "@/lib/validation/referral-options";
import { getDb, type Database } from "@/lib/server/db";
import { countValue, mapPage, matchesText, readPage } from "@/lib/server/db/pagination";
import { referralHistory, toReferralDto } from "./records";

// The referrals queue, for the console and /api/admin/referrals alike: open referrals first,
// one referral with its partner and history, and the counts by status.

export const referralQueueTabs = ["open", "submitted", "converted", "closed", "all"] as const;
export type ReferralQueueTab = (typeof referralQueueTabs)[number];
const openStatuses: ReferralStatus[] = ["submitted", "contacted", "qualified", "proposal_sent"];

function filtered(db: Kysely<Database>, query: Pick<ListQuery, "q" | "status">) {
  let base = db.selectFrom("referrals").innerJoin("partners", "partners.id", "referrals.partner_id");
  if (!query.status || query.status === "open") base = base.where("referrals.status", "in", openStatuses);
  else if (query.status !== "all")
    // An unknown status matches nothing.
    base = isReferralStatus(query.status)
      ? base.where("referrals.status", "=", query.status)
      : base.where(sql<SqlBool>`false`);
  if (query.q)
    base = base.where(
      matchesText(
        ["referrals.company", "referrals.contact", "referrals.email", "partners.company_name"],
        query.q,
      ),
    );
  return base;
}

/** The queue: new referrals first, then oldest first (the team works in arrival order). */
export async function listReferralQueue(query: ListQuery) {
  const db = await getDb();
  const rows = await readPage(filtered(db, query), query, (matching) =>
    matching
      .selectAll("referrals")
      .select("partners.company_name as partner_name")
      .orderBy(sql`case when referrals.status = 'submitted' then 0 else 1 end`)
      .orderBy("referrals.referred_date", "asc")
      .orderBy("referrals.id", "asc"),
  );
  return mapPage(rows, (row) =>
    Object.assign(toReferralDto(row), { partnerId: row.partner_id, partnerName: row.partner_name }),
  );
}

export async function getAdminReferral(id: string) {
  const db = await getDb();
  const row = await db
    .selectFrom("referrals")
    .innerJoin("partners", "partners.id", "referrals.partner_id")
    .selectAll("referrals")
    .select("partners.company_name as partner_name")
    .where("referrals.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toReferralDto(row),
    partnerId: row.partner_id,
    partnerName: row.partner_name,
    history: await referralHistory(db, id),
  };
}

/** Counts by status for the console's overview of the queue. */
export async function countReferralsByStatus(): Promise<Record<string, number>> {
  const db = await getDb();
  const rows = await db
    .selectFrom("referrals")
    .select(["status", (eb) => eb.fn.countAll().as("n")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, countValue(row)]));
}
