import "server-only";
import type { Transaction } from "kysely";
import { convertMinor, minorFromDb } from "@/lib/money";
import type { Database } from "@/lib/server/db";
import { rateInEffect, reportingCurrency } from "@/lib/server/money/exchange-rates";

// What a deal was worth in the programme's reporting currency on the day it was won, kept
// beside the deal (deal_wins): the rate in force that day, the day it took effect, and the
// converted value (rounded once). Tier revenue and the Overview add these values, so a later
// rate never changes what a past win counted for. With no rate for the pair that day the
// value stays null, and the figures that would have counted it say they left it out.

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
  const row = {
    won_on: day,
    reporting_currency: to,
    rate: rate?.rate ?? null,
    rate_from: rate?.effectiveFrom ?? null,
    reporting_minor: rate ? convertMinor(minor, deal.currency, to, rate.rate) : null,
  };
  await trx
    .insertInto("deal_wins")
    .values({ deal_id: deal.id, ...row })
    .onConflict((oc) => oc.column("deal_id").doUpdateSet(row))
    .execute();
}

/** A deal reopened or lost after its win no longer carries a win value. */
export async function clearWinValue(trx: Transaction<Database>, dealId: string): Promise<void> {
  await trx.deleteFrom("deal_wins").where("deal_id", "=", dealId).execute();
}
