import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { mdfActivityTypes, mdfClaimStatuses, mdfRequestStatuses } from "./mdf";

// Market development as /api/v1 answers it and its webhooks carry it: money is an integer
// `amount` in minor units beside its ISO `currency`, as the rest of /api/v1 carries it.

const when = z.iso.datetime();
const day = z.iso.date();
const minorUnits = (what: string) =>
  z.number().int().describe(`${what}, an integer in the minor units of currency (cents; yen have none)`);

export const apiMdfRequestSchema = z.object({
  id: z.string(),
  partnerId: z.string(),
  quarter: z.string().describe("The budget quarter it draws on, such as 2026-Q4"),
  activityType: z.enum(mdfActivityTypes),
  title: z.string(),
  description: z.string(),
  startDate: day,
  endDate: day,
  expectedLeads: z.number().int().nullable(),
  amount: minorUnits("The amount requested"),
  approvedAmount: minorUnits("The amount approved (committed)").nullable(),
  currency: z.string().length(3).describe("ISO 4217 code"),
  status: z.enum(mdfRequestStatuses),
  decisionReason: z.string().nullable(),
  claimDeadline: day.nullable().describe("The last day a claim may come"),
  planFileName: z.string().nullable().describe("The name of the activity plan file attached, if any"),
  createdAt: when,
  updatedAt: when,
});
export type ApiMdfRequest = z.infer<typeof apiMdfRequestSchema>;

export const apiMdfClaimSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  partnerId: z.string(),
  actualSpend: minorUnits("The amount the partner spent"),
  amount: minorUnits("The amount claimed: the actual spend, at most the approved amount"),
  approvedAmount: minorUnits("The amount approved for reimbursement").nullable(),
  currency: z.string().length(3).describe("ISO 4217 code"),
  status: z.enum(mdfClaimStatuses),
  results: z.string(),
  decisionReason: z.string().nullable(),
  reimbursementId: z
    .string()
    .nullable()
    .describe("The ledger line (kind mdf_reimbursement) of an approved claim, paid in a payout"),
  createdAt: when,
  updatedAt: when,
});
export type ApiMdfClaim = z.infer<typeof apiMdfClaimSchema>;
