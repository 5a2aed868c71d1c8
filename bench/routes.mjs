// The routes Lighthouse measures without a session: every marketing route (kept in step
// with content/routes.ts) and the portal's public screens. The signed-in dashboard routes
// are bench/portal-signed-in.mjs's; the console's are covered by axe in the end-to-end suite.
export const marketingRoutes = [
  "/",
  "/industries",
  "/partners",
  // The partner directory's list (rendered per request); a partner's own page needs a published
  // profile, which the bench's database does not have, so it is not measured here.
  "/partners/directory",
  "/about",
  "/contact",
  "/process-flow",
  "/book-demo",
  "/Hero",
  "/Video",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-settings",
];

export const portalRoutes = [
  "/partner-portal/login",
  "/partner-portal/claim",
  "/partner-portal/forgot-password",
  // The form a reset email's link opens (the token is checked when the form is sent); without
  // a token the screen says so and moves on to forgot-password after a few seconds.
  "/partner-portal/reset-password?token=bench-reset-link",
  "/partner-portal/verify-email",
  "/partner-portal/register",
  "/partner-portal/register/anonymous",
  // Without their link's token these show what an expired or mistyped link shows.
  "/partner-portal/join",
  "/partner-portal/application-status",
  "/partner-portal/unsubscribe",
];
