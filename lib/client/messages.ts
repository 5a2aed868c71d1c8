// Every message the browser shows for a failed call: which text the visitor (or the
// programme team) sees for each call and HTTP status. Components never write these texts
// themselves; validation messages live in lib/validation/*.

export const networkErrorMessage = "Network error. Please check your connection and try again.";

/** status 0 means no response at all (offline, DNS, connection refused). */
export type StatusMessages = {
  /** Fixed texts per status; `null` means "the server's text, else the fallback". */
  byStatus?: Record<number, string | null>;
  /** Shown for a status without its own entry and no server text. */
  fallback: string | ((status: number) => string);
  /** Used when the status has a null entry and the server sent no text. */
  statusFallback?: Record<number, string>;
};

/** Any answer of a signed-out session; the visitor is on the way to the login page. */
export const sessionEndedMessage = "Your session has ended. Please sign in again.";

export const errorCatalogue = {
  /** A call of the signed-in portal without a text of its own. */
  generic: { fallback: "Something went wrong. Please try again." },
  /** Dashboard reads: the tab shows its own text (`dashboard` below) instead. */
  dashboardRead: { fallback: "HTTP error" },
  applicationStatus: {
    byStatus: { 429: "Too many requests. Please wait before trying again." },
    fallback: "Something went wrong. Please try again.",
  },
  captcha: { fallback: "Could not load the security code." },
  captchaCheck: { fallback: "Could not check the security code." },
  captchaWork: { fallback: "Could not start the check." },
  captchaWorkCheck: { fallback: "The check did not complete. Please try again." },
  account: {
    loadPreferences: { fallback: "Could not load your notification settings." },
    savePreferences: { fallback: "Could not save your notification settings." },
    changePassword: { fallback: "Could not change your password. Please try again." },
    twoFactorStatus: { fallback: "Could not load your two-factor settings." },
    startTwoFactor: { fallback: "Could not start the set-up. Please try again." },
    enableTwoFactor: { fallback: "Could not turn on two-factor authentication." },
    disableTwoFactor: { fallback: "Could not turn off two-factor authentication." },
    loginSecondStep: { fallback: "An unexpected error occurred. Please try again." },
    requestDeletion: { fallback: "Could not send your request. Please try again." },
    withdrawDeletion: { fallback: "Could not withdraw your request. Please try again." },
  },
  /** The console: the server's own message, else the status. */
  console: {
    byStatus: { 401: sessionEndedMessage },
    fallback: (status: number) => `The request failed (HTTP ${status}).`,
  },
  consoleUpload: {
    byStatus: { 401: sessionEndedMessage },
    fallback: (status: number) => `The upload failed (HTTP ${status}).`,
  },
  login: { fallback: "Invalid email or password. Please try again." },
  loginException: "An unexpected error occurred. Please try again.",
  sendOtp: {
    byStatus: {
      429: "Too many requests. Please wait before trying again.",
      400: null,
      500: "Server error. Please try again later.",
    },
    statusFallback: { 400: "Invalid email address" },
    fallback: "Failed to send OTP",
  },
  verifyOtp: {
    byStatus: {
      400: null,
      410: "OTP has expired. Please request a new one.",
      429: "Too many verification attempts. Please try again later.",
      500: null,
    },
    statusFallback: { 400: "Invalid OTP", 500: "Server error. Please try again later." },
    fallback: "Failed to verify OTP",
  },
  claim: {
    byStatus: {
      400: null,
      409: "A partner claim or account already exists for this email.",
      429: "Too many submissions. Please wait before trying again.",
      500: "Server error. Please try again later.",
    },
    statusFallback: { 400: "Invalid form data. Please check your inputs." },
    fallback: "Failed to submit claim",
  },
  claimException: "Failed to submit claim. Please try again.",
  verifyEmail: { fallback: "Email verification failed" },
  verifyEmailException: "Failed to verify email. Please try again.",
  verifyEmailNoToken: "Invalid verification link. No token provided.",
  forgotPassword: { fallback: "Failed to send reset email. Please try again." },
  dismissOnboarding: { fallback: "Could not dismiss the checklist. Please try again." },
  resendVerification: { fallback: "Failed to send the verification email. Please try again." },
  resetPassword: { fallback: "Failed to reset password. Please try again." },
  passwordException: "An error occurred. Please try again.",
  resetNoToken: "Invalid reset link. Please request a new password reset.",
  register: { fallback: "Registration failed" },
  registerWizardFailed: "Registration failed. Please try again.",
  registerException: "An unexpected error occurred. Please try again later.",
  registerSubmitFailed: "Failed to submit registration. Please try again.",
  invitationInvalid: "Invalid or expired invitation link. Please contact admin for a new invitation.",
  claimLinkInvalid: "Invalid or expired registration link. Redirecting to claim portal...",
  linkLoadFailed: "Failed to load your information. Please try again.",
  notifications: {
    load: { fallback: "Could not load your notifications." },
    markRead: { fallback: "Could not mark your notifications as read." },
  },
  dashboard: {
    dashboard: "Failed to load dashboard data. Please refresh the page.",
    deals: "Failed to load deals data",
    commissions: "Failed to load commissions data",
    referrals: "Failed to load referrals data",
    resources: "Failed to load resources data",
    training: "Failed to load training data",
    profile: "Failed to load profile data",
  },
} as const satisfies Record<
  string,
  StatusMessages | string | Record<string, string> | Record<string, StatusMessages>
>;

/** The message for a failed answer, per the catalogue entry's rules. */
export function messageFor(entry: StatusMessages, status: number, serverText: string | undefined): string {
  const server = serverText?.trim() || undefined;
  const fixed = entry.byStatus?.[status];
  const fallback = typeof entry.fallback === "function" ? entry.fallback(status) : entry.fallback;
  if (fixed) return fixed;
  if (fixed === null) return server ?? entry.statusFallback?.[status] ?? fallback;
  return server ?? fallback;
}
