import "server-only";
import type { Kysely, Transaction } from "kysely";
import { DEFAULT_CURRENCY, minorFromDb } from "@/lib/money";
import type { Database } from "@/lib/server/db";

// What a tier requires, measured for one partner at a moment: won revenue and won deals over
// the trailing 12 months, and certifications earned. A deal counts from when it was last
// moved to closed won (its stage history; the row's update time for deals entered won by
// hand) while it is still won: a reopened or lost deal no longer counts. Revenue counts deals
// in the programme's currency only: there is no exchange rate to add others with.

type Db = Kysely<Database> | Transaction<Database>;

export interface TierMetricsValue {
  wonRevenueMinor: number;
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

export async function measurePartner(db: Db, partnerId: string, now: Date): Promise<TierMetricsValue> {
  const from = trailingWindowStart(now).toISOString();
  const to = now.toISOString();
  const won = await db
    .selectFrom("deals")
    .select((eb) => [
      "deals.deal_size_minor",
      "deals.currency",
      "deals.updated_at",
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
  let wonRevenueMinor = 0;
  let wonDeals = 0;
  for (const deal of won) {
    const wonAt = deal.won_at ?? deal.updated_at;
    if (wonAt < from || wonAt > to) continue;
    wonDeals += 1;
    if (deal.currency === DEFAULT_CURRENCY) wonRevenueMinor += minorFromDb(deal.deal_size_minor);
  }
  const certified = await db
    .selectFrom("training_courses")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("partner_id", "=", partnerId)
    .where("certificate", "=", 1)
    .executeTakeFirst();
  return { wonRevenueMinor, wonDeals, certifications: Number(certified?.n ?? 0) };
}
