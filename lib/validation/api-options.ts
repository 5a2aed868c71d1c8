// The public API's vocabulary without zod: key scopes, webhook event types and the key prefix.
// The console's and Settings' key and endpoint lists offer them in the browser; the schemas in
// ./api.ts check them on the server.

export const apiScopes = [
  "partners:read",
  "deals:read",
  "deals:write",
  "commissions:read",
  "payouts:read",
  "referrals:read",
  "referrals:write",
  "leads:read",
  "mdf:read",
] as const;
export type ApiScope = (typeof apiScopes)[number];

/** A partner's key reaches its own company's deals, referrals, leads and market development only. */
export const partnerApiScopes = [
  "deals:read",
  "deals:write",
  "referrals:read",
  "referrals:write",
  "leads:read",
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
  "lead.assigned",
  "lead.accepted",
  "lead.declined",
  "lead.expired",
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
