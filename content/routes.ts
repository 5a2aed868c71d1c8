// Every public marketing route; the sitemap and the route tests read this list.
export const marketingRoutes = [
  { path: "/", title: "The World's First AI Finance Workforce" },
  { path: "/industries", title: "Industries" },
  { path: "/partners", title: "Partner Programme" },
  { path: "/about", title: "About" },
  { path: "/contact", title: "Contact" },
  { path: "/process-flow", title: "Solution Overview" },
  { path: "/book-demo", title: "Book a Demo" },
  { path: "/Hero", title: "Hero" },
  { path: "/Video", title: "Video" },
  { path: "/privacy-policy", title: "Privacy Policy" },
  { path: "/terms-of-service", title: "Terms of Service" },
  { path: "/cookie-settings", title: "Cookie Settings" },
] as const;
