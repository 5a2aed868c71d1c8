import type { MemberRole } from "@/lib/member-roles";
import { call } from "./api";
import { errorCatalogue } from "./messages";

// Signing in and joining: login, email codes, the claim, registration and its links, the
// security code, and the dashboard's reads. Before signing in, a 401 is an answer to show.

const enc = encodeURIComponent;

export interface PortalUser {
  id: string;
  email: string;
  role: "partner" | "admin";
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  companyName: string | null;
  status: string;
  /** Whether the user had signed in before this session. */
  signedInBefore?: boolean;
  /** The user's role in its company (an older partner API may not say: then every screen shows). */
  memberRole?: MemberRole | null;
}

export const portalApi = {
  login: (input: { email: string; password: string; remember: boolean }) =>
    // With two-factor authentication on, the answer is a pending-login token for the code instead.
    call<
      | { token: string; user: PortalUser; twoFactorRequired?: undefined }
      | { twoFactorRequired: true; pendingToken: string; token?: undefined; user?: undefined }
    >("/api/auth/login", { json: input, errors: errorCatalogue.login }),
  sendOtp: (email: string) =>
    call("/api/auth/send-otp", {
      json: { email, purpose: "email_verification" },
      errors: errorCatalogue.sendOtp,
    }),
  verifyOtp: (email: string, otp: string) =>
    call("/api/auth/verify-otp", {
      json: { email, otp, purpose: "email_verification" },
      errors: errorCatalogue.verifyOtp,
    }),
  captcha: () =>
    call<{ image: string; token: string; expiresAt: string }>("/api/captcha", {
      errors: errorCatalogue.captcha,
    }),
  checkCaptcha: (token: string, answer: string) =>
    call<{ valid: boolean; pass?: string }>("/api/captcha/check", {
      json: { token, answer },
      errors: errorCatalogue.captchaCheck,
    }),
  workChallenge: () =>
    call<{ challenge: string; salt: string; difficulty: number }>("/api/captcha/work", {
      errors: errorCatalogue.captchaWork,
    }),
  verifyWork: (challenge: string, nonce: string) =>
    call<{ pass: string }>("/api/captcha/work", {
      json: { challenge, nonce },
      errors: errorCatalogue.captchaWorkCheck,
    }),
  submitClaim: (claim: Record<string, unknown>) =>
    call("/api/partners/claim-portal", { json: claim, errors: errorCatalogue.claim }),
  verifyEmail: (token: string) =>
    call<{ message?: string }>(`/api/auth/verify-email/${enc(token)}`, {
      errors: errorCatalogue.verifyEmail,
    }),
  resendVerification: (email: string) =>
    call<{ message?: string }>("/api/auth/resend-verification", {
      json: { email },
      errors: errorCatalogue.resendVerification,
    }),
  forgotPassword: (email: string) =>
    call("/api/auth/forgot-password", { json: { email }, errors: errorCatalogue.forgotPassword }),
  resetPassword: (token: string, newPassword: string) =>
    call("/api/auth/reset-password", { json: { token, newPassword }, errors: errorCatalogue.resetPassword }),
  verifyClaimLink: (token: string) =>
    call<{ prefilledData: Record<string, unknown> }>(`/api/partners/claim/verify-token/${enc(token)}`, {
      errors: { fallback: errorCatalogue.claimLinkInvalid },
    }),
  verifyInvitation: (token: string) =>
    call<{ prefilledData: Record<string, unknown> }>(`/api/partners/invitation/verify-token/${enc(token)}`, {
      errors: { fallback: errorCatalogue.invitationInvalid },
    }),
  register: (form: FormData) =>
    call<{ token?: string; user?: PortalUser }>("/api/auth/register", {
      form,
      errors: errorCatalogue.register,
    }),
  registerAnonymous: (payload: Record<string, unknown>) =>
    call("/api/auth/register-anonymous", { json: payload, errors: errorCatalogue.register }),
  /** Closes the Overview's onboarding checklist for good. */
  dismissOnboarding: () =>
    call("/api/partners/onboarding/dismiss", {
      method: "POST",
      errors: errorCatalogue.dismissOnboarding,
      signOutOn401: true,
    }),
  /** Dashboard reads (GET /api/partners/{name}); a 401 signs the visitor out. */
  partnerData: <T>(name: string) =>
    call<T>(`/api/partners/${name}`, { errors: errorCatalogue.dashboardRead, signOutOn401: true }),
};
