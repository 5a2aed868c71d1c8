import "server-only";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { tierCommissionRates } from "@/content/deals";
import type { Database } from "@/lib/server/db";
import type { PartnerRow } from "@/lib/server/auth/users";
import type { DealRow } from "@/lib/server/deals/records";

/** The partner's commission percent: the team's own rate for it, else its tier's. */
export function commissionRateOf(partner: Pick<PartnerRow, "tier" | "commission_rate">): number {
  if (partner.commission_rate !== null && partner.commission_rate !== undefined) return Number(partner.commission_rate);
  return tierCommissionRates[partner.tier.toLowerCase()] ?? tierCommissionRates.bronze!;
}

/**
 * The won deal's commission, pending the team's approval. The unique won_deal_id makes it
 * one per deal however often (or concurrently) the deal is marked closed won.
 */
export async function createWonCommission(trx: Transaction<Database>, deal: DealRow, now: Date): Promise<string | null> {
  const partner = await trx.selectFrom("partners").select(["tier", "commission_rate"]).where("id", "=", deal.partner_id).executeTakeFirstOrThrow();
  const rate = commissionRateOf(partner);
  const at = now.toISOString();
  const id = randomUUID();
  const inserted = await trx
    .insertInto("commissions")
    .values({
      id,
      partner_id: deal.partner_id,
      deal_id: deal.id,
      won_deal_id: deal.id,
      amount: Math.round(Number(deal.deal_size) * rate) / 100,
      rate,
      status: "pending",
      payout_date: null,
      payment_reference: null,
      payout_request_id: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column("won_deal_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted?.id ?? null;
}
