import "server-only";
import { memberRoleLabels, type MemberRole } from "@/lib/member-roles";
import { greeting, portalLink, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";
import { sample, sampleToken, type EmailSample } from "@/lib/server/mail/email-sample";

// The team's email: a colleague's invitation into the company's portal account, and the
// notices to the person a change is about (role changed, removed, made owner).

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
    sample(
      "team:role_changed",
      "transactional",
      "partner",
      roleChangedMail({
        firstName: "Mia",
        companyName: "Northwind Advisory",
        byName: "Ada Lovelace",
        from: "member",
        to: "finance",
      }),
    ),
    sample(
      "team:removed",
      "transactional",
      "partner",
      removedMail({ firstName: "Mia", companyName: "Northwind Advisory", byName: "Ada Lovelace" }),
    ),
    sample(
      "team:ownership_transferred",
      "transactional",
      "partner",
      ownershipMail({ firstName: "Mia", companyName: "Northwind Advisory", byName: "Ada Lovelace" }),
    ),
  ];
}

const openSettings = () => ({ label: "Open Settings", href: portalLink("dashboard/settings") });

/** To the colleague whose role an owner or admin changed. */
export function roleChangedMail(input: {
  firstName: string | null;
  companyName: string;
  byName: string;
  from: MemberRole;
  to: MemberRole;
}): PortalMail {
  const to = memberRoleLabels[input.to];
  return portalMail(`Your role at ${input.companyName} is now ${to}`, {
    heading: `Your role is now ${to}`,
    greeting: greeting(input.firstName),
    paragraphs: [
      `${input.byName} changed your role in ${input.companyName}'s partner portal account from ${memberRoleLabels[input.from]} to ${to}. What you can see and do in the portal changed with it.`,
      "If you think this is a mistake, ask an owner or admin of your company.",
    ],
    action: openSettings(),
  });
}

/** To the colleague an owner or admin removed (their sign-in ended with it). */
export function removedMail(input: { firstName: string | null; companyName: string; byName: string }) {
  return portalMail(`You were removed from ${input.companyName} in the partner portal`, {
    heading: `You no longer have access to ${input.companyName}'s account`,
    greeting: greeting(input.firstName),
    paragraphs: [
      `${input.byName} removed you from ${input.companyName}'s team in the Finlytic AI partner portal, and you were signed out. The deals and referrals you registered stay with the company.`,
      "If you think this is a mistake, ask an owner of your company to invite you again.",
    ],
  });
}

/** To the colleague who became the company's owner. */
export function ownershipMail(input: { firstName: string | null; companyName: string; byName: string }) {
  return portalMail(`You are now an owner of ${input.companyName}`, {
    heading: `You are now an owner of ${input.companyName}`,
    greeting: greeting(input.firstName),
    paragraphs: [
      `${input.byName} transferred ownership of ${input.companyName}'s partner portal account to you and is now an admin. As owner you manage payout details, the team and every role.`,
    ],
    action: openSettings(),
  });
}
