import "server-only";
import { formatDay } from "@/lib/dates";
import { formatMoney, toMinor } from "@/lib/money";
import { env } from "@/lib/server/env";
import { greeting, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";
import { dealPath } from "@/lib/portal-routes";
import { sample, sampleId, type EmailSample } from "@/lib/server/mail/email-sample";

// Deal registration emails: the team's notice of a new registration, the partner's
// receipt, and the team's decisions as the partner reads them.

// The partner's link opens the deal itself on the portal's Deals tab.
const openDeal = (dealId: string) => ({
  label: "Open the deal",
  href: `${env().APP_URL}${dealPath(dealId)}`,
});

export function dealSubmittedTeamMail(deal: {
  id: string;
  partnerName: string;
  customerName: string;
  domain: string;
  dealSize: number;
  /** The deal's currency (the value is in its major units). */
  currency: string;
  expectedCloseDate: string;
}): PortalMail {
  return portalMail(`New deal registration: ${deal.customerName} (${deal.partnerName})`, {
    heading: `New deal registration: ${deal.customerName}`,
    paragraphs: [`${deal.partnerName} registered a deal that is waiting for review.`],
    facts: [
      { label: "Customer", value: `${deal.customerName} (${deal.domain})` },
      { label: "Estimated value", value: formatMoney(toMinor(deal.dealSize, deal.currency), deal.currency) },
      { label: "Expected close", value: formatDay(deal.expectedCloseDate) },
    ],
    action: { label: "Review it", href: `${env().APP_URL}/admin/deals/${deal.id}` },
    signed: false,
  });
}

export function dealReceivedMail({ id, customerName }: { id: string; customerName: string }): PortalMail {
  return portalMail(`Deal registration received: ${customerName}`, {
    heading: "We received your deal registration",
    greeting: greeting(),
    paragraphs: [
      `We received your deal registration for ${customerName}. The programme team reviews it shortly; once approved, the customer is protected for you for ${env().DEAL_PROTECTION_DAYS} days.`,
    ],
    action: openDeal(id),
  });
}

export function dealDecisionMail(
  { id, customerName }: { id: string; customerName: string },
  decision: string,
  reason?: string | null,
): PortalMail {
  return portalMail(`Deal update: ${customerName}`, {
    heading: `Deal update: ${customerName}`,
    greeting: greeting(),
    paragraphs: [decision, ...(reason ? [`Reason: ${reason}`] : [])],
    action: openDeal(id),
  });
}

export function extensionRequestedTeamMail(deal: {
  id: string;
  partnerName: string;
  customerName: string;
  reason: string;
}): PortalMail {
  return portalMail(`Protection extension requested: ${deal.customerName} (${deal.partnerName})`, {
    heading: `Protection extension requested: ${deal.customerName}`,
    paragraphs: [
      `${deal.partnerName} asks for 30 more days of protection for ${deal.customerName}.`,
      `Reason: ${deal.reason}`,
    ],
    action: { label: "Decide", href: `${env().APP_URL}/admin/deals/${deal.id}` },
    signed: false,
  });
}

/** Preview samples of deal mail, for the console's email catalogue. */
export function dealEmailSamples(): EmailSample[] {
  const deal = { id: sampleId, partnerName: "Northwind Advisory", customerName: "Contoso Bank" };
  return [
    sample(
      "deal:submitted",
      "transactional",
      "team",
      dealSubmittedTeamMail({
        ...deal,
        domain: "contoso.example",
        dealSize: 18750,
        currency: "USD",
        expectedCloseDate: "2027-03-31",
      }),
    ),
    sample("deal:received", "transactional", "partner", dealReceivedMail(deal)),
    sample(
      "deal:approved",
      "transactional",
      "partner",
      dealDecisionMail(
        deal,
        "Your deal registration for Contoso Bank was approved: the customer is protected for you until 23 May 2027.",
      ),
    ),
    sample(
      "deal:rejected",
      "transactional",
      "partner",
      dealDecisionMail(
        deal,
        "Your deal registration for Contoso Bank was not approved.",
        "Another partner registered this customer first.",
      ),
    ),
    sample(
      "deal:extension-requested",
      "transactional",
      "team",
      extensionRequestedTeamMail({ ...deal, reason: "The board meets on 2 April." }),
    ),
  ];
}
