import { portalRoutes } from "./portal-routes";

// The top navigation bar and footer, as data.

export interface NavLink {
  label: string;
  href: string;
}

export interface SectionEntry {
  label: string;
  /** The identifier sent with the selection event; the section's tab key. */
  id: string;
}

export interface ScrollGroup {
  title: string;
  sectionId: "role-section" | "task-section";
  event: "setActiveRole" | "setActiveTask";
  entries: readonly SectionEntry[];
}

export const mainLinks = {
  home: { label: "Home", href: "/" },
  rest: [
    { label: "Industries", href: "/industries" },
    { label: "Partners", href: "/partners" },
    { label: "Company", href: "/about" },
  ],
} as const satisfies { home: NavLink; rest: readonly NavLink[] };

// The role keys pair with these labels exactly as the product specifies them.
export const platformGroups = [
  {
    title: "Role Based",
    sectionId: "role-section",
    event: "setActiveRole",
    entries: [
      { label: "Financial Analyst", id: "ACCOUNTANT" },
      { label: "Investment Analyst", id: "CONTROLLER" },
      { label: "Credit Analyst", id: "ANALYST" },
      { label: "Financial Controller", id: "INVESTOR" },
      { label: "CFO", id: "CFO" },
      { label: "CEO", id: "CEO" },
    ],
  },
  {
    title: "Task Based",
    sectionId: "task-section",
    event: "setActiveTask",
    entries: [
      { label: "Financial Planning & Analysis", id: "FP&A" },
      { label: "Financial Due Diligence", id: "FDD" },
      { label: "Consolidation & Close", id: "Consolidation & Close" },
      { label: "Management Reporting", id: "Management Reporting" },
      { label: "Cashflow Optimization", id: "Cashflow Optimization" },
      { label: "Risk & Compliance", id: "Risk & Compliance" },
    ],
  },
] as const satisfies readonly ScrollGroup[];

export const legalLinks = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "Cookie Settings", href: "/cookie-settings" },
] as const satisfies readonly NavLink[];

export const footerColumns = [
  {
    title: "Platform",
    links: [
      { label: "Solution Overview", href: "/process-flow" },
      { label: "Industries", href: "/industries" },
      { label: "Book a Demo", href: "/book-demo" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", href: "/about" },
      { label: "Partners", href: "/partners" },
      { label: "Partner Portal", href: portalRoutes.login },
      { label: "Contact", href: "/contact" },
    ],
  },
] as const satisfies readonly { title: string; links: readonly NavLink[] }[];
