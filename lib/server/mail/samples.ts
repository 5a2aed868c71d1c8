import "server-only";
import { commissionApprovedMail, payoutPaidMail, payoutRequestedTeamMail } from "../commissions/emails";
import { announcementMail } from "../announcements/emails";
import { confirmationMail, notificationMail } from "../contact/emails";
import {
  dealDecisionMail,
  dealReceivedMail,
  dealSubmittedTeamMail,
  extensionRequestedTeamMail,
} from "../deals/emails";
import { env } from "../env";
import { payoutMethodChangedMail, taxFormRejectedMail } from "../payouts/emails";
import { erasureNoticeMail } from "../privacy/emails";
import {
  linkLeadMail,
  referralFollowUpTeamMail,
  referralStatusMail,
  referralSubmittedTeamMail,
} from "../referrals/emails";
import {
  invitationMail,
  registrationApprovedMail,
  registrationAttemptMail,
  registrationNotificationMail,
  registrationRejectedMail,
} from "../registration/emails";
import { memberInvitationMail } from "../members/emails";
import { demotedMail, demotionWarningMail, pinnedMail, promotedMail } from "../tiers/emails";
import { certifiedMail, reminderMail } from "../training/emails";
import { sample, sampleId as id, sampleToken as token, type EmailSample } from "./email-sample";
import { accountSamples } from "./samples-accounts";

export type { EmailSample } from "./email-sample";

// Every kind of email the product sends, built by its own emails.ts function from sample
// data: the console's preview (/admin/emails) and the template tests render these, so a
// new kind is seen by both once it is listed here (or in samples-accounts.ts).

export function emailSamples(): EmailSample[] {
  const enquiry = {
    id,
    enquiry: {
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines Ltd",
      phoneNumber: "+44 20 7946 0958",
      industry: "Banking",
      companySize: "51-200",
      message: "We would like a demo for our finance team.",
    },
    source: "Contact Page",
    receivedAt: new Date("2027-02-23T17:20:00Z"),
    inbox: env().CONTACT_INBOX,
    siteName: "Finlytic AI",
  } as Parameters<typeof notificationMail>[0];
  const deal = { id, partnerName: "Northwind Advisory", customerName: "Contoso Bank" };
  return [
    ...accountSamples(),
    sample(
      "registration:notification",
      "transactional",
      "team",
      registrationNotificationMail({
        partnerId: id,
        companyName: "Northwind Advisory",
        contact: "Ada Lovelace",
        email: "ada@northwind.example",
        pending: true,
      }),
    ),
    sample("registration:existing-account", "security", "partner", registrationAttemptMail("Ada")),
    sample("invitation:sent", "security", "partner", invitationMail("Northwind Advisory", token)),
    sample(
      "team:invitation",
      "security",
      "partner",
      memberInvitationMail({
        companyName: "Northwind Advisory",
        inviterName: "Ada Lovelace",
        role: "finance",
        token,
      }),
    ),
    sample("registration:approved", "transactional", "partner", registrationApprovedMail("Ada")),
    sample(
      "registration:rejected",
      "transactional",
      "partner",
      registrationRejectedMail("Ada", "The company could not be verified."),
    ),
    sample(
      "deal:submitted",
      "transactional",
      "team",
      dealSubmittedTeamMail({
        ...deal,
        domain: "contoso.example",
        dealSize: 18750,
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
    sample(
      "referral:submitted",
      "transactional",
      "team",
      referralSubmittedTeamMail({
        id,
        partnerName: deal.partnerName,
        company: "Fabrikam Credit Union",
        contact: "Grace Hopper",
        email: "grace@fabrikam.example",
        phone: "+1 555 010 2030",
        expectedValue: 25000,
        notes: "Budget confirmed for Q3.",
      }),
    ),
    sample(
      "referral:follow-up",
      "transactional",
      "team",
      referralFollowUpTeamMail({
        id,
        partnerName: deal.partnerName,
        company: "Fabrikam Credit Union",
        status: "contacted",
        note: "Any news after the first call?",
      }),
    ),
    sample(
      "referral:update",
      "transactional",
      "partner",
      referralStatusMail({
        id: "3f2c9a4e-5d1b-4c7a-9e8f-2a6b1c0d9e7f",
        company: "Fabrikam Credit Union",
        contact: "Grace Hopper",
        status: "qualified",
      }),
    ),
    sample(
      "referral:link-lead",
      "transactional",
      "partner",
      linkLeadMail({ company: "Fabrikam Credit Union", contact: "Grace Hopper", campaign: "Spring webinar" }),
    ),
    sample(
      "commission:approved",
      "transactional",
      "partner",
      commissionApprovedMail({
        customerName: deal.customerName,
        amountMinor: 187_500,
        currency: "USD",
        availableMinor: 312_500,
        minimumMinor: 10_000,
      }),
    ),
    sample(
      "payout:requested",
      "transactional",
      "team",
      payoutRequestedTeamMail({
        id,
        partnerName: deal.partnerName,
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
        id,
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
    sample("training:certified", "transactional", "partner", certifiedMail("Selling Finlytic AI", 250)),
    sample("training:reminder", "bulk", "partner", reminderMail("Selling Finlytic AI", 3, 5)),
    sample("tier:promoted", "transactional", "partner", promotedMail("silver", "gold", 20)),
    sample(
      "tier:demotion-warning",
      "transactional",
      "partner",
      demotionWarningMail("gold", "silver", "2027-03-25T00:00:00.000Z"),
    ),
    sample("tier:demoted", "transactional", "partner", demotedMail("gold", "silver", 15)),
    sample("tier:pinned", "transactional", "partner", pinnedMail("gold", 20, "2027-03-31T00:00:00.000Z")),
    sample(
      "announcement:posted",
      "bulk",
      "partner",
      announcementMail(
        "New pricing tiers",
        "From next month, Gold starts at 20 deals.\n\nSee the new tiers in the portal.",
      ),
    ),
    sample("contact:notification", "bulk", "team", notificationMail(enquiry)),
    sample("contact:confirmation", "bulk", "partner", confirmationMail(enquiry)),
    sample("privacy:erased", "transactional", "partner", erasureNoticeMail()),
  ];
}
