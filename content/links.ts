// The portal's referral link texts (the Links section of the Referrals tab). Validation and
// API messages live with the schema (lib/validation/links.ts).
import { marketingRoutes } from "./routes";

export const linkTexts = {
  title: "Referral Links",
  lead: "Share a link to our website. Visits are counted once a day per visitor, and when a visitor sends us an enquiry it becomes your referral automatically.",
  newLink: "Create Link",
  campaignLabel: "Campaign (optional)",
  campaignHint: "A name for you, such as a newsletter or an event. Visitors do not see it.",
  destinationLabel: "Page it opens",
  created: "Link created. Copy it and share it.",
  copy: "Copy",
  copied: "Link copied to the clipboard.",
  copyFailed: "Your browser did not allow copying. Select the link and copy it yourself.",
  archive: "Archive",
  archived: "Link archived. It keeps working and its figures stay.",
  archivedTitle: "Archived links",
  empty: "No links yet. Create one to start sharing.",
  noCampaign: "No campaign",
  chartCaption: "Clicks and leads per day, last 30 days",
  showTable: "Show the figures as a table",
} as const;

// /Hero and /Video show one section of the home page on its own, and Cookie Settings is a
// preferences screen: none is a page to welcome a visitor on.
const notDestinations: readonly string[] = ["/Hero", "/Video", "/cookie-settings"];

/** The pages a link may open, with their names, in the site's order. */
export const linkDestinationOptions = marketingRoutes
  .filter((route) => !notDestinations.includes(route.path))
  .map((route) => ({ value: route.path, label: route.path === "/" ? "Home" : route.title }));
