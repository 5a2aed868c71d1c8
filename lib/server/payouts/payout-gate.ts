import "server-only";
import type { Transaction } from "kysely";
import { Refusal } from "@/lib/refusal";
import { formatDayTime } from "@/lib/dates";
import { convertMinor, sumMinor } from "@/lib/money";
import { payoutGateMessages } from "@/lib/validation/payout-details";
import type { Database } from "@/lib/server/db";
import type { PayoutConversion } from "@/lib/validation/payouts";
import { rateInEffect } from "../money/exchange-rates";

// What a payout request needs before it takes any commission: a payout method not on hold
// and a tax form on file that the team has not rejected. Refusals are 409s that say what
// is missing and where to add it.

type Trx = Transaction<Database>;

export async function requirePayoutDetails(trx: Trx, partnerId: string, now: Date) {
  const method = await trx
    .selectFrom("payout_methods")
    .select(["id", "currency", "hold_until"])
    .where("partner_id", "=", partnerId)
    .where("status", "=", "current")
    .executeTakeFirst();
  const form = await trx
    .selectFrom("tax_forms")
    .select(["form", "status", "rejection_reason"])
    .where("partner_id", "=", partnerId)
    .where("replaced_at", "is", null)
    .executeTakeFirst();
  const missing = [
    ...(method ? [] : [payoutGateMessages.method]),
    ...(form ? [] : [payoutGateMessages.taxForm]),
  ];
  if (missing.length > 0) throw new Refusal(409, payoutGateMessages.missing(missing));
  if (form!.status === "rejected")
    throw new Refusal(409, payoutGateMessages.rejected(form!.form, form!.rejection_reason ?? ""));
  if (method!.hold_until && method!.hold_until > now.toISOString())
    throw new Refusal(409, payoutGateMessages.held(formatDayTime(method!.hold_until)));
  return { methodId: method!.id, currency: method!.currency };
}

/**
 * The commissions' total in the payout currency: one conversion per source currency (its
 * total times the rate in effect on `day`, rounded once into the target's minor unit), each
 * recorded with the rate used. A missing rate refuses the request (409).
 */
export async function convertToPayoutCurrency(
  trx: Trx,
  lines: readonly { amountMinor: number; currency: string }[],
  to: string,
  day: string,
): Promise<{ totalMinor: number; conversions: PayoutConversion[] }> {
  const bySource = new Map<string, number[]>();
  for (const line of lines)
    bySource.set(line.currency, [...(bySource.get(line.currency) ?? []), line.amountMinor]);
  const conversions: PayoutConversion[] = [];
  for (const [from, amounts] of [...bySource].sort(([a], [b]) => a.localeCompare(b))) {
    const originalMinor = sumMinor(amounts);
    if (from === to) {
      conversions.push({
        from,
        to,
        originalMinor,
        rate: "1",
        effectiveFrom: null,
        convertedMinor: originalMinor,
      });
      continue;
    }
    const rate = await rateInEffect(trx, from, to, day);
    if (!rate) throw new Refusal(409, payoutGateMessages.noRate(from, to, day));
    conversions.push({
      from,
      to,
      originalMinor,
      rate: rate.rate,
      effectiveFrom: rate.effectiveFrom,
      convertedMinor: convertMinor(originalMinor, from, to, rate.rate),
    });
  }
  return { totalMinor: sumMinor(conversions.map((line) => line.convertedMinor)), conversions };
}

/** The conversions a payout request stored (older requests have none). */
export function parseConversions(stored: string | null): PayoutConversion[] {
  return stored ? (JSON.parse(stored) as PayoutConversion[]) : [];
}
