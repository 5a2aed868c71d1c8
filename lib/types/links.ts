// A partner's referral link as the API answers it (lib/server/links).

export interface PartnerLink {
  id: string;
  slug: string;
  /** APP_URL + /r/{slug}: what the partner shares. */
  url: string;
  campaign: string | null;
  destination: string;
  createdAt: string;
  archivedAt: string | null;
}

export interface LinkCounts {
  clicks: number;
  leads: number;
  conversions: number;
}

/** One UTC day of a link's chart (YYYY-MM-DD). */
export interface LinkDay {
  date: string;
  clicks: number;
  leads: number;
}

/** GET /api/partners/links: each link with its all-time counts, the last 30 days and the daily series. */
export interface PartnerLinkWithStats extends PartnerLink, LinkCounts {
  last30Days: LinkCounts;
  daily: LinkDay[];
}
