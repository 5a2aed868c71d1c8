import "server-only";
import { countOf } from "@/lib/plural";
import { formatDay } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { dashboardPath } from "@/lib/portal-routes";
import { env } from "@/lib/server/env";
import { greeting, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";

// Emails about money. The subject names the event and the exact amount; the body says what
// the partner can do next. Amounts are minor units with their currency.

const commissionsTab = () => `${env().APP_URL}${dashboardPath("commissions")}`;

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
  return portalMail(`Commission approved: ${amount} for ${c.customerName}`, {
    heading: `Commission approved: ${amount}`,
    greeting: greeting(),
    paragraphs: [`Your commission of ${amount} for ${c.customerName} was approved.`, next],
    facts: [
      { label: "Customer", value: c.customerName },
      { label: "Commission", value: amount },
      { label: "Approved, not yet paid", value: available },
    ],
    action: { label: "See it in your dashboard", href: commissionsTab() },
  });
}

export function payoutRequestedTeamMail(request: {
  id: string;
  partnerName: string;
  amountMinor: number;
  currency: string;
  count: number;
}): PortalMail {
  const amount = formatMoney(request.amountMinor, request.currency);
  return portalMail(`Payout requested: ${amount} for ${request.partnerName}`, {
    heading: `Payout requested: ${amount}`,
    paragraphs: [
      `${request.partnerName} requested payment of ${amount} for ${countOf(request.count, "approved commission")}.`,
    ],
    action: { label: "Pay it", href: `${env().APP_URL}/admin/deals/payouts` },
    signed: false,
  });
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
  return portalMail(`Payment sent: ${amount} (reference ${payout.reference})`, {
    heading: `We paid ${amount}`,
    greeting: greeting(),
    paragraphs: [
      `We paid ${amount} for ${countOf(payout.count, "commission")} on ${formatDay(payout.paidOn)}.`,
    ],
    facts: [
      { label: "Amount", value: amount },
      { label: "Paid on", value: formatDay(payout.paidOn) },
      { label: "Payment reference", value: payout.reference },
    ],
    action: {
      label: "Download your statement",
      href: `${env().APP_URL}/api/partners/payouts/${payout.id}/statement`,
    },
    links: [{ label: "Your commission history", href: commissionsTab() }],
  });
}
