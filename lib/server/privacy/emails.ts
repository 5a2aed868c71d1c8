import "server-only";
import { greeting, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";

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
