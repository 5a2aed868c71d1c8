import "server-only";
import type { AnalyticsFilter, MoneyMonthRow } from "@/lib/validation/analytics";
import { convertMonthTotals, monthOf, monthsOf, partnerScope, rangeEnd, type Db } from "./scope";
import { emptyRow } from "./won-revenue";

// Partner-sourced pipeline per month: the deals registered that month that are still open
// (waiting for review, in review or approved), at their value. Each month's total in each
// currency is converted at the rate in force on the month's last day (today for this month).

export const OPEN_DEAL_STATUSES = ["pending", "in_review", "approved"] as const;

export const monthEndRule =
  "Each month's total in each currency at the team's rate in force on the month's last day " +
  "(today for the current month).";

export async function pipelineRows(
  db: Db,
  filter: AnalyticsFilter,
  currency: string,
  today: string,
): Promise<MoneyMonthRow[]> {
  const scope = await partnerScope(db, filter);
  const months = monthsOf(filter);
  if (scope && scope.length === 0) return months.map(emptyRow);
  const totals = await db
    .selectFrom("deals")
    .select((eb) => [
      monthOf("deals.created_at").as("month"),
      "deals.currency",
      eb.fn.sum<string | number>("deals.deal_size_minor").as("minor"),
      eb.fn.countAll<string | number>().as("n"),
    ])
    .where("deals.status", "in", OPEN_DEAL_STATUSES)
    .where("deals.created_at", ">=", filter.from)
    .where("deals.created_at", "<", rangeEnd(filter))
    .$if(scope !== null, (qb) => qb.where("deals.partner_id", "in", scope!))
    .$if(Boolean(filter.registeredBy), (qb) => qb.where("deals.registered_by", "=", filter.registeredBy!))
    .groupBy([monthOf("deals.created_at"), "deals.currency"])
    .execute();
  return convertMonthTotals(db, months, totals, currency, today);
}
