import "server-only";
import { announcementEmailSamples } from "../announcements/emails";
import { authEmailSamples } from "../auth/emails";
import { claimEmailSamples } from "../claims/emails";
import { commissionEmailSamples } from "../commissions/emails";
import { contactEmailSamples } from "../contact/emails";
import { dealEmailSamples } from "../deals/emails";
import type { EmailSample } from "../mail/email-sample";
import { leadEmailSamples } from "../leads/emails";
import { mdfEmailSamples } from "../mdf/emails";
import { memberEmailSamples } from "../members/emails";
import { partnerProfileEmailSamples } from "../partners/profile-emails";
import { payoutEmailSamples } from "../payouts/emails";
import { privacyEmailSamples } from "../privacy/emails";
import { referralEmailSamples } from "../referrals/emails";
import { registrationEmailSamples } from "../registration/emails";
import { tierEmailSamples } from "../tiers/emails";
import { trainingEmailSamples } from "../training/emails";

// Every kind of email the product sends, from the preview samples each domain's emails.ts
// keeps beside its templates: the console's preview (/admin/emails) and the template tests
// render these. It sits above the domains (the mail plumbing below them knows none of them),
// so a new kind is listed in its own emails.ts and reaches both once its domain is named here.

export function emailSamples(): EmailSample[] {
  return [
    ...claimEmailSamples(),
    ...authEmailSamples(),
    ...registrationEmailSamples(),
    ...memberEmailSamples(),
    ...dealEmailSamples(),
    ...referralEmailSamples(),
    ...leadEmailSamples(),
    ...commissionEmailSamples(),
    ...payoutEmailSamples(),
    ...mdfEmailSamples(),
    ...trainingEmailSamples(),
    ...tierEmailSamples(),
    ...announcementEmailSamples(),
    ...contactEmailSamples(),
    ...privacyEmailSamples(),
    ...partnerProfileEmailSamples(),
  ];
}
