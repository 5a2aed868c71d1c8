import { siteConfig } from "@/lib/config/site";

// The /contact page's copy and its ways to reach the team.
export const contactPageCopy = {
  title: "Contact Us",
  intro: "Tell us about your finance team and we will get back to you within 24 hours.",
  formHeading: "Send us a message",
  channelsHeading: "Other ways to reach us",
} as const;

export const contactChannels = [
  { label: "General enquiries", value: siteConfig.contactInbox, href: `mailto:${siteConfig.contactInbox}` },
  { label: "Sales", value: siteConfig.salesEmail, href: `mailto:${siteConfig.salesEmail}` },
  { label: "Support", value: siteConfig.supportEmail, href: `mailto:${siteConfig.supportEmail}` },
] as const satisfies readonly { label: string; value: string; href: string }[];
