import { dealStatuses, stageProbability } from "@/lib/validation/deal-options";
import { commissionStatusLabel } from "@/lib/validation/commission-options";
import type { Deal, DealCommission } from "@/lib/validation/deals";
import { formatMoney, toMinor } from "@/lib/money";

// What the Deals tab offers and shows besides protection (deal-protection.ts): the status
// filter, the win probability and the commission.

/** The status filter's choices: all, then every status a deal can hold. */
export const dealFilters = ["all", ...dealStatuses] as const;

// A refused or withdrawn deal is out of the pipeline: a chance of winning it would mislead.
const withoutProbability: readonly string[] = ["rejected", "withdrawn"];

/** The deal's win probability in percent, or null when the deal shows none. */
export function dealProbability(deal: Pick<Deal, "status" | "stage" | "probability">): number | null {
  if (withoutProbability.includes(deal.status)) return null;
  return deal.probability ?? stageProbability(deal.stage);
}

/**
 * "$500.00 (10%), Approved" once the deal earned it; "$500.00 (10%) when won" before;
 * "None" for a deal that can no longer earn one.
 */
export function commissionText(commission: DealCommission | null): string {
  if (!commission) return "None";
  const amount = formatMoney(toMinor(commission.amount, commission.currency), commission.currency);
  const head = `${amount} (${commission.rate}%)`;
  return commission.status ? `${head}, ${commissionStatusLabel(commission.status)}` : `${head} when won`;
}
