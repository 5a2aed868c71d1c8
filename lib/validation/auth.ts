import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { authMessages } from "./auth-messages";
import { emailField } from "./email";
import { passwordStrength } from "./password-strength";

// Sign-in, one-time codes and password reset: the schemas the portal's forms and the API
// share, with their messages.

// The messages live in a zod-free module, so screens that only show them (sign-in,
// verify email) do not ship the validation library.
export { authMessages } from "./auth-messages";

/** The one email rule of every form and endpoint (lib/validation/email.ts). */
export { emailPattern, isEmailAddress } from "./email";

export const loginSchema = z.object({
  // Not an address at all: the same words as a wrong password.
  email: emailField({ missing: authMessages.loginMissing, invalid: authMessages.invalidCredentials }),
  password: z
    .string({ error: authMessages.loginMissing })
    .min(1, authMessages.loginMissing)
    .max(256, authMessages.invalidCredentials),
  remember: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const otpPurposes = ["email_verification"] as const;
const purpose = z.enum(otpPurposes, { error: authMessages.purposeInvalid });

const companyEmail = emailField({
  missing: authMessages.otpEmailMissing,
  invalid: authMessages.emailInvalid,
});

export const sendOtpSchema = z.object({ email: companyEmail, purpose });
export type SendOtpInput = z.infer<typeof sendOtpSchema>;

export const otpCodeSchema = z
  .string({ error: authMessages.otpMissing })
  .min(1, authMessages.otpMissing)
  .length(6, authMessages.otpLength)
  .regex(/^\d+$/, authMessages.otpDigits);

export const verifyOtpSchema = z.object({ email: companyEmail, otp: otpCodeSchema, purpose });
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField({ missing: authMessages.forgotEmailMissing, invalid: authMessages.forgotEmailInvalid }),
});

/** The login page's "Resend verification email": the address typed there. */
export const resendVerificationSchema = forgotPasswordSchema;

export { passwordStrength };

/**
 * The one rule for a password a person chooses (registration, reset, Change Password): 8 to
 * 256 characters and a strength of Fair or better. Each form names a missing or short one in
 * its own words.
 */
export function chosenPassword(messages: { missing: string; tooShort: string }) {
  return z
    .string({ error: messages.missing })
    .min(1, messages.missing)
    .min(8, messages.tooShort)
    .max(256, "Password must be at most 256 characters long.")
    .refine((value) => value.length < 8 || passwordStrength(value).score >= 3, authMessages.resetWeak);
}

export const newPasswordSchema = chosenPassword({
  missing: authMessages.resetFieldsMissing,
  tooShort: authMessages.resetTooShort,
});

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: authMessages.resetInvalidLink })
    .min(1, authMessages.resetInvalidLink)
    .max(200, authMessages.resetInvalidLink),
  newPassword: newPasswordSchema,
});

/** A new password's confirmation matches it (a missing confirmation has its own message). */
export const matchingConfirmation = {
  check: (value: { newPassword: string; confirmPassword: string }) =>
    value.confirmPassword === "" || value.newPassword === value.confirmPassword,
  params: { message: authMessages.resetMismatch, path: ["confirmPassword"] },
};

/** The reset page's form: the route's new password and its confirmation (the token is the link's). */
export const resetPasswordFormSchema = resetPasswordSchema
  .omit({ token: true })
  .extend({
    confirmPassword: z
      .string({ error: authMessages.resetFieldsMissing })
      .min(1, authMessages.resetFieldsMissing),
  })
  .refine(matchingConfirmation.check, matchingConfirmation.params);
