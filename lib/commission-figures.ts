// The commission figures a partner reads, computed by the same functions wherever they are
// shown: the server's dashboard summary (Overview's Pending Commission) and the
// Commissions tab's cards (Total Earned, Pending, This Month).

/**
 * Earned but not paid yet: waiting for the programme team's approval (pending), approved,
 * or taken into a payout request (processing). Paid commissions count as earned.
 */
export const unpaidCommissionStatuses = ["pending", "approved", "processing"] as const;

type Commission = { status: string; amount: number | string };

/** Sum of amounts in cents, so that 0.1 + 0.2 reads 0.3. */
const sum = (items: readonly Commission[]) => Math.round(items.reduce((total, item) => total + (Number(item.amount) || 0) * 100, 0)) / 100;

/** Pending (Overview's Pending Commission and the Commissions tab's Pending): every unpaid commission. */
export function pendingCommissionTotal(commissions: readonly Commission[]): number {
  return sum(commissions.filter((c) => (unpaidCommissionStatuses as readonly string[]).includes(c.status)));
}

/** Total Earned: the paid commissions. */
export function earnedCommissionTotal(commissions: readonly Commission[]): number {
  return sum(commissions.filter((c) => c.status === "paid"));
}

/** Commissions counted in This Month: paid date (or today when unpaid) in the current month. */
export function isThisMonth(payoutDate: string | null | undefined, now = new Date()): boolean {
  const date = payoutDate ? new Date(payoutDate) : now;
  return date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth();
}

/** This Month: the listed commissions paid this month, and the unpaid ones. */
export function thisMonthCommissionTotal(commissions: readonly (Commission & { payoutDate: string | null })[], now = new Date()): number {
  return sum(commissions.filter((c) => isThisMonth(c.payoutDate, now)));
}
