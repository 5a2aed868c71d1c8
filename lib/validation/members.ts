import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { invitableRoles, memberRoles } from "@/lib/member-roles";
import { chosenPassword } from "./auth";
import { emailField } from "./email";
import { singleLineText } from "./text";

// A partner company's team: the schemas the Team screen, the invitation page and the
// /api/partners/team endpoints share, and the messages of the members domain.

export const memberMessages = {
  emailMissing: "Please enter your colleague's email address.",
  emailInvalid: "Please enter a valid email address.",
  role: "Choose a role: owner, admin, member or finance.",
  inviteRole: "Invite a colleague as admin, member or finance; make them an owner once they have joined.",
  accountExists: "This email address already has an account. Ask them to sign in, or use another address.",
  invitationPending: "This colleague already has an invitation waiting. Revoke it to send a new one.",
  invitationNotFound: "Invitation not found.",
  invitationClosed: "This invitation was already accepted or revoked.",
  invitationGone:
    "This invitation link has been used, revoked or has expired. Ask a colleague who manages your team for a new one.",
  invitationLink: "This invitation link is not valid. Use the link from your email.",
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  password: "Please choose a password.",
  passwordLength: "Password must be at least 8 characters long.",
  userId: "Choose a member of your team.",
  memberNotFound: "That person is not a member of your team.",
  ownersOnlyRole: "Only an owner can make someone an owner or change an owner's role.",
  ownersOnlyRemove: "Only an owner can remove an owner.",
  lastOwner:
    "A company needs at least one owner. Make another colleague an owner first (or transfer ownership).",
  transferSelf: "You already own the company. Choose a colleague to transfer ownership to.",
  transferOwner: "That colleague is already an owner.",
  requireTwoFactor: "Choose whether the company requires two-factor authentication (true or false).",
  enableOwnTwoFactorFirst:
    "Turn on two-factor authentication for your own account first, so that you are not locked out.",
  twoFactorRequired:
    "Your company requires two-factor authentication. Set it up in your account settings to continue.",
  invitationsLimit: "Too many invitations. Please try again later.",
} as const;

export const memberRoleSchema = z.enum(memberRoles, { error: memberMessages.role });

export const invitationSchema = z
  .object({
    email: emailField({ missing: memberMessages.emailMissing, invalid: memberMessages.emailInvalid }),
    role: z.enum(invitableRoles, { error: memberMessages.inviteRole }),
  })
  .strict();
export type InvitationInput = z.infer<typeof invitationSchema>;

export const invitationTokenSchema = z
  .string({ error: memberMessages.invitationLink })
  .min(16, memberMessages.invitationLink)
  .max(200, memberMessages.invitationLink)
  .regex(/^[A-Za-z0-9_-]+$/, memberMessages.invitationLink);

export const acceptInvitationSchema = z
  .object({
    token: invitationTokenSchema,
    firstName: singleLineText(80, { required: memberMessages.firstName }),
    lastName: singleLineText(80, { required: memberMessages.lastName }),
    password: chosenPassword({ missing: memberMessages.password, tooShort: memberMessages.passwordLength }),
  })
  .strict();
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** The join page's form: the same fields and a confirmation of the password. */
export const joinFormSchema = acceptInvitationSchema
  .omit({ token: true })
  .extend({ confirmPassword: z.string({ error: memberMessages.password }) })
  .refine((value) => value.password === value.confirmPassword, {
    message: "The passwords do not match.",
    path: ["confirmPassword"],
  });
export type JoinFormInput = z.infer<typeof joinFormSchema>;

export const roleChangeSchema = z.object({ role: memberRoleSchema }).strict();

export const memberIdSchema = z.uuid({ error: memberMessages.userId });

export const transferSchema = z.object({ userId: memberIdSchema }).strict();

export const teamSettingsSchema = z
  .object({ requireTwoFactor: z.boolean({ error: memberMessages.requireTwoFactor }) })
  .strict();

/** "Mine" or "Everyone's" on the Deals and Referrals lists. */
export const registeredByFilter = z.enum(["me", "all"], { error: "Choose mine (me) or everyone's (all)." });

/** ?registeredBy=me|all on GET /api/partners/deals and /referrals (default: everyone's). */
export const registeredByQuerySchema = z.object({ registeredBy: registeredByFilter.default("all") });
