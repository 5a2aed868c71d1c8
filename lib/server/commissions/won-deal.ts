import "server-only";
import type { Transaction } from "kysely";
import { tierCommissionRates } from "@/lib/server/tiers/rules";
import { minorFromDb } from "@/lib/money";
import type { Database } from "@/lib/server/db";
import type { PartnerRow } from "@/lib/server/auth/users";
import type { DealRow } from "@/lib/server/db/schema/deals";
import { earningRateOf } from "@/lib/server/tiers/rules";
import { createCommissionLine, type LedgerActor } from "./ledger";

/** The partner's commission percent: the team's own rate for it, else its tier's (from `rates`). */
export function commissionRateOf(
  partner: Pick<PartnerRow, "tier" | "commission_rate">,
  rates: Record<string, number> = tierCommissionRates,
): number {
  if (partner.commission_rate !== null && partner.commission_rate !== undefined)
    return Number(partner.commission_rate);
  return rates[partner.tier.toLowerCase()] ?? rates.bronze ?? tierCommissionRates.bronze!;
}

/**
 * The won deal's commission, pending the team's approval (one per deal): at the rate of the
 * tier the partner is in when the deal is won, and naming that tier, unless the team set the
 * partner's own rate. A later tier change leaves the line as it is.
 */
export async function createWonCommission(
  trx: Transaction<Database>,
  deal: DealRow,
  now: Date,
  actor: LedgerActor = { userId: null, role: "system" },
): Promise<string | null> {
  const partner = await trx
    .selectFrom("partners")
    .select(["tier", "commission_rate"])
    .where("id", "=", deal.partner_id)
    .executeTakeFirstOrThrow();
  const { rate, tier } = await earningRateOf(trx, partner);
  return createCommissionLine(trx, {
    partnerId: deal.partner_id,
    dealId: deal.id,
    dealValueMinor: minorFromDb(deal.deal_size_minor),
    currency: deal.currency,
    rate,
    tier,
    actor,
    at: now.toISOString(),
  });
}
