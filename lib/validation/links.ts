import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { linkDestinationOptions } from "@/content/links";
import { singleLineText } from "./text";

// Referral links: the schema the partner's New Link form and POST /api/partners/links share,
// and the messages of the links domain.

export const linkMessages = {
  campaign: "Please keep the campaign name to one line of at most 80 characters.",
  destination: "Choose one of the site's public pages.",
  limit: "A company can have at most 50 active links. Archive one to make room.",
  notFound: "Link not found.",
  alreadyArchived: "This link is already archived.",
} as const;

/** Active (not archived) links per company. */
export const MAX_ACTIVE_LINKS = 50;
/** Days the partner_ref cookie lasts. */
export const REF_COOKIE_DAYS = 90;
export const REF_COOKIE = "partner_ref";

// The pages a visitor may be sent to: the form's list (content/links.ts).
export const linkDestinations = linkDestinationOptions.map((option) => option.value) as [string, ...string[]];
const destinations = new Set<string>(linkDestinations);

export const newLinkSchema = z
  .object({
    campaign: singleLineText(80, { notText: linkMessages.campaign, tooLong: linkMessages.campaign })
      .nullable()
      .optional(),
    destination: z
      .string({ error: linkMessages.destination })
      .refine((value) => destinations.has(value), linkMessages.destination)
      .optional(),
  })
  .strict();
export type NewLinkInput = z.input<typeof newLinkSchema>;
export type NewLink = z.output<typeof newLinkSchema>;

/** A partner's referral link as the API answers it (lib/server/links). */
export const partnerLinkSchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** APP_URL + /r/{slug}: what the partner shares. */
  url: z.string(),
  campaign: z.string().nullable(),
  destination: z.string(),
  createdAt: z.string(),
  archivedAt: z.string().nullable(),
});
export type PartnerLink = z.infer<typeof partnerLinkSchema>;

export const linkCountsSchema = z.object({ clicks: z.number(), leads: z.number(), conversions: z.number() });
export type LinkCounts = z.infer<typeof linkCountsSchema>;

/** One UTC day of a link's chart (YYYY-MM-DD). */
export const linkDaySchema = z.object({ date: z.string(), clicks: z.number(), leads: z.number() });
export type LinkDay = z.infer<typeof linkDaySchema>;

/** GET /api/partners/links: each link with its all-time counts, the last 30 days and the daily series. */
export const partnerLinkWithStatsSchema = partnerLinkSchema.extend({
  ...linkCountsSchema.shape,
  last30Days: linkCountsSchema,
  daily: z.array(linkDaySchema),
});
export type PartnerLinkWithStats = z.infer<typeof partnerLinkWithStatsSchema>;
