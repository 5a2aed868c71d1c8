import "server-only";
import type { AnalyticsFilter, MoneyMonthRow } from "@/lib/validation/analytics";
import { convertMonthTotals, monthOf, monthsOf, partnerScope, rangeEnd, type Db } from "./scope";
import { emptyRow } from "./won-revenue";

// Commissions earned per month: every ledger line written that month, whatever its status
// now, a reversing line negative, so a month's total is the ledger's own sum for it. Each
// currency's total is converted at the rate in force on the month's last day.

export async function commissionRows(
  db: Db,
  filter: AnalyticsFilter,
  currency: string,
  today: string,
): Promise<MoneyMonthRow[]> {
  const scope = await partnerScope(db, filter);
  const months = monthsOf(filter);
  if (scope && scope.length === 0) return months.map(emptyRow);
  const totals = await db
    .selectFrom("commissions")
    .select((eb) => [
      monthOf("commissions.created_at").as("month"),
      "commissions.currency",
      eb.fn.sum<string | number>("commissions.amount_minor").as("minor"),
      eb.fn.countAll<string | number>().as("n"),
    ])
    .where("commissions.created_at", ">=", filter.from)
    .where("commissions.created_at", "<", rangeEnd(filter))
    .$if(scope !== null, (qb) => qb.where("commissions.partner_id", "in", scope!))
    .groupBy([monthOf("commissions.created_at"), "commissions.currency"])
    .execute();
  return convertMonthTotals(db, months, totals, currency, today);
}
