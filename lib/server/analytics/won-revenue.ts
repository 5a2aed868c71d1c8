import "server-only";
import { sql } from "kysely";
import { convertMinor, minorFromDb, totalsByCurrency, type Money } from "@/lib/money";
import { rateHistory } from "@/lib/server/money/exchange-rates";
import type { AnalyticsFilter, MoneyMonthRow } from "@/lib/validation/analytics";
import { monthsOf, partnerScope, rangeEnd, type Db } from "./scope";

// Won revenue: deals won in the range (by the day they were won; a deal entered won by hand
// counts from its last update), each at the value in the reporting currency it was given on
// its win date (deal_wins: the same values as the Overview's Total Revenue and the tier
// panel). A win kept without a value is looked up again at its win date's rate; with still
// none it is listed in `unconverted`, never added at face value.

export const wonRevenueRule =
  "Each deal at its value in the reporting currency on the day it was won " +
  "(the team's rate in force that day).";

const wonDay = sql<string>`coalesce(deal_wins.won_on, substr(deals.updated_at, 1, 10))`;

export interface WonTotal {
  count: number;
  amountMinor: number;
  native: Money[];
  unconverted: Money[];
  /** Deals in `unconverted`. */
  unconvertedCount: number;
}

/** Won deals in the filter, grouped by their win month or their partner. */
export async function wonTotals(
  db: Db,
  filter: AnalyticsFilter,
  currency: string,
  by: "month" | "partner",
): Promise<Map<string, WonTotal>> {
  const result = new Map<string, WonTotal>();
  const scope = await partnerScope(db, filter);
  if (scope && scope.length === 0) return result;
  const known = sql<number | string | null>`case
    when deals.currency = ${currency} then deals.deal_size_minor
    when deal_wins.reporting_currency = ${currency} then deal_wins.reporting_minor
    else null end`;
  const key = by === "month" ? sql<string>`substr(${wonDay}, 1, 7)` : sql<string>`deals.partner_id`;
  const base = db
    .selectFrom("deals")
    .leftJoin("deal_wins", "deal_wins.deal_id", "deals.id")
    .where("deals.status", "=", "closed_won")
    .where(wonDay, ">=", filter.from)
    .where(wonDay, "<", rangeEnd(filter))
    .$if(scope !== null, (qb) => qb.where("deals.partner_id", "in", scope!))
    .$if(Boolean(filter.registeredBy), (qb) => qb.where("deals.registered_by", "=", filter.registeredBy!));
  const totals = await base
    .select((eb) => [
      key.as("key"),
      "deals.currency",
      eb.fn.sum<string | number>("deals.deal_size_minor").as("native"),
      eb.fn.sum<string | number | null>(known).as("converted"),
      eb.fn.countAll<string | number>().as("n"),
      eb.fn.count<string | number>(known).as("known_n"),
    ])
    .groupBy([key, "deals.currency"])
    .execute();
  const entry = (name: string) => {
    let total = result.get(name);
    if (!total)
      result.set(
        name,
        (total = { count: 0, amountMinor: 0, native: [], unconverted: [], unconvertedCount: 0 }),
      );
    return total;
  };
  for (const total of totals) {
    const group = entry(total.key);
    group.count += Number(total.n);
    group.amountMinor += minorFromDb(total.converted);
    group.native.push({ minor: minorFromDb(total.native), currency: total.currency });
  }
  if (totals.some((total) => Number(total.n) !== Number(total.known_n))) {
    // Wins kept without a value: the rate of the win date, if one was entered since.
    const missing = await base
      .select([key.as("key"), "deals.currency", "deals.deal_size_minor", wonDay.as("won_day")])
      .where(known, "is", null)
      .execute();
    const rateOn = await rateHistory(db, [...new Set(missing.map((deal) => deal.currency))], currency);
    for (const deal of missing) {
      const group = entry(deal.key);
      const minor = minorFromDb(deal.deal_size_minor);
      const rate = rateOn(deal.currency, deal.won_day);
      if (rate) group.amountMinor += convertMinor(minor, deal.currency, currency, rate.rate);
      else {
        group.unconverted.push({ minor, currency: deal.currency });
        group.unconvertedCount += 1;
      }
    }
  }
  for (const group of result.values()) {
    group.native = totalsByCurrency(group.native);
    group.unconverted = totalsByCurrency(group.unconverted);
  }
  return result;
}

export const toAmounts = (lines: readonly Money[]) =>
  lines.map((line) => ({ currency: line.currency, amountMinor: line.minor }));

export async function wonRevenueRows(
  db: Db,
  filter: AnalyticsFilter,
  currency: string,
): Promise<MoneyMonthRow[]> {
  const totals = await wonTotals(db, filter, currency, "month");
  return monthsOf(filter).map((month) => {
    const total = totals.get(month);
    if (!total) return emptyRow(month);
    return {
      month,
      amountMinor: total.amountMinor,
      count: total.count,
      byCurrency: toAmounts(total.native),
      unconverted: toAmounts(total.unconverted),
    };
  });
}

export function emptyRow(month: string): MoneyMonthRow {
  return { month, amountMinor: 0, count: 0, byCurrency: [], unconverted: [] };
}
