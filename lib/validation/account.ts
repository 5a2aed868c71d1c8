import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { authMessages, matchingConfirmation, newPasswordSchema } from "./auth";

// The Settings tab and two-factor sign-in: notification preferences, Change Password,
// enrolment and the sign-in's second step. Shared by the forms and the handlers.

export const accountMessages = {
  preferencesInvalid: "Send all four notification settings as true or false.",
  preferencesSaved: "Notification preferences saved.",
  currentPasswordMissing: "Please enter your current password.",
  currentPasswordWrong: "Your current password is incorrect.",
  samePassword: "Your new password must be different from your current password.",
  passwordChanged: "Your password has been changed. Other devices have been signed out.",
  tooManyPasswordAttempts: "Too many attempts. Please try again later.",
  codeMissing: "Please enter your authentication code.",
  codeInvalid: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
  codeWrong: "That code is not valid. Please try again.",
  twoFactorLocked: "Too many incorrect codes. Sign-in to this account is locked for 15 minutes.",
  twoFactorExpired: "Your sign-in has expired. Please sign in again.",
  twoFactorAlreadyOn: "Two-factor authentication is already enabled.",
  twoFactorNotOn: "Two-factor authentication is not enabled.",
  twoFactorNoEnrolment: "Start the set-up again: no enrolment is waiting for a code.",
  twoFactorEnabled: "Two-factor authentication is enabled.",
  twoFactorDisabled: "Two-factor authentication is disabled.",
  adminTwoFactorRequired: "The console requires two-factor authentication. Set it up to continue.",
} as const;

const toggle = z.boolean({ error: accountMessages.preferencesInvalid });

/** Exactly the four toggles, each a boolean; anything else is refused (strict). */
export const notificationPreferencesSchema = z.strictObject(
  {
    deal_updates: toggle,
    commission_payments: toggle,
    training_reminders: toggle,
    partner_announcements: toggle,
  },
  { error: accountMessages.preferencesInvalid },
);
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesSchema>;

const changePasswordFields = z.object({
  currentPassword: z
    .string({ error: accountMessages.currentPasswordMissing })
    .min(1, accountMessages.currentPasswordMissing)
    .max(256, accountMessages.currentPasswordWrong),
  newPassword: newPasswordSchema,
});
const differentPassword: [
  (value: { currentPassword: string; newPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => value.currentPassword !== value.newPassword,
  { message: accountMessages.samePassword, path: ["newPassword"] },
];

export const changePasswordSchema = changePasswordFields.refine(...differentPassword);

/** The Change Password form: the route's fields and rules, plus the confirmation it never sends. */
export const changePasswordFormSchema = changePasswordFields
  .extend({ confirmPassword: z.string().min(1, authMessages.resetFieldsMissing) })
  .refine(...differentPassword)
  // Checked even while other fields are wrong, so every message shows at once.
  .refine(matchingConfirmation.check, { ...matchingConfirmation.params, when: () => true });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** A 6-digit TOTP code, or a recovery code (xxxxx-xxxxx, dash and case optional). */
export const totpCodePattern = /^\d{6}$/;
export const recoveryCodePattern = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

const code = z
  .string({ error: accountMessages.codeMissing })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, accountMessages.codeMissing)
      .refine(
        (value) => totpCodePattern.test(value) || recoveryCodePattern.test(value),
        accountMessages.codeInvalid,
      ),
  );

const totpOnly = z
  .string({ error: accountMessages.codeMissing })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, accountMessages.codeMissing)
      .regex(totpCodePattern, "Enter the 6-digit code from your authenticator app."),
  );

export const confirmTwoFactorSchema = z.object({ code: totpOnly });
export const disableTwoFactorSchema = z.object({ code });

export const loginSecondStepSchema = z.object({
  pendingToken: z
    .string({ error: accountMessages.twoFactorExpired })
    .min(20, accountMessages.twoFactorExpired)
    .max(2000, accountMessages.twoFactorExpired),
  code,
  // Read by proxy mode only (PARTNER_API_URL): whether the session cookie outlives the browser.
  remember: z.boolean().optional(),
});
