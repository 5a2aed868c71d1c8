import "server-only";
import { formatMoney } from "@/lib/money";
import { env } from "@/lib/server/env";
import { signature, type PortalMail } from "@/lib/server/mail/portal-mail";

// Emails about money (plain text). The subject names the event and the exact amount; the
// body says what the partner can do next. Amounts are minor units with their currency.

const dashboard = () => `${env().APP_URL}/partner-portal/dashboard`;

export function commissionApprovedMail(c: {
  customerName: string;
  amountMinor: number;
  currency: string;
  availableMinor: number;
  minimumMinor: number;
}): PortalMail {
  const amount = formatMoney(c.amountMinor, c.currency);
  const available = formatMoney(c.availableMinor, c.currency);
  const minimum = formatMoney(c.minimumMinor, c.currency);
  const next =
    c.availableMinor >= c.minimumMinor
      ? `Your approved commissions now total ${available}, which reaches the payout minimum of ${minimum}: you can request payment from the Commissions tab.`
      : `Your approved commissions now total ${available}; you can request payment once they reach the payout minimum of ${minimum}.`;
  return {
    subject: `Commission approved: ${amount} for ${c.customerName}`,
    text: `Hello,\n\nYour commission of ${amount} for ${c.customerName} was approved.\n\n${next}\n\nSee it in your dashboard: ${dashboard()}${signature}`,
  };
}

export function payoutRequestedTeamMail(request: {
  id: string;
  partnerName: string;
  amountMinor: number;
  currency: string;
  count: number;
}): PortalMail {
  const amount = formatMoney(request.amountMinor, request.currency);
  return {
    subject: `Payout requested: ${amount} for ${request.partnerName}`,
    text: `${request.partnerName} requested payment of ${amount} for ${request.count} approved commission(s).\n\nPay it: ${env().APP_URL}/admin/deals/payouts`,
  };
}

export function payoutPaidMail(payout: {
  id: string;
  amountMinor: number;
  currency: string;
  count: number;
  reference: string;
  paidOn: string;
}): PortalMail {
  const amount = formatMoney(payout.amountMinor, payout.currency);
  return {
    subject: `Payment sent: ${amount} (reference ${payout.reference})`,
    text: `Hello,\n\nWe paid ${amount} for ${payout.count} commission(s) on ${payout.paidOn}. Payment reference: ${payout.reference}.\n\nYour statement: ${env().APP_URL}/api/partners/payouts/${payout.id}/statement\nYour commission history: ${dashboard()}${signature}`,
  };
}
