import "server-only";
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
  return [sample("privacy:erased", "transactional", "partner", erasureNoticeMail())];
}
