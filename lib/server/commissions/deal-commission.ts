import "server-only";
import type { Kysely } from "kysely";
import { applyRate, minorFromDb, toMajor } from "@/lib/money";
import type { Database } from "@/lib/server/db";
import type { DealRow } from "@/lib/server/db/schema/deals";
import type { DealCommission } from "@/lib/validation/deals";
import { commissionRateOf } from "./won-deal";

// The commission a deal's details show: the ledger's line once the deal is won (its amount,
// rate and status), else what winning it would earn at the partner's rate today. A deal that
// can no longer be won earns nothing and shows none.
const closedWithoutWin: readonly string[] = ["rejected", "withdrawn", "closed_lost"];

export async function dealCommissionOf(db: Kysely<Database>, deal: DealRow): Promise<DealCommission | null> {
  const line = await db
    .selectFrom("commissions")
    .select(["amount_minor", "currency", "rate", "status"])
    .where("deal_id", "=", deal.id)
    .where("partner_id", "=", deal.partner_id)
    .where("reverses_id", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (line)
    return {
      amount: toMajor(minorFromDb(line.amount_minor), line.currency),
      currency: line.currency,
      rate: Number(line.rate),
      status: line.status,
    };
  if (closedWithoutWin.includes(deal.status)) return null;
  const partner = await db
    .selectFrom("partners")
    .select(["tier", "commission_rate"])
    .where("id", "=", deal.partner_id)
    .executeTakeFirstOrThrow();
  const rate = commissionRateOf(partner);
  return {
    amount: toMajor(applyRate(minorFromDb(deal.deal_size_minor), rate), deal.currency),
    currency: deal.currency,
    rate,
    status: null,
  };
}
