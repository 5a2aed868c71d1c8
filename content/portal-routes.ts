// The partner portal's and the console's entry pages: the one place their paths are written
// (lib/portal-routes.ts builds the dashboard's paths on them).
export const portalRoutes = {
  login: "/partner-portal/login",
  claim: "/partner-portal/claim",
  dashboard: "/partner-portal/dashboard",
  /** Clears a session that no longer opens the dashboard, then goes to the login page. */
  sessionExpired: "/partner-portal/session-expired",
  twoFactor: "/partner-portal/two-factor",
  /** Where an invitation's link lands (?token=...). */
  join: "/partner-portal/join",
  docs: "/partner-portal/docs",
  forgotPassword: "/partner-portal/forgot-password",
  register: "/partner-portal/register",
  registerAnonymous: "/partner-portal/register/anonymous",
  partners: "/partners",
  admin: "/admin",
} as const;
