// The cookie settings page and the first-visit consent banner.
import type { LegalBlock, RichText } from "./legal";
import { legalLastUpdated, privacyCookiesLink } from "./legal";

export const cookieSettingsPath = "/cookie-settings";

export const consentBannerCopy = {
  label: "Cookie consent",
  text: "We would like to use analytics cookies to learn how visitors use this site. They stay off unless you accept, and you can change your mind at any time.",
  accept: "Accept",
  reject: "Reject",
  settings: "Settings",
} as const;

export const cookieSettingsPage = {
  title: "Cookie Settings",
  description:
    "Choose whether Finlytic AI may use analytics cookies, and see everything the site stores in your browser.",
  lastUpdated: legalLastUpdated,
  intro: [
    "This website sets no cookies and sends no analytics events until you agree. Strictly necessary storage, such as remembering the choice you make here, is always on because the site cannot respect your choice without it.",
    [
      "Your choice applies to this browser. You can change it here at any time; the ",
      privacyCookiesLink,
      " explains how we use the data.",
    ],
  ] satisfies readonly RichText[],
  categories: {
    necessary: {
      title: "Strictly necessary",
      text: "Remembers your consent choice and, in the partner portal, keeps you signed in. Always on.",
    },
    analytics: {
      title: "Analytics",
      text: "Counts page views and clicks on calls to action such as Book a Demo, with a pseudonymous identifier, so we can improve the site. Off unless you allow it.",
    },
  },
  options: { accepted: "Allow analytics", rejected: "Do not allow analytics" },
  status: {
    accepted: "Analytics are allowed.",
    rejected: "Analytics are not allowed.",
    unset: "You have not made a choice yet, so analytics are off.",
  },
  saveLabel: "Save choice",
  savedMessage: "Your choice has been saved.",
  storageTable: {
    type: "table",
    caption: "What this site stores in your browser",
    columns: ["Name", "Type", "Category", "Purpose", "Duration"],
    rows: [
      [
        "cookie-consent",
        "Local storage",
        "Strictly necessary",
        "Remembers whether you accepted or rejected analytics",
        "Until you change it or clear your browser storage",
      ],
      [
        "partner_token",
        "Cookie (httpOnly)",
        "Strictly necessary",
        "Keeps you signed in to the partner portal; set only when you sign in",
        "Until you sign out or the session expires",
      ],
      [
        "_ga, _ga_*",
        "Cookie",
        "Analytics",
        "Distinguishes visitors for aggregate statistics; set only if you allow analytics",
        "Up to 13 months",
      ],
    ],
  } satisfies LegalBlock,
} as const;
