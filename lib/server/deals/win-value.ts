import "server-only";
import type { Transaction } from "kysely";
import { convertMinor, minorFromDb } from "@/lib/money";
import type { Database } from "@/lib/server/db";
import { rateInEffect, reportingCurrency } from "@/lib/server/payouts/exchange-rates";

// What a deal was worth in the programme's reporting currency on the day it was won, kept
// with the deal: the rate in force that day, the day it took effect, and the converted value
// (rounded once). Tier revenue and the Overview add these values, so a later rate never
// changes what a past win counted for. With no rate for the pair that day the value stays
// null, and the figures that would have counted it say they left it out.

export async function recordWinValue(
  trx: Transaction<Database>,
  deal: { id: string; deal_size_minor: number | string; currency: string },
  now: Date,
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const to = reportingCurrency();
  const minor = minorFromDb(deal.deal_size_minor);
  const rate =
    deal.currency === to
      ? { rate: "1", effectiveFrom: day }
      : await rateInEffect(trx, deal.currency, to, day);
  await trx
    .updateTable("deals")
    .set({
      won_on: day,
      won_reporting_currency: to,
      won_rate: rate?.rate ?? null,
      won_rate_from: rate?.effectiveFrom ?? null,
      won_reporting_minor: rate ? convertMinor(minor, deal.currency, to, rate.rate) : null,
    })
    .where("id", "=", deal.id)
    .execute();
}

/** A deal reopened or lost after its win no longer carries a win value. */
export async function clearWinValue(trx: Transaction<Database>, dealId: string): Promise<void> {
  await trx
    .updateTable("deals")
    .set({
      won_on: null,
      won_reporting_currency: null,
      won_rate: null,
      won_rate_from: null,
      won_reporting_minor: null,
    })
    .where("id", "=", dealId)
    .execute();
}
