import "server-only";
import { sql, type Kysely } from "kysely";
import { listQueryWithStatuses, type ListQuery } from "@/lib/validation/admin";
import { dealStatuses, isDealStatus } from "@/lib/validation/deal-options";
import { getDb, type Database } from "@/lib/server/db";
import { minorFromDb, toMajor } from "@/lib/money";
import { dealHistory, toDealDto } from "./records";
import { mapPage, matchesText, readPage } from "@/lib/server/db/pagination";

// The deals queue, for the console and /api/admin/deals alike; the team's decisions on a
// deal are in team-review.ts, team-stage.ts and team-extension.ts.

export const dealQueueTabs = ["pending", "approved", "extension", "closed", "all"] as const;
export type DealQueueTab = (typeof dealQueueTabs)[number];
/** GET /api/admin/deals filters by a tab of the console or one deal status; anything else is a 400. */
export const dealQueueQuerySchema = listQueryWithStatuses([...dealQueueTabs, ...dealStatuses]);

function filtered(db: Kysely<Database>, query: Pick<ListQuery, "q" | "status">) {
  let base = db.selectFrom("deals").innerJoin("partners", "partners.id", "deals.partner_id");
  if (query.status === "extension") base = base.where("deals.extension_status", "=", "requested");
  else if (query.status === "closed")
    base = base.where("deals.status", "in", ["closed_won", "closed_lost", "rejected", "withdrawn"]);
  else if (query.status && isDealStatus(query.status)) base = base.where("deals.status", "=", query.status);
  if (query.q)
    base = base.where(
      matchesText(["deals.customer_name", "deals.customer_domain", "partners.company_name"], query.q),
    );
  return base;
}

/** The queue: pending first, oldest first (the team works in arrival order). */
export async function listDealQueue(query: ListQuery) {
  const db = await getDb();
  const rows = await readPage(filtered(db, query), query, (matching) =>
    matching
      .selectAll("deals")
      .select("partners.company_name as partner_name")
      .orderBy(sql`case when deals.status = 'pending' then 0 else 1 end`)
      .orderBy("deals.created_at", "asc")
      .orderBy("deals.id", "asc"),
  );
  return mapPage(rows, (row) =>
    Object.assign(toDealDto(row), { partnerId: row.partner_id, partnerName: row.partner_name }),
  );
}

export async function getAdminDeal(id: string) {
  const db = await getDb();
  const row = await db
    .selectFrom("deals")
    .innerJoin("partners", "partners.id", "deals.partner_id")
    .selectAll("deals")
    .select("partners.company_name as partner_name")
    .where("deals.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const commission = await db
    .selectFrom("commissions")
    .select(["id", "amount_minor", "currency", "rate", "status"])
    .where("won_deal_id", "=", id)
    .executeTakeFirst();
  return {
    ...toDealDto(row),
    partnerId: row.partner_id,
    partnerName: row.partner_name,
    history: await dealHistory(db, id),
    commission: commission
      ? {
          id: commission.id,
          amount: toMajor(minorFromDb(commission.amount_minor), commission.currency),
          currency: commission.currency,
          rate: Number(commission.rate),
          status: commission.status,
        }
      : null,
  };
}
