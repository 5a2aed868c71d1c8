import { z } from "zod";

// Sign-in, one-time codes and password reset: the schemas the portal's forms and the API
// share, with partner-portal.md's messages (sections 5 and 8).

export const authMessages = {
  loginMissing: "Please enter both email and password.",
  invalidCredentials: "Invalid email or password. Please try again.",
  tooManyLogins: "Too many login attempts. Please try again later.",
  unauthenticated: "Authentication required. Please sign in.",
  emailNotVerified: "Please verify your email address before signing in. Check your inbox for the verification link.",
  pendingApproval: "Your account is pending approval. You will receive an email once it has been approved.",
  notApproved: "Your partner account is not active. Please contact support.",
  partnersOnly: "This area is only available to partner accounts.",
  adminsOnly: "Admin access required.",
  loggedOut: "Logged out successfully.",
  otpEmailMissing: "Please enter your company email first",
  emailInvalid: "Please enter a valid email address",
  otpSent: "OTP sent to your email address",
  otpSendLimit: "Maximum OTP attempts reached. Please try again later.",
  tooManyRequests: "Too many requests. Please wait before trying again.",
  otpMissing: "Please enter the OTP",
  otpLength: "OTP must be 6 digits",
  otpDigits: "OTP must contain only numbers",
  otpInvalid: "Invalid OTP",
  otpExpired: "OTP has expired. Please request a new one.",
  otpTooManyAttempts: "Too many verification attempts. Please try again later.",
  otpVerified: "Email verified successfully!",
  purposeInvalid: "Invalid verification purpose.",
  forgotEmailMissing: "Please enter your email address.",
  forgotEmailInvalid: "Please enter a valid email address.",
  forgotSent: "Password reset instructions sent to your email!",
  resetFieldsMissing: "Please fill in all fields.",
  resetTooShort: "Password must be at least 8 characters long.",
  resetMismatch: "Passwords do not match.",
  resetWeak: "Please choose a stronger password.",
  resetInvalidLink: "Invalid or expired reset link. Please request a new password reset.",
  resetDone: "Password reset successfully!",
  verifyEmailDone: "Email verified successfully! You can now login.",
  verifyEmailInvalid: "Invalid or expired verification link.",
  verifyEmailExpired: "This verification link has expired. Sign in to receive a new one.",
  verifyEmailNoToken: "Invalid verification link. No token provided.",
} as const;

/** A simple address pattern: something@something.tld, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const loginSchema = z.object({
  email: z.string({ error: authMessages.loginMissing }).trim().min(1, authMessages.loginMissing).max(254, authMessages.invalidCredentials),
  password: z.string({ error: authMessages.loginMissing }).min(1, authMessages.loginMissing).max(256, authMessages.invalidCredentials),
  remember: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const otpPurposes = ["email_verification"] as const;
const purpose = z.enum(otpPurposes, { error: authMessages.purposeInvalid });

const companyEmail = z
  .string({ error: authMessages.otpEmailMissing })
  .trim()
  .min(1, authMessages.otpEmailMissing)
  .max(254, authMessages.emailInvalid)
  .regex(emailPattern, authMessages.emailInvalid);

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
  email: z
    .string({ error: authMessages.forgotEmailMissing })
    .trim()
    .min(1, authMessages.forgotEmailMissing)
    .max(254, authMessages.forgotEmailInvalid)
    .includes("@", { message: authMessages.forgotEmailInvalid }),
});

/** One point each for: 8+ characters, a lower-case letter, an upper-case letter, a digit, another character. */
export function passwordStrength(password: string): { score: number; label: "Very Weak" | "Weak" | "Fair" | "Good" | "Strong" } {
  const score = [password.length >= 8, /[a-z]/.test(password), /[A-Z]/.test(password), /\d/.test(password), /[^A-Za-z0-9]/.test(password)].filter(Boolean).length;
  const label = score <= 1 ? "Very Weak" : score === 2 ? "Weak" : score === 3 ? "Fair" : score === 4 ? "Good" : "Strong";
  return { score, label };
}

export const newPasswordSchema = z
  .string({ error: authMessages.resetFieldsMissing })
  .min(1, authMessages.resetFieldsMissing)
  .min(8, authMessages.resetTooShort)
  .max(256, "Password must be at most 256 characters long.")
  .refine((value) => value.length < 8 || passwordStrength(value).score >= 3, authMessages.resetWeak);

export const resetPasswordSchema = z.object({
  token: z.string({ error: authMessages.resetInvalidLink }).min(1, authMessages.resetInvalidLink).max(200, authMessages.resetInvalidLink),
  newPassword: newPasswordSchema,
});

/** The reset page's form: both fields, then the API's rules on the new password. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: authMessages.resetFieldsMissing }).min(1, authMessages.resetFieldsMissing),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { message: authMessages.resetMismatch, path: ["confirmPassword"] });
