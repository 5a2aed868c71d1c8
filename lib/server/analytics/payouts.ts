import "server-only";
import type { AnalyticsFilter, MoneyMonthRow } from "@/lib/validation/analytics";
import { convertMonthTotals, monthOf, monthsOf, partnerScope, rangeEnd, type Db } from "./scope";
import { emptyRow } from "./won-revenue";

// Payouts paid per month: each paid payout by the day it was paid, in the currency it was
// paid in; each currency's total converted at the rate in force on the month's last day.

export async function payoutRows(
  db: Db,
  filter: AnalyticsFilter,
  currency: string,
  today: string,
): Promise<MoneyMonthRow[]> {
  const scope = await partnerScope(db, filter);
  const months = monthsOf(filter);
  if (scope && scope.length === 0) return months.map(emptyRow);
  const totals = await db
    .selectFrom("payout_requests")
    .select((eb) => [
      monthOf("payout_requests.paid_on").as("month"),
      "payout_requests.currency",
      eb.fn.sum<string | number>("payout_requests.amount_minor").as("minor"),
      eb.fn.countAll<string | number>().as("n"),
    ])
    .where("payout_requests.status", "=", "paid")
    .where("payout_requests.paid_on", ">=", filter.from)
    .where("payout_requests.paid_on", "<", rangeEnd(filter))
    .$if(scope !== null, (qb) => qb.where("payout_requests.partner_id", "in", scope!))
    .groupBy([monthOf("payout_requests.paid_on"), "payout_requests.currency"])
    .execute();
  return convertMonthTotals(db, months, totals, currency, today);
}
