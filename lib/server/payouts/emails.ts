import "server-only";
import { countOf } from "@/lib/plural";
import { formatDay, formatDayTime } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { dashboardPath } from "@/lib/portal-routes";
import { env } from "@/lib/server/env";
import { greeting, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";
import { sample, sampleId, type EmailSample } from "@/lib/server/mail/email-sample";

// Emails about paying a partner: a payment request (to the team) and a payment sent, a change
// of payout method (a security notice to every owner and finance user, since a changed account
// is how payouts are stolen) and the team's rejection of a tax form. Amounts are minor units
// with their currency.

const settings = () => `${env().APP_URL}${dashboardPath("settings")}`;
const commissionsTab = () => `${env().APP_URL}${dashboardPath("commissions")}`;

export function payoutMethodChangedMail(change: {
  companyName: string;
  changedBy: string;
  masked: string;
  holdUntil: string;
}): PortalMail {
  return portalMail(`Security notice: ${change.companyName}'s payout method was changed`, {
    heading: "The payout method was changed",
    greeting: greeting(),
    paragraphs: [
      `${change.changedBy} changed where ${change.companyName}'s payouts are sent, to the account ending ${change.masked}.`,
      `Payouts are held until ${formatDay(change.holdUntil)} (24 hours) so that a change nobody in your company made can be stopped. If you did not expect it, tell the programme team now and change your password.`,
    ],
    facts: [
      { label: "New account", value: change.masked },
      { label: "Payouts held until", value: formatDayTime(change.holdUntil) },
    ],
    action: { label: "Review your payout details", href: settings() },
  });
}

export function taxFormRejectedMail(rejection: { form: string; reason: string }): PortalMail {
  return portalMail(`Your ${rejection.form} tax form needs to be submitted again`, {
    heading: `Your ${rejection.form} was not accepted`,
    greeting: greeting(),
    paragraphs: [
      `The programme team could not accept your ${rejection.form}: ${rejection.reason}`,
      "Payouts need a tax form on file: please submit a corrected form in Settings, Payouts.",
    ],
    action: { label: "Submit a new tax form", href: settings() },
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
    action: { label: "Pay it", href: `${env().APP_URL}/admin/payouts` },
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

/** Preview samples of payout mail, for the console's email catalogue. */
export function payoutEmailSamples(): EmailSample[] {
  return [
    sample(
      "payout:requested",
      "transactional",
      "team",
      payoutRequestedTeamMail({
        id: sampleId,
        partnerName: "Northwind Advisory",
        amountMinor: 312_500,
        currency: "USD",
        count: 2,
      }),
    ),
    sample(
      "payout:paid",
      "transactional",
      "partner",
      payoutPaidMail({
        id: sampleId,
        amountMinor: 312_500,
        currency: "USD",
        count: 2,
        reference: "WIRE-2027-0042",
        paidOn: "2027-02-23",
      }),
    ),
    sample(
      "payout-method:changed",
      "security",
      "partner",
      payoutMethodChangedMail({
        companyName: "Northwind Advisory",
        changedBy: "Ada Lovelace",
        masked: "•••• 3000",
        holdUntil: "2027-02-24T17:20:00.000Z",
      }),
    ),
    sample(
      "tax-form:rejected",
      "transactional",
      "partner",
      taxFormRejectedMail({ form: "W-8BEN", reason: "The date of birth does not match the signature page." }),
    ),
  ];
}
