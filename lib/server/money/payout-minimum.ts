import "server-only";
import {
  formatConversion,
  formatMoney,
  formatMoneyList,
  toMinor,
  totalsByCurrency,
  type Money,
} from "@/lib/money";
import { env } from "@/lib/server/env";
import { convertTotals, reportingCurrency, type ConvertedTotal } from "./exchange-rates";
import type { Db } from "@/lib/server/db";

// The payout minimum (PAYOUT_MINIMUM) is one amount in the programme's reporting currency.
// Approved commissions in any currency are converted into it at the rates in force on the
// day and then compared, so switching the payout currency never changes what "enough" is.
// An amount with no rate that day counts for nothing and is named as such.

export interface MinimumCheck {
  minimum: Money;
  /** The approved amounts, totalled per currency. */
  amounts: Money[];
  converted: ConvertedTotal;
  reaches: boolean;
}

export async function checkPayoutMinimum(
  db: Db,
  amounts: readonly Money[],
  day: string,
): Promise<MinimumCheck> {
  const currency = reportingCurrency();
  const converted = await convertTotals(db, amounts, currency, day);
  const minimum = { minor: toMinor(env().PAYOUT_MINIMUM, currency), currency };
  return {
    minimum,
    amounts: totalsByCurrency(amounts),
    converted,
    reaches: converted.totalMinor >= minimum.minor && amounts.some((amount) => amount.minor > 0),
  };
}

/** "€5.00, worth $5.40: €5.00 = $5.40 at 1 EUR = 1.08 USD (rate of 2026-11-01)": amounts and their worth. */
export function describeWorth(check: MinimumCheck): string {
  const list = formatMoneyList(check.amounts, { empty: formatMoney(0, check.minimum.currency) });
  const foreign = check.converted.conversions.filter((line) => line.from !== line.to);
  const rates = foreign.map(formatConversion).join("; ");
  const missing = check.converted.unconverted.length
    ? `; ${formatMoneyList(check.converted.unconverted)} not counted: no exchange rate to ${check.minimum.currency} on ${check.converted.day}`
    : "";
  if (foreign.length === 0 && !missing) return list;
  const worth = formatMoney(check.converted.totalMinor, check.minimum.currency);
  return `${list}, worth ${worth}${rates ? `: ${rates}` : ""}${missing}`;
}
