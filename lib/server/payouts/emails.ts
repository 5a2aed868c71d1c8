import "server-only";
import { formatDay, formatDayTime } from "@/lib/dates";
import { dashboardPath } from "@/lib/portal-routes";
import { env } from "@/lib/server/env";
import { greeting, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";

// Emails about where a partner's money goes: a change of payout method (a security notice to
// every owner and finance user, since a changed account is how payouts are stolen) and the
// team's rejection of a tax form.

const settings = () => `${env().APP_URL}${dashboardPath("settings")}`;

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
