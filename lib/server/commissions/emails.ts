import "server-only";
import { formatMoney, formatMoneyList, type Money } from "@/lib/money";
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
  /** Approved and in no payout request, per currency (this commission included). */
  available: readonly Money[];
  /** The available amounts and their worth in the reporting currency (money/payout-minimum.ts). */
  worth: string;
  minimum: Money;
  reachesMinimum: boolean;
}): PortalMail {
  const amount = formatMoney(c.amountMinor, c.currency);
  const minimum = formatMoney(c.minimum.minor, c.minimum.currency);
  const next = c.reachesMinimum
    ? `Your approved commissions not yet requested now total ${c.worth}, which reaches the payout minimum of ${minimum}: you can request payment from the Commissions tab.`
    : `Your approved commissions not yet requested now total ${c.worth}; you can request payment once they reach the payout minimum of ${minimum}.`;
  return portalMail(`Commission approved: ${amount} for ${c.customerName}`, {
    heading: `Commission approved: ${amount}`,
    greeting: greeting(),
    paragraphs: [`Your commission of ${amount} for ${c.customerName} was approved.`, next],
    facts: [
      { label: "Customer", value: c.customerName },
      { label: "Commission", value: amount },
      { label: "Approved, not yet requested", value: formatMoneyList(c.available) },
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
        available: [
          { minor: 312_500, currency: "USD" },
          { minor: 1_200_000, currency: "EUR" },
        ],
        worth:
          "$3,125.00 · €12,000.00, worth $16,085.00: €12,000.00 = $12,960.00 at 1 EUR = 1.08 USD (rate of 2026-11-01)",
        minimum: { minor: 10_000, currency: "USD" },
        reachesMinimum: true,
      }),
    ),
  ];
}
