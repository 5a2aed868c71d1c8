// The cookie settings page and the first-visit consent banner.
import type { LegalBlock, RichText } from "./legal";
import { legalLastUpdated, privacyCookiesLink } from "./legal";

export const cookieSettingsPath = "/cookie-settings";

export const consentBannerCopy = {
  label: "Cookie consent",
  text: "We would like to use analytics cookies to learn how visitors use this site, and one functional cookie (partner_ref) to credit the partner whose referral link brought you here. Both stay off unless you accept, and you can change your mind at any time.",
  accept: "Accept",
  reject: "Reject",
  settings: "Settings",
} as const;

export const cookieSettingsPage = {
  title: "Cookie Settings",
  description:
    "Choose whether Finlytic AI may use analytics and functional cookies, and see everything the site stores in your browser.",
  lastUpdated: legalLastUpdated,
  intro: [
    "This website sends no analytics events and sets no analytics cookies until you agree. Strictly necessary storage, such as remembering the choice you make here, is always on because the site cannot respect your choice without it. If you arrive through a partner's referral link, one functional cookie, partner_ref, remembers that partner, and only once you have allowed analytics and functional cookies; the visit is counted for the partner either way, without a cookie.",
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
      title: "Analytics and functional",
      text: "Analytics count page views and clicks on calls to action such as Book a Demo, with a pseudonymous identifier, so we can improve the site; they are off unless you allow them. The functional cookie partner_ref remembers which partner's referral link brought you here, so that partner is credited if you send us an enquiry; saying no turns it off and ends any credit.",
    },
  },
  options: {
    accepted: "Allow analytics and functional cookies",
    rejected: "Do not allow analytics or functional cookies",
  },
  status: {
    accepted: "Analytics and functional cookies are allowed.",
    rejected: "Analytics and functional cookies are not allowed.",
    unset: "You have not made a choice yet, so analytics and functional cookies are off.",
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
        "Local storage and cookie",
        "Strictly necessary",
        "Remembers whether you accepted or rejected analytics and functional cookies",
        "Until you change it or clear your browser storage (the cookie: 1 year)",
      ],
      [
        "partner_ref",
        "Cookie (httpOnly)",
        "Functional",
        "Remembers the partner whose referral link brought you here, so they are credited for your enquiry; set only when you follow such a link after allowing analytics and functional cookies, and never for crawlers",
        "90 days",
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
