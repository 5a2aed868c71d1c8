import "server-only";
import { commissionStatuses } from "@/lib/validation/commission-options";
import { dealStatuses } from "@/lib/validation/deal-options";
import { payoutStatuses } from "@/lib/validation/payout-options";
import { referralStatuses } from "@/lib/validation/referral-options";
import { partnerStatuses } from "@/lib/validation/admin";
import { leadStatuses } from "@/lib/validation/leads";
import { mdfClaimStatuses, mdfRequestStatuses } from "@/lib/validation/mdf";
import { apiListQuerySchema, apiMessages } from "@/lib/validation/api";
import { HOUR_MS } from "@/lib/time";

// The list queries of the /api/v1 collections (the OpenAPI document describes the same).

export const apiListQueries = {
  partners: apiListQuerySchema(partnerStatuses),
  deals: apiListQuerySchema(dealStatuses),
  commissions: apiListQuerySchema(commissionStatuses),
  payouts: apiListQuerySchema(payoutStatuses),
  referrals: apiListQuerySchema(referralStatuses),
  leads: apiListQuerySchema(leadStatuses),
  mdfrequests: apiListQuerySchema(mdfRequestStatuses),
  mdfclaims: apiListQuerySchema(mdfClaimStatuses),
};

/** A created resource: 201 with `{ data }`. */
export function created(data: unknown): Response {
  return Response.json({ data }, { status: 201, headers: { "Cache-Control": "private, no-store" } });
}

/** A partner's key changes per client address (the console's fall under its own limit). */
export const apiKeyChangesPerAddress = {
  name: "api-keys:ip",
  limit: 30,
  windowMs: HOUR_MS,
  message: apiMessages.tooManyKeyChanges,
  writesOnly: true,
};
