// Public, build-time settings shared by server and client code. Values come from
// NEXT_PUBLIC_* variables (inlined at build time) with defaults for local use. The site's own
// address is not one of them: it is the running server's APP_URL, read per request
// (lib/server/public-address.ts), so one build serves any domain.
export const siteConfig = {
  name: "Finlytic AI",
  legalName: "Finlytic AI Ltd.",
  description:
    "The world's first AI finance workforce: finance-tuned AI agents that plan, analyse, reconcile and report with an audit trail.",
  bookingUrl: process.env.NEXT_PUBLIC_BOOKING_URL ?? "https://cal.com/finlytic-ai/demo",
  contactInbox: process.env.NEXT_PUBLIC_CONTACT_INBOX ?? "hello@finlytic.ai",
  salesEmail: process.env.NEXT_PUBLIC_SALES_EMAIL ?? "sales@finlytic.ai",
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL ?? "support@finlytic.ai",
  // The home page's enquiry form posts to an absolute URL when this is set (an absolute
  // external URL); every other form posts to the site's own host.
  homeContactEndpoint: process.env.NEXT_PUBLIC_HOME_CONTACT_ENDPOINT ?? "/api/contact/submit",
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/finlytic-ai" },
    { name: "X", href: "https://x.com/finlytic_ai" },
    { name: "YouTube", href: "https://www.youtube.com/@finlytic-ai" },
    { name: "Facebook", href: "https://www.facebook.com/finlytic.ai" },
    { name: "Instagram", href: "https://www.instagram.com/finlytic.ai" },
  ],
} as const;
