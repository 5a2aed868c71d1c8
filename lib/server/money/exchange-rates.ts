import "server-only";
import { randomUUID } from "node:crypto";
import type { ExchangeRateInput } from "@/lib/validation/exchange-rates";
import type { ExchangeRate } from "@/lib/validation/exchange-rates";
import { getDb } from "@/lib/server/db";
import { recordAudit } from "@/lib/server/audit/audit";
import { env } from "@/lib/server/env";
import { convertMinor, sumMinor, totalsByCurrency, type Money, type StatedRate } from "@/lib/money";
import type { Db } from "@/lib/server/db";

// The team's exchange rates. Nothing is fetched from outside: the team enters each rate with
// the day it starts to apply; the rate of a pair on a day is the one with the latest start on
// or before it (the latest entered when two share a day). Rates are never edited or deleted:
// the list is their history, and each payout records the rates it used.

export async function addExchangeRate(
  input: ExchangeRateInput,
  actorUserId: string | null,
  now = new Date(),
) {
  const db = await getDb();
  const row = {
    id: randomUUID(),
    base: input.base,
    quote: input.quote,
    rate: input.rate,
    effective_from: input.effectiveFrom,
    created_by: actorUserId,
    created_at: now.toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("exchange_rates").values(row).execute();
    await recordAudit(trx, {
      actorUserId,
      action: "exchange-rate.set",
      entityType: "exchange_rate",
      entityId: row.id,
      details: { base: row.base, quote: row.quote, rate: row.rate, effectiveFrom: row.effective_from },
    });
  });
  return toRate(row);
}

function toRate(row: {
  id: string;
  base: string;
  quote: string;
  rate: string;
  effective_from: string;
  created_at: string;
}): ExchangeRate {
  return {
    id: row.id,
    base: row.base,
    quote: row.quote,
    rate: row.rate,
    effectiveFrom: row.effective_from,
    createdAt: row.created_at,
  };
}

/** Every rate entered, newest start first, then newest entry first. */
export async function listExchangeRates(): Promise<ExchangeRate[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("exchange_rates")
    .selectAll()
    .orderBy("effective_from", "desc")
    .orderBy("created_at", "desc")
    .limit(1000)
    .execute();
  return rows.map(toRate);
}

/** The rate of base→quote in effect on `day` (YYYY-MM-DD), or null when none is. */
export async function rateInEffect(db: Db, base: string, quote: string, day: string) {
  const row = await db
    .selectFrom("exchange_rates")
    .select(["rate", "effective_from"])
    .where("base", "=", base)
    .where("quote", "=", quote)
    .where("effective_from", "<=", day)
    .orderBy("effective_from", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { rate: row.rate, effectiveFrom: row.effective_from } : null;
}

/**
 * The rates into `quote` from `bases`, read once, for looking up many days (a chart's wins):
 * the same answer as rateInEffect for each base and day.
 */
export async function rateHistory(db: Db, bases: readonly string[], quote: string) {
  const rows = bases.length
    ? await db
        .selectFrom("exchange_rates")
        .select(["base", "rate", "effective_from"])
        .where("base", "in", bases)
        .where("quote", "=", quote)
        .orderBy("effective_from", "desc")
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute()
    : [];
  return (base: string, day: string) => {
    const row = rows.find((entry) => entry.base === base && entry.effective_from <= day);
    return row ? { rate: row.rate, effectiveFrom: row.effective_from } : null;
  };
}

/** One currency's amount converted into another at a stated, dated rate. */
export type StatedConversion = StatedRate;

/** Per-currency totals in one currency: the converted lines, their total, and those with no rate. */
export interface ConvertedTotal {
  currency: string;
  /** The day whose rates were used. */
  day: string;
  totalMinor: number;
  conversions: StatedConversion[];
  /** Amounts with no rate on `day`: left out of totalMinor, and said so beside it. */
  unconverted: Money[];
}

/** The programme's reporting currency (REPORTING_CURRENCY, default USD). */
export const reportingCurrency = (): string => env().REPORTING_CURRENCY;

/**
 * Per-currency totals converted into `to` at the rates in effect on `day`: each currency's
 * total times its rate, rounded once into the target's minor unit. A currency with no rate
 * that day is kept aside in `unconverted`, never added at face value.
 */
export async function convertTotals(
  db: Db,
  totals: readonly Money[],
  to: string,
  day: string,
  /** Rates already read (rateHistory), for converting many days' totals without a query each. */
  known?: (base: string, day: string) => { rate: string; effectiveFrom: string } | null,
): Promise<ConvertedTotal> {
  const conversions: StatedConversion[] = [];
  const unconverted: Money[] = [];
  for (const total of totalsByCurrency(totals)) {
    if (total.currency === to) {
      conversions.push({
        from: to,
        to,
        originalMinor: total.minor,
        rate: "1",
        effectiveFrom: null,
        convertedMinor: total.minor,
      });
      continue;
    }
    const rate = known ? known(total.currency, day) : await rateInEffect(db, total.currency, to, day);
    if (!rate) {
      unconverted.push(total);
      continue;
    }
    conversions.push({
      from: total.currency,
      to,
      originalMinor: total.minor,
      rate: rate.rate,
      effectiveFrom: rate.effectiveFrom,
      convertedMinor: convertMinor(total.minor, total.currency, to, rate.rate),
    });
  }
  return {
    currency: to,
    day,
    totalMinor: sumMinor(conversions.map((line) => line.convertedMinor)),
    conversions,
    unconverted,
  };
}
