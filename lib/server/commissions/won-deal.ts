import "server-only";
import type { Transaction } from "kysely";
import { tierCommissionRates } from "@/content/deals";
import { minorFromDb } from "@/lib/money";
import type { Database } from "@/lib/server/db";
import type { PartnerRow } from "@/lib/server/auth/users";
import type { DealRow } from "@/lib/server/deals/records";
import { createCommissionLine, type LedgerActor } from "./ledger";

/** The partner's commission percent: the team's own rate for it, else its tier's. */
export function commissionRateOf(partner: Pick<PartnerRow, "tier" | "commission_rate">): number {
  if (partner.commission_rate !== null && partner.commission_rate !== undefined)
    return Number(partner.commission_rate);
  return tierCommissionRates[partner.tier.toLowerCase()] ?? tierCommissionRates.bronze!;
}

/** The won deal's commission at the partner's rate, pending the team's approval (one per deal). */
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
  return createCommissionLine(trx, {
    partnerId: deal.partner_id,
    dealId: deal.id,
    dealValueMinor: minorFromDb(deal.deal_size_minor),
    currency: deal.currency,
    rate: commissionRateOf(partner),
    actor,
    at: now.toISOString(),
  });
}
