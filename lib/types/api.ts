// The public API's vocabulary, usable by client and server: key scopes, webhook event
// types, and what the console and the partner's Settings list of keys and endpoints show.

export const apiScopes = [
  "partners:read",
  "deals:read",
  "deals:write",
  "commissions:read",
  "payouts:read",
  "referrals:read",
  "referrals:write",
  "mdf:read",
] as const;
export type ApiScope = (typeof apiScopes)[number];

/** A partner's key reaches its own company's deals, referrals and market development only. */
export const partnerApiScopes = [
  "deals:read",
  "deals:write",
  "referrals:read",
  "referrals:write",
  "mdf:read",
] as const;

export const webhookEventTypes = [
  "partner.approved",
  "deal.registered",
  "deal.approved",
  "deal.rejected",
  "deal.stage_changed",
  "deal.won",
  "commission.approved",
  "payout.requested",
  "payout.paid",
  "referral.created",
  "referral.updated",
  "mdf.request.submitted",
  "mdf.request.approved",
  "mdf.request.changes_requested",
  "mdf.request.rejected",
  "mdf.request.withdrawn",
  "mdf.request.lapsed",
  "mdf.claim.submitted",
  "mdf.claim.approved",
  "mdf.claim.rejected",
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The start of every key: what secret scanners and people recognise. */
export const API_KEY_PREFIX = "fl_live_";

export interface ApiKeySummary {
  id: string;
  name: string;
  /** fl_live_ and the key's next 8 characters. */
  prefix: string;
  scopes: ApiScope[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** The colleague who created it and holds it; null once they are gone (or for a team key made by a script). */
  createdBy: { userId: string; name: string } | null;
}

export interface WebhookEndpointSummary {
  id: string;
  url: string;
  events: WebhookEventType[];
  status: "active" | "disabled";
  failingSince: string | null;
  disabledAt: string | null;
  createdAt: string;
}

export interface WebhookDeliverySummary {
  id: string;
  eventType: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
}
