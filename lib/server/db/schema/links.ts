// Referral links (migration 0021, lib/server/links).

export interface PartnerLinksTable {
  id: string;
  partner_id: string;
  /** The path segment of APP_URL/r/{slug}; unique across every partner. */
  slug: string;
  campaign: string | null;
  /** One of the site's public pages, for example "/" or "/book-demo". */
  destination: string;
  created_at: string;
  /** Set by the partner's archive; the link keeps redirecting and counting. */
  archived_at: string | null;
}

/** One counted click: a visitor (a salted hash, never an address) per link per UTC day. */
export interface PartnerLinkClicksTable {
  link_id: string;
  day: string;
  visitor: string;
  /** The address alone under the same salt (migration 0032): the per-address daily limit. */
  address: string | null;
  created_at: string;
}

/** The random salt of one UTC day; past days' salts are deleted, so old hashes cannot be recomputed. */
export interface LinkClickSaltsTable {
  day: string;
  salt: string;
}
