import "server-only";
import { memberRoleLabels, type MemberRole } from "@/lib/member-roles";
import { portalLink, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";
import { sample, sampleToken, type EmailSample } from "@/lib/server/mail/email-sample";

// The team's email: a colleague's invitation into the company's portal account.

export function memberInvitationMail(input: {
  companyName: string;
  inviterName: string | null;
  role: MemberRole;
  token: string;
}): PortalMail {
  const by = input.inviterName ? `${input.inviterName} invited you` : "You are invited";
  return portalMail(`Join ${input.companyName} in the Finlytic AI partner portal`, {
    heading: `Join ${input.companyName} in the partner portal`,
    greeting: "Hello,",
    paragraphs: [
      `${by} to join ${input.companyName}'s team in the Finlytic AI partner portal as ${memberRoleLabels[input.role].toLowerCase()}. Choose your password to accept:`,
    ],
    action: { label: "Accept the invitation", href: portalLink("join", { token: input.token }) },
    after: [
      "The invitation is valid for 7 days and can be used once. If you did not expect it, ignore this email.",
    ],
  });
}

/** Preview samples of a colleague's invitation, for the console's email catalogue. */
export function memberEmailSamples(): EmailSample[] {
  return [
    sample(
      "team:invitation",
      "security",
      "partner",
      memberInvitationMail({
        companyName: "Northwind Advisory",
        inviterName: "Ada Lovelace",
        role: "finance",
        token: sampleToken,
      }),
    ),
  ];
}
