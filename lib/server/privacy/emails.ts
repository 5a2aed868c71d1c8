import "server-only";
import { env } from "@/lib/server/env";
import { greeting, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";
import { sample, type EmailSample } from "@/lib/server/mail/email-sample";

// The last email a person gets from the programme: their account is closed. It names no one
// (the data it would name is already erased) and nothing is sent to the address afterwards.

export const ERASURE_NOTICE_KIND = "privacy:erased";

export function erasureNoticeMail(): PortalMail {
  return portalMail("Your partner portal account is closed", {
    heading: "Your account is closed",
    greeting: greeting(),
    paragraphs: [
      "As you asked, your partner portal account is closed and your personal data has been erased. Records the law requires us to keep (commissions and payouts) remain, without your contact details, for the legal retention period.",
      "This is the last email you will receive from us about this account.",
    ],
  });
}

/** Preview samples of the erasure notice, for the console's email catalogue. */
export function privacyEmailSamples(): EmailSample[] {
  return [
    sample("privacy:erased", "transactional", "partner", erasureNoticeMail()),
    sample(
      "privacy:deletion-requested",
      "transactional",
      "team",
      deletionRequestedTeamMail({ companyName: "Northwind Advisory", appUrl: env().APP_URL }),
    ),
  ];
}

/**
 * To the programme's inbox: a partner user asked to close their account. It names the
 * company only: the person's name, address and reason are on the console's Privacy page,
 * and are erased there, while a copy in this message would outlive the erasure.
 */
export function deletionRequestedTeamMail(input: { companyName: string | null; appUrl: string }): PortalMail {
  const who = input.companyName ? `A user of ${input.companyName}` : "A partner user";
  return portalMail("Account closure requested", {
    heading: "A partner user asked to close their account",
    paragraphs: [
      `${who} asked to close their partner portal account and have their personal data erased. Review the request on the console's Privacy page.`,
    ],
    action: { label: "Review closure requests", href: `${input.appUrl}/admin/privacy` },
    signed: false,
  });
}
