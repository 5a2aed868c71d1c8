import "server-only";
import { formatMoney } from "@/lib/money";
import { dashboardPath } from "@/lib/portal-routes";
import { env } from "@/lib/server/env";
import { greeting, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";
import { sample, type EmailSample } from "@/lib/server/mail/email-sample";

// Emails about commissions. The subject names the event and the exact amount; the body says
// what the partner can do next. Amounts are minor units with their currency. Payment requests
// and payments have their emails in payouts/emails.ts.

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

/** Preview samples of commission mail, for the console's email catalogue. */
export function commissionEmailSamples(): EmailSample[] {
  return [
    sample(
      "commission:approved",
      "transactional",
      "partner",
      commissionApprovedMail({
        customerName: "Contoso Bank",
        amountMinor: 187_500,
        currency: "USD",
        availableMinor: 312_500,
        minimumMinor: 10_000,
      }),
    ),
  ];
}
