import "server-only";
import { env } from "@/lib/server/env";
import { greeting, portalLink, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";
import { statusPageLink, statusPageNote } from "@/lib/server/auth/emails";
import { countryName } from "@/lib/option-labels";
import { sample, sampleId, sampleToken, type EmailSample } from "@/lib/server/mail/email-sample";

// Claim emails: the one-time code, the applicant's receipt, the team's notification and its
// decision.

export function otpMail(code: string): PortalMail {
  return portalMail(`Your Finlytic AI verification code: ${code}`, {
    heading: "Your verification code",
    paragraphs: [
      `Your verification code is ${code}.`,
      "Enter it on the partner claim form within 10 minutes. If you did not ask for it, ignore this email.",
    ],
  });
}

export function claimReceivedMail(firstName: string, statusToken: string): PortalMail {
  return portalMail("We received your Finlytic AI partnership claim", {
    heading: "We received your partnership claim",
    greeting: greeting(firstName),
    paragraphs: [
      "Thank you for applying to the Finlytic AI Partner Programme. Review takes 2-3 business days.",
      "Next steps:\n1. Our team reviews your application.\n2. We contact you for a short discussion.\n3. Upon approval you receive an email with your registration link and portal access.",
      `${statusPageNote}.`,
    ],
    action: { label: "See your application's status", href: statusPageLink(statusToken) },
  });
}

export function claimNotificationMail(claim: {
  id: string;
  companyName: string;
  name: string;
  email: string;
  website: string;
  country: string;
  whyJoin: string;
}): PortalMail {
  return portalMail(`New partnership claim: ${claim.companyName}`, {
    heading: `New partnership claim: ${claim.companyName}`,
    paragraphs: ["A new partnership claim is waiting for review. Approve or reject it in the console."],
    facts: [
      { label: "Company", value: claim.companyName },
      { label: "Contact", value: `${claim.name} <${claim.email}>` },
      { label: "Website", value: claim.website },
      { label: "Country", value: countryName(claim.country) },
      { label: "Why they want to join", value: claim.whyJoin },
    ],
    action: { label: "Review it in the console", href: `${env().APP_URL}/admin/claims/${claim.id}` },
    signed: false,
  });
}

export function claimApprovedMail(firstName: string, token: string): PortalMail {
  return portalMail("Your Finlytic AI partnership claim is approved: complete your registration", {
    heading: "Your partnership claim is approved",
    greeting: greeting(firstName),
    paragraphs: ["Good news: your partnership claim has been approved. Complete your registration here:"],
    action: { label: "Complete your registration", href: portalLink("register", { token }) },
    after: [
      "The link is valid for 7 days and can be used once. After registering, verify your email address and sign in to reach your training materials.",
    ],
  });
}

export function claimRejectedMail(firstName: string, reason: string): PortalMail {
  return portalMail("Your Finlytic AI partnership claim", {
    heading: "About your partnership claim",
    greeting: greeting(firstName),
    paragraphs: [
      "Thank you for your interest in the Finlytic AI Partner Programme. After review we are unable to approve your claim at this time.",
      `Reason: ${reason}`,
      `If you have questions, reply to ${env().SUPPORT_EMAIL}.`,
    ],
  });
}

export function companyTakenMail(firstName: string, companyName: string): PortalMail {
  return portalMail("About your Finlytic AI partnership claim", {
    heading: "About your partnership claim",
    greeting: greeting(firstName),
    paragraphs: [
      `Thank you for applying to the Finlytic AI Partner Programme. We could not store your claim for ${companyName}: that company already has a partnership claim or partner account with us.`,
      "If you work there, ask the colleague who applied to invite you, or reply to this email and our team will help.",
    ],
  });
}

/** Preview samples of the one-time code and a claim's mail, for the console's email catalogue. */
export function claimEmailSamples(): EmailSample[] {
  return [
    sample("auth:otp", "security", "partner", otpMail("482913")),
    sample("claim:received", "transactional", "partner", claimReceivedMail("Ada", sampleToken)),
    sample(
      "claim:notification",
      "transactional",
      "team",
      claimNotificationMail({
        id: sampleId,
        companyName: "Northwind Advisory",
        name: "Ada Lovelace",
        email: "ada@northwind.example",
        website: "https://northwind.example",
        country: "United Kingdom",
        whyJoin: "We advise 40 mid-sized banks on finance automation.",
      }),
    ),
    sample("claim:approved", "security", "partner", claimApprovedMail("Ada", sampleToken)),
    sample(
      "claim:rejected",
      "transactional",
      "partner",
      claimRejectedMail("Ada", "We already cover your region."),
    ),
    sample("claim:company-taken", "transactional", "partner", companyTakenMail("Ada", "Northwind Advisory")),
  ];
}
