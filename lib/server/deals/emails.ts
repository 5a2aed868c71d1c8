import "server-only";
import { formatMoney, toMinor } from "@/lib/money";
import { env } from "@/lib/server/env";
import { signature, type PortalMail } from "@/lib/server/mail/portal-mail";

// Deal registration emails (plain text): the team's notice of a new registration, the
// partner's receipt, and the team's decisions as the partner reads them.

const dashboard = () => `${env().APP_URL}/partner-portal/dashboard`;

export function dealSubmittedTeamMail(deal: {
  id: string;
  partnerName: string;
  customerName: string;
  domain: string;
  dealSize: number;
  expectedCloseDate: string;
}): PortalMail {
  return {
    subject: `New deal registration: ${deal.customerName} (${deal.partnerName})`,
    text: `${deal.partnerName} registered a deal that is waiting for review.\n\nCustomer: ${deal.customerName} (${deal.domain})\nEstimated value: ${formatMoney(toMinor(deal.dealSize))}\nExpected close: ${deal.expectedCloseDate}\n\nReview it: ${env().APP_URL}/admin/deals/${deal.id}`,
  };
}

export function dealReceivedMail(customerName: string): PortalMail {
  return {
    subject: `Deal registration received: ${customerName}`,
    text: `Hello,\n\nWe received your deal registration for ${customerName}. The programme team reviews it shortly; once approved, the customer is protected for you for ${env().DEAL_PROTECTION_DAYS} days.\n\nFollow it in your dashboard: ${dashboard()}${signature}`,
  };
}

export function dealDecisionMail(customerName: string, decision: string, reason?: string | null): PortalMail {
  return {
    subject: `Deal update: ${customerName}`,
    text: `Hello,\n\n${decision}${reason ? `\n\nReason: ${reason}` : ""}\n\nSee the details in your dashboard: ${dashboard()}${signature}`,
  };
}

export function extensionRequestedTeamMail(deal: {
  id: string;
  partnerName: string;
  customerName: string;
  reason: string;
}): PortalMail {
  return {
    subject: `Protection extension requested: ${deal.customerName} (${deal.partnerName})`,
    text: `${deal.partnerName} asks for 30 more days of protection for ${deal.customerName}.\n\nReason: ${deal.reason}\n\nDecide: ${env().APP_URL}/admin/deals/${deal.id}`,
  };
}
