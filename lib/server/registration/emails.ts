import "server-only";
import { env } from "@/lib/server/env";
import { greeting, portalLink, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";
import { sample, sampleId, sampleToken, type EmailSample } from "@/lib/server/mail/email-sample";

// Registration emails: the team's notification of a new registration, its invitations and
// its decision on a registration.

export function registrationNotificationMail(input: {
  partnerId: string;
  companyName: string;
  contact: string;
  email: string;
  pending: boolean;
  companyChangedFrom?: string;
}): PortalMail {
  const lead = input.companyChangedFrom
    ? `A registration from an approved link changed the company name from "${input.companyChangedFrom}" and is waiting for approval.`
    : input.pending
      ? "An open registration is waiting for approval."
      : "A partner completed registration from an approved link.";
  const subject = input.pending
    ? `Registration waiting for approval: ${input.companyName}`
    : `New partner registered: ${input.companyName}`;
  return portalMail(subject, {
    heading: subject,
    paragraphs: [lead],
    facts: [
      { label: "Company", value: input.companyName },
      { label: "Primary contact", value: `${input.contact} <${input.email}>` },
    ],
    action: { label: "Open the partner", href: `${env().APP_URL}/admin/partners/${input.partnerId}` },
    after: input.pending ? [`or: npm run admin -- approve-registration ${input.partnerId}`] : [],
    signed: false,
  });
}

export function registrationAttemptMail(firstName: string | null): PortalMail {
  return portalMail("Someone tried to register with your email address", {
    heading: "Someone tried to register with your address",
    greeting: greeting(firstName),
    paragraphs: [
      "Someone just tried to open a new Finlytic AI Partner Portal registration with this email address, which already has an account. No new account was created and your account is unchanged.",
      "If it was you, sign in here:",
    ],
    action: { label: "Sign in", href: `${env().APP_URL}/partner-portal/login` },
    links: [
      {
        label: "Forgot your password? Choose a new one here",
        href: `${env().APP_URL}/partner-portal/forgot-password`,
      },
    ],
    after: ["If it was not you, you can ignore this email."],
  });
}

export function invitationMail(companyName: string, token: string): PortalMail {
  return portalMail("You are invited to join the Finlytic AI Partner Programme", {
    heading: "You are invited to join the Partner Programme",
    greeting: greeting(),
    paragraphs: [`${companyName} is invited to join the Finlytic AI Partner Programme. Register here:`],
    action: { label: "Register", href: portalLink("register", { invite: token }) },
    after: ["The invitation is valid for 7 days and can be used once."],
  });
}

export function registrationApprovedMail(firstName: string | null): PortalMail {
  return portalMail("Your Finlytic AI partner account is approved", {
    heading: "Your partner account is approved",
    greeting: greeting(firstName),
    paragraphs: [
      "Your partner account has been approved. Once your email address is verified you can sign in:",
    ],
    action: { label: "Sign in", href: `${env().APP_URL}/partner-portal/login` },
  });
}

export function registrationRejectedMail(firstName: string | null, reason: string): PortalMail {
  return portalMail("Your Finlytic AI partner registration", {
    heading: "About your partner registration",
    greeting: greeting(firstName),
    paragraphs: [
      "After review we are unable to approve your partner registration at this time.",
      `Reason: ${reason}`,
      `If you have questions, contact ${env().SUPPORT_EMAIL}.`,
    ],
  });
}

/** Preview samples of registration mail, for the console's email catalogue. */
export function registrationEmailSamples(): EmailSample[] {
  return [
    sample(
      "registration:notification",
      "transactional",
      "team",
      registrationNotificationMail({
        partnerId: sampleId,
        companyName: "Northwind Advisory",
        contact: "Ada Lovelace",
        email: "ada@northwind.example",
        pending: true,
      }),
    ),
    sample("registration:existing-account", "security", "partner", registrationAttemptMail("Ada")),
    sample("invitation:sent", "security", "partner", invitationMail("Northwind Advisory", sampleToken)),
    sample("registration:approved", "transactional", "partner", registrationApprovedMail("Ada")),
    sample(
      "registration:rejected",
      "transactional",
      "partner",
      registrationRejectedMail("Ada", "The company could not be verified."),
    ),
  ];
}
