// The /contact page's copy and its ways to reach the team.
export const contactPageCopy = {
  title: "Contact Us",
  intro: "Tell us about your finance team and we will get back to you within 24 hours.",
  formHeading: "Send us a message",
  channelsHeading: "Other ways to reach us",
} as const;

/** Each channel names its address's setting (lib/config/site.ts); the page shows the address. */
export const contactChannels = [
  { label: "General enquiries", address: "contactInbox" },
  { label: "Sales", address: "salesEmail" },
  { label: "Support", address: "supportEmail" },
] as const satisfies readonly { label: string; address: string }[];
