import "server-only";
import type { Commission } from "@/lib/validation/commissions";
import { getDb } from "@/lib/server/db";
import { PARTNER_LIST_LIMIT } from "@/lib/server/db/pagination";
import { toCommissionDto } from "./records";

// What a signed-in partner reads of its commissions: always filtered by the partner id the
// session resolved, never by an id from the request.

export async function listCommissions(partnerId: string): Promise<Commission[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("commissions")
    .leftJoin("deals", "deals.id", "commissions.deal_id")
    .selectAll("commissions")
    .select("deals.customer_name")
    .where("commissions.partner_id", "=", partnerId)
    .where("commissions.kind", "=", "commission")
    .orderBy("commissions.created_at", "desc")
    .limit(PARTNER_LIST_LIMIT)
    .execute();
  return rows.map(toCommissionDto);
}
