// The marketing routes Lighthouse measures (kept in step with content/routes.ts).
export const marketingRoutes = [
  "/",
  "/industries",
  "/partners",
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
