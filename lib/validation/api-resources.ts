import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { commissionStatuses } from "./commission-options";
import { dealStages, dealStatuses } from "./deal-options";
import { payoutStatuses } from "./payout-options";
import { referralStatuses } from "./referral-options";
import { partnerStatuses } from "./admin";
import { registeredBySchema } from "./members";

// What /api/v1 answers, as schemas: the OpenAPI document is generated from them, and the
// tests check every answer against them. Money is an integer `amount` in the currency's minor
// units beside its ISO `currency` (EUR 12,000.00 is 1200000 EUR; JPY 750,000 is 750000 JPY),
// as Stripe carries it; times are ISO 8601 UTC, dates ISO days.

const when = z.iso.datetime();
const day = z.iso.date();
const money = { currency: z.string().length(3).describe("ISO 4217 code") };
const minorUnits = (what: string) =>
  z.number().int().describe(`${what}, an integer in the minor units of currency (cents; yen have none)`);
const registeredBy = registeredBySchema
  .extend({
    apiKeyId: z
      .string()
      .optional()
      .describe("The API key it was registered with; absent on rows registered in the portal"),
  })
  .nullable()
  .describe("The colleague who registered it; null on rows entered by the programme team");

export const apiDealSchema = z.object({
  id: z.string(),
  partnerId: z.string(),
  customerName: z.string(),
  customerWebsite: z.string().nullable(),
  customerDomain: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactTitle: z.string().nullable(),
  decisionMaker: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  amount: minorUnits("The deal's estimated value"),
  ...money,
  registeredBy,
  status: z.enum(dealStatuses),
  stage: z.enum(dealStages),
  expectedCloseDate: day.nullable(),
  products: z.array(z.string()),
  notes: z.string(),
  protectionExpires: when.nullable(),
  approvedAt: when.nullable(),
  reviewReason: z.string().nullable(),
  createdAt: when,
  updatedAt: when,
});

export const apiReferralSchema = z.object({
  id: z.string(),
  partnerId: z.string(),
  company: z.string(),
  contact: z.string(),
  email: z.string(),
  phone: z.string(),
  expectedAmount: minorUnits("The expected value"),
  ...money,
  notes: z.string(),
  status: z.enum(referralStatuses),
  source: z.enum(["partner", "link"]),
  referredDate: z.string(),
  createdAt: when,
  updatedAt: when,
});

export const apiLeadSchema = z.object({
  id: z.string(),
  partnerId: z.string(),
  enquiryId: z.string(),
  source: z
    .enum(["directory", "assigned"])
    .describe("directory: the visitor chose the partner; assigned: the team"),
  status: z.enum(["offered", "accepted", "declined", "expired", "converted"]),
  company: z.string(),
  country: z.string().describe("ISO 3166-1 alpha-2 code, or empty when the visitor gave none"),
  industry: z.string(),
  need: z.string(),
  contact: z
    .object({ name: z.string(), email: z.string(), phone: z.string() })
    .nullable()
    .describe("The visitor's details: null (for a partner key) until the partner accepts an assigned lead"),
  respondBy: when,
  respondedAt: when.nullable(),
  declineReason: z.string().nullable(),
  dealId: z.string().nullable(),
  createdAt: when,
  updatedAt: when,
});

export const apiCommissionSchema = z.object({
  id: z.string(),
  partnerId: z.string(),
  dealId: z.string().nullable(),
  amount: minorUnits("The commission; negative on a reversing line"),
  ...money,
  rate: z.number().describe("Percent of the deal's value"),
  status: z.enum(commissionStatuses),
  payoutRequestId: z.string().nullable(),
  paymentReference: z.string().nullable(),
  payoutDate: day.nullable(),
  createdAt: when,
  updatedAt: when,
});

export const apiPayoutSchema = z.object({
  id: z.string(),
  partnerId: z.string(),
  amount: minorUnits("The payout's total, in the payout currency"),
  ...money,
  commissionIds: z.array(z.string()).describe("The commissions it pays"),
  conversions: z
    .array(
      z.object({
        from: z.string().length(3).describe("The commissions' currency"),
        to: z.string().length(3).describe("The payout's currency"),
        originalAmount: minorUnits("The commissions' total in from"),
        rate: z.string().describe('1 from = rate to, exact decimal text; "1" when no conversion was needed'),
        effectiveFrom: day.nullable().describe("The first day the rate applied"),
        convertedAmount: minorUnits("The converted total in to"),
      }),
    )
    .describe("How each currency of its commissions became the payout's currency"),
  status: z.enum(payoutStatuses),
  paymentReference: z.string().nullable(),
  paidOn: day.nullable(),
  createdAt: when,
  updatedAt: when,
});

export const apiPartnerSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  website: z.string().nullable(),
  country: z.string().nullable(),
  partnershipType: z.string().nullable(),
  tier: z.string(),
  status: z.enum(partnerStatuses),
  createdAt: when,
  updatedAt: when,
});

export type ApiDeal = z.infer<typeof apiDealSchema>;
export type ApiReferral = z.infer<typeof apiReferralSchema>;
export type ApiLead = z.infer<typeof apiLeadSchema>;
export type ApiCommission = z.infer<typeof apiCommissionSchema>;
export type ApiPayout = z.infer<typeof apiPayoutSchema>;
export type ApiPartner = z.infer<typeof apiPartnerSchema>;

/** RFC 9457 problem details, with the per-field messages of a validation failure. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
