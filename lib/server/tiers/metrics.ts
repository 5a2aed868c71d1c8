import "server-only";
import { convertMinor, DEFAULT_CURRENCY, minorFromDb, totalsByCurrency, type Money } from "@/lib/money";
import { rateInEffect } from "@/lib/server/money/exchange-rates";
import type { Db } from "@/lib/server/db";

// What a tier requires, measured for one partner at a moment: won revenue and won deals over
// the trailing 12 months, and certifications earned. A deal counts from when it was last
// moved to closed won (its stage history; the row's update time for deals entered won by
// hand) while it is still won: a reopened or lost deal no longer counts. Revenue counts deals
// in every currency, each at the value in the reporting currency it was given when it was won
// (the rate in force on the win date, kept beside the deal: deals/win-value.ts). A deal won
// without a rate for its pair is looked up again at its win date's rate; if there is still
// none, it is left out of revenue and listed in `unconvertedRevenue`, never added at face value.

export interface TierMetricsValue {
  /** Minor units of the tier rules' currency. */
  wonRevenueMinor: number;
  /** Won deals with no rate into that currency on their win date, per currency. */
  unconvertedRevenue?: Money[];
  wonDeals: number;
  certifications: number;
}

export const TRAILING_MONTHS = 12;

/** The start of the trailing window ending at `now` (inclusive): the same moment 12 months before. */
export function trailingWindowStart(now: Date): Date {
  const start = new Date(now.getTime());
  start.setUTCMonth(start.getUTCMonth() - TRAILING_MONTHS);
  return start;
}

export async function measurePartner(
  db: Db,
  partnerId: string,
  now: Date,
  currency: string = DEFAULT_CURRENCY,
): Promise<TierMetricsValue> {
  const from = trailingWindowStart(now).toISOString();
  const to = now.toISOString();
  const won = await wonDealsOf(db, partnerId);
  let wonRevenueMinor = 0;
  let wonDeals = 0;
  const unconverted: Money[] = [];
  for (const deal of won) {
    if (deal.wonAt < from || deal.wonAt > to) continue;
    wonDeals += 1;
    const value = await wonValueIn(db, deal, currency);
    if (value === null)
      unconverted.push({ minor: minorFromDb(deal.deal_size_minor), currency: deal.currency });
    else wonRevenueMinor += value;
  }
  const certified = await db
    .selectFrom("training_courses")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("partner_id", "=", partnerId)
    .where("certificate", "=", 1)
    .executeTakeFirst();
  return {
    wonRevenueMinor,
    unconvertedRevenue: totalsByCurrency(unconverted),
    wonDeals,
    certifications: Number(certified?.n ?? 0),
  };
}

/**
 * The partner's deals that are won now, each with when it was won: when it was last moved to
 * closed won (its stage history), else the row's update time for deals entered won by hand.
 */
export async function wonDealsOf(db: Db, partnerId: string) {
  const rows = await db
    .selectFrom("deals")
    .leftJoin("deal_wins", "deal_wins.deal_id", "deals.id")
    .select((eb) => [
      "deals.deal_size_minor",
      "deals.currency",
      "deals.updated_at",
      "deal_wins.won_on",
      "deal_wins.reporting_currency as won_reporting_currency",
      "deal_wins.reporting_minor as won_reporting_minor",
      eb
        .selectFrom("deal_events")
        .select((inner) => inner.fn.max("deal_events.created_at").as("at"))
        .whereRef("deal_events.deal_id", "=", "deals.id")
        .where("deal_events.kind", "=", "stage")
        .where("deal_events.to_value", "=", "closed_won")
        .as("won_at"),
    ])
    .where("deals.partner_id", "=", partnerId)
    .where("deals.status", "=", "closed_won")
    .execute();
  return rows.map((row) => ({ ...row, wonAt: String(row.won_at ?? row.updated_at) }));
}

export type WonDeal = Awaited<ReturnType<typeof wonDealsOf>>[number];

/** A won deal's value in `currency`: the value kept at its win, else at the rate of its win date. */
export async function wonValueIn(db: Db, deal: WonDeal, currency: string): Promise<number | null> {
  const minor = minorFromDb(deal.deal_size_minor);
  if (deal.currency === currency) return minor;
  if (deal.won_reporting_currency === currency && deal.won_reporting_minor !== null)
    return minorFromDb(deal.won_reporting_minor);
  const rate = await rateInEffect(db, deal.currency, currency, deal.won_on ?? deal.wonAt.slice(0, 10));
  return rate ? convertMinor(minor, deal.currency, currency, rate.rate) : null;
}
