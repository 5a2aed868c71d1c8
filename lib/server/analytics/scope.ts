import "server-only";
import { sql, type Kysely } from "kysely";
import { minorFromDb, type Money } from "@/lib/money";
import type { Database } from "@/lib/server/db";
import { convertTotals, rateHistory } from "@/lib/server/money/exchange-rates";
import type { AnalyticsFilter, MoneyMonthRow } from "@/lib/validation/analytics";
import { DAY_MS } from "@/lib/time";

// What every chart shares: the partners a filter covers, the months of a range, and the
// per-month money rows converted into the reporting currency by the team's dated rates.

export type Db = Kysely<Database>;

/**
 * The partner ids a filter covers: null when it names no partner, tier or country (every
 * partner); otherwise the matching ids, possibly none. Tier and country compare without case.
 */
export async function partnerScope(db: Db, filter: AnalyticsFilter): Promise<string[] | null> {
  if (!filter.partnerId && !filter.tier && !filter.country) return null;
  let query = db.selectFrom("partners").select("id");
  if (filter.partnerId) query = query.where("id", "=", filter.partnerId);
  if (filter.tier) query = query.where(sql`lower(tier)`, "=", filter.tier.toLowerCase());
  if (filter.country) query = query.where(sql`lower(country)`, "=", filter.country.toLowerCase());
  return (await query.execute()).map((row) => row.id);
}

/** The first instant after the range: `to`'s next day, for `column < end` comparisons. */
export function rangeEnd(filter: Pick<AnalyticsFilter, "to">): string {
  return new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** Every month the range touches, oldest first ("2026-09", "2026-10", ...). */
export function monthsOf(filter: Pick<AnalyticsFilter, "from" | "to">): string[] {
  const months: string[] = [];
  const last = filter.to.slice(0, 7);
  let [year, month] = filter.from.slice(0, 7).split("-").map(Number) as [number, number];
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** The day a month's totals are converted at: its last day, or today for the current month. */
export function conversionDay(month: string, today: string): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10);
  return last < today ? last : today;
}

/** The month of a stored ISO date or timestamp, as SQL: its first seven characters. */
export const monthOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

export interface MonthCurrencyTotal {
  month: string;
  currency: string;
  minor: number | string | bigint | null;
  n: number | string | bigint;
}

/**
 * Per-month rows from per-month, per-currency totals: each month's currencies converted at
 * the rates in force on its conversion day (lib/money.ts rounds each currency's total once),
 * a currency with no rate kept in `unconverted`. Months with nothing stay in, at zero.
 */
export async function convertMonthTotals(
  db: Db,
  months: readonly string[],
  totals: readonly MonthCurrencyTotal[],
  currency: string,
  today: string,
): Promise<MoneyMonthRow[]> {
  const rows: MoneyMonthRow[] = [];
  const known = await rateHistory(db, [...new Set(totals.map((total) => total.currency))], currency);
  for (const month of months) {
    const lines = totals.filter((total) => total.month === month);
    const money: Money[] = lines.map((line) => ({ minor: minorFromDb(line.minor), currency: line.currency }));
    const converted = lines.length
      ? await convertTotals(db, money, currency, conversionDay(month, today), known)
      : { totalMinor: 0, unconverted: [] };
    rows.push({
      month,
      amountMinor: converted.totalMinor,
      count: lines.reduce((sum, line) => sum + Number(line.n), 0),
      byCurrency: money.map((line) => ({ currency: line.currency, amountMinor: line.minor })),
      unconverted: converted.unconverted.map((line) => ({
        currency: line.currency,
        amountMinor: line.minor,
      })),
    });
  }
  return rows;
}

/** The median and a percentile of sorted numbers (nearest rank); null for none. */
export function percentile(sorted: readonly number[], share: number): number | null {
  if (sorted.length === 0) return null;
  if (share === 0.5 && sorted.length % 2 === 0) {
    const middle = sorted.length / 2;
    return (sorted[middle - 1]! + sorted[middle]!) / 2;
  }
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

/** One decimal, for days, hours and percentages. */
export const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
