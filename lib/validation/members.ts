import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { invitableRoles, memberRoles } from "@/lib/member-roles";
import { chosenPassword } from "./auth";
import { emailField } from "./email";
import { memberMessages } from "./member-messages";
import { singleLineText } from "./text";

// A partner company's team: the schemas the Team screen, the invitation page and the
// /api/partners/team endpoints share. The members domain's messages live in a zod-free
// module, so the invitation page shows them before this one is loaded.

export { FORMER_MEMBER, memberMessages } from "./member-messages";

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

/** DELETE /api/partners/team/{userId}?keepApiKeys=true&keepInvitations=true (an owner's choice). */
const keepFlag = z.enum(["true", "false"], { error: memberMessages.keepFlag }).default("false");
export const removalQuerySchema = z
  .object({ keepApiKeys: keepFlag, keepInvitations: keepFlag })
  .strict()
  .transform((query) => ({
    keepApiKeys: query.keepApiKeys === "true",
    keepInvitations: query.keepInvitations === "true",
  }));

export const transferSchema = z.object({ userId: memberIdSchema }).strict();

export const teamSettingsSchema = z
  .object({ requireTwoFactor: z.boolean({ error: memberMessages.requireTwoFactor }) })
  .strict();

/** "Mine" or "Everyone's" on the Deals and Referrals lists. */
export const registeredByFilter = z.enum(["me", "all"], { error: "Choose mine (me) or everyone's (all)." });

/** ?registeredBy=me|all on GET /api/partners/deals and /referrals (default: everyone's). */
export const registeredByQuerySchema = z.object({ registeredBy: registeredByFilter.default("all") });

/** Who registered a deal or referral or requested a payout, with their name at the time. */
export const registeredBySchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** The API key they registered it with, when it came through the API. */
  apiKeyId: z.string().optional(),
});
export type RegisteredBy = z.infer<typeof registeredBySchema>;

/** A colleague as the Team screen and the console's company page show them. */
export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  twoFactor: z.boolean(),
  lastSignInAt: z.string().nullable(),
  /** For owners and admins only: the live API keys they created and invitations they sent. */
  liveApiKeys: z.number().optional(),
  liveInvitationsSent: z.number().optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A live invitation of a colleague. */
export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  expiresAt: z.string(),
  /** Who sent it; null when the partner programme did (the registration's second contact). */
  invitedBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** GET /api/partners/team. */
export const teamAnswerSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
  settings: z.object({ requireTwoFactor: z.boolean() }),
});
export type TeamAnswer = z.infer<typeof teamAnswerSchema>;
