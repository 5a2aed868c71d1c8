import { errorCatalogue, messageFor, networkErrorMessage, type StatusMessages } from "./portal-errors";

// The portal's fetch client. The session travels in the httpOnly `partner_token` cookie
// the API sets (same-origin requests send it), so no script ever holds the token.

export type Outcome<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; network: boolean; fields?: Record<string, string>; body?: Record<string, unknown> };

type ApiBody = { success?: boolean; error?: string; message?: string; errors?: Record<string, string> };

interface CallOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT";
  json?: unknown;
  form?: FormData;
  /** Which catalogue entry turns a failure into a message. */
  errors: StatusMessages;
  /** A 401 answer means the session is gone: sign out and go to the login page. */
  signOutOn401?: boolean;
}

export const loginPath = "/partner-portal/login";
let signingOut = false;

/** Clears the session cookie on the server, then leaves for the login page (once). */
export async function signOut(): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  try {
    await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" });
  } catch {
    // Offline: the login page still opens; the cookie expires on its own.
  }
  // A full page load, so no signed-in state survives in memory.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(loginPath);
}

export async function call<T>(path: string, options: CallOptions): Promise<Outcome<T & ApiBody>> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? (options.json !== undefined || options.form ? "POST" : "GET"),
      credentials: "same-origin",
      headers: options.json !== undefined ? { "Content-Type": "application/json" } : undefined,
      body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
    });
  } catch {
    return { ok: false, status: 0, message: networkErrorMessage, network: true };
  }
  const data = (await response.json().catch(() => ({}))) as T & ApiBody;
  if (response.status === 401 && options.signOutOn401) void signOut();
  // Success means a 2xx status and no `success: false` in the body.
  if (response.ok && data.success !== false) return { ok: true, status: response.status, data };
  return {
    ok: false,
    status: response.status,
    message: messageFor(options.errors, response.status, data.error ?? data.message),
    network: false,
    fields: data.errors,
    // The refusal's other fields, such as the existing deal of a duplicate registration.
    body: data as Record<string, unknown>,
  };
}

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
}

export const portalApi = {
  login: (input: { email: string; password: string; remember: boolean }) =>
    // With two-factor authentication on, the answer is a pending-login token for the code instead.
    call<{ token: string; user: PortalUser; twoFactorRequired?: undefined } | { twoFactorRequired: true; pendingToken: string; token?: undefined; user?: undefined }>("/auth/login", { json: input, errors: errorCatalogue.login }),
  sendOtp: (email: string) => call("/auth/send-otp", { json: { email, purpose: "email_verification" }, errors: errorCatalogue.sendOtp }),
  verifyOtp: (email: string, otp: string) =>
    call("/auth/verify-otp", { json: { email, otp, purpose: "email_verification" }, errors: errorCatalogue.verifyOtp }),
  captcha: () => call<{ image: string; token: string; expiresAt: string }>("/captcha", { errors: { fallback: "Could not load the security code." } }),
  checkCaptcha: (token: string, answer: string) =>
    call<{ valid: boolean; pass?: string }>("/captcha/check", { json: { token, answer }, errors: { fallback: "Could not check the security code." } }),
  workChallenge: () =>
    call<{ challenge: string; salt: string; difficulty: number }>("/captcha/work", { errors: { fallback: "Could not start the check." } }),
  verifyWork: (challenge: string, nonce: string) =>
    call<{ pass: string }>("/captcha/work", { json: { challenge, nonce }, errors: { fallback: "The check did not complete. Please try again." } }),
  submitClaim: (claim: Record<string, unknown>) => call("/partners/claim-portal", { json: claim, errors: errorCatalogue.claim }),
  verifyEmail: (token: string) => call<{ message?: string }>(`/auth/verify-email/${enc(token)}`, { errors: errorCatalogue.verifyEmail }),
  forgotPassword: (email: string) => call("/auth/forgot-password", { json: { email }, errors: errorCatalogue.forgotPassword }),
  resetPassword: (token: string, newPassword: string) =>
    call("/auth/reset-password", { json: { token, newPassword }, errors: errorCatalogue.resetPassword }),
  verifyClaimLink: (token: string) =>
    call<{ prefilledData: Record<string, unknown> }>(`/partners/claim/verify-token/${enc(token)}`, { errors: { fallback: errorCatalogue.claimLinkInvalid } }),
  verifyInvitation: (token: string) =>
    call<{ prefilledData: Record<string, unknown> }>(`/partners/invitation/verify-token/${enc(token)}`, {
      errors: { fallback: errorCatalogue.invitationInvalid },
    }),
  register: (form: FormData) => call<{ token?: string; user?: PortalUser }>("/auth/register", { form, errors: errorCatalogue.register }),
  registerAnonymous: (payload: Record<string, unknown>) => call("/auth/register-anonymous", { json: payload, errors: errorCatalogue.register }),
  /** Dashboard reads (GET /api/partners/{name}); a 401 signs the visitor out. */
  partnerData: <T>(name: string) => call<T>(`/partners/${name}`, { errors: { fallback: "HTTP error" }, signOutOn401: true }),
};
