import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { dealStages } from "./deal-options";
import { referralStatuses } from "./referral-options";
import type { WebhookEventType } from "./api-options";
import {
  apiCommissionSchema,
  apiDealSchema,
  apiLeadSchema,
  apiPartnerSchema,
  apiPayoutSchema,
  apiReferralSchema,
} from "./api-resources";
import { apiMdfClaimSchema, apiMdfRequestSchema } from "./mdf-api";

// The `data` of each webhook event: the row in the shape /api/v1 answers with, plus what the
// change adds. The OpenAPI document's `webhooks` section is generated from these.

const dealStageChanged = apiDealSchema.extend({
  previousStage: z.enum(dealStages).describe("The stage the deal left"),
});
const payoutWithCommissions = apiPayoutSchema.extend({
  commissionIds: z.array(z.string()).describe("The commissions this payout pays"),
});

export const webhookEventDataSchemas = {
  "partner.approved": apiPartnerSchema,
  "deal.registered": apiDealSchema,
  "deal.approved": apiDealSchema,
  "deal.rejected": apiDealSchema,
  "deal.stage_changed": dealStageChanged,
  "deal.won": dealStageChanged.extend({
    commissionId: z
      .string()
      .nullable()
      .describe("The commission the win created (null when the deal earns none, such as a zero amount)"),
  }),
  "commission.approved": apiCommissionSchema,
  "payout.requested": payoutWithCommissions,
  "payout.paid": payoutWithCommissions,
  "referral.created": apiReferralSchema,
  "referral.updated": apiReferralSchema.extend({
    previousStatus: z.enum(referralStatuses).describe("The status the referral left"),
  }),
  "lead.assigned": apiLeadSchema,
  "lead.accepted": apiLeadSchema,
  "lead.declined": apiLeadSchema,
  "lead.expired": apiLeadSchema,
  "mdf.request.submitted": apiMdfRequestSchema,
  "mdf.request.approved": apiMdfRequestSchema,
  "mdf.request.changes_requested": apiMdfRequestSchema,
  "mdf.request.rejected": apiMdfRequestSchema,
  "mdf.request.withdrawn": apiMdfRequestSchema,
  "mdf.request.lapsed": apiMdfRequestSchema,
  "mdf.claim.submitted": apiMdfClaimSchema,
  "mdf.claim.approved": apiMdfClaimSchema,
  "mdf.claim.rejected": apiMdfClaimSchema,
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof webhookEventDataSchemas)[T]>;
