// The partner portal's and the console's pages: the one place their paths are written, for
// links, redirects (the proxy's and the pages') and the browser's sign-out.

export const portalRoutes = {
  login: "/partner-portal/login",
  claim: "/partner-portal/claim",
  dashboard: "/partner-portal/dashboard",
  /** Clears a session that no longer opens the dashboard, then goes to the login page. */
  sessionExpired: "/partner-portal/session-expired",
  twoFactor: "/partner-portal/two-factor",
  docs: "/partner-portal/docs",
  forgotPassword: "/partner-portal/forgot-password",
  register: "/partner-portal/register",
  registerAnonymous: "/partner-portal/register/anonymous",
  partners: "/partners",
  admin: "/admin",
} as const;

/** The login page, coming back to `next` (a path on this site) once signed in. */
export function loginPathTo(next: string): string {
  return `${portalRoutes.login}?next=${encodeURIComponent(next)}`;
}

/** A tab of the partner dashboard, with what it opens: dashboardPath("deals", { deal: id }). */
export function dashboardPath(tab: string, open: Record<string, string> = {}): string {
  return `${portalRoutes.dashboard}?${new URLSearchParams({ tab, ...open }).toString()}`;
}
