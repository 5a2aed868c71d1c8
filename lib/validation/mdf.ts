import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { attachmentRules } from "./registration-options";
import { multiLineText, singleLineText } from "./text";

// Market development funds: the fund request a partner makes, the claim with proof of
// performance, and the team's decisions and allocations. Money is integer minor units named
// `...Minor`, in the programme's reporting currency (the budget's).

export const mdfActivityTypes = [
  "event",
  "webinar",
  "digital_campaign",
  "content",
  "training",
  "other",
] as const;
export type MdfActivityType = (typeof mdfActivityTypes)[number];

export const mdfActivityLabels: Record<MdfActivityType, string> = {
  event: "Event",
  webinar: "Webinar",
  digital_campaign: "Digital campaign",
  content: "Content",
  training: "Training",
  other: "Other",
};

/**
 * submitted → approved | changes_requested | rejected | withdrawn; changes_requested →
 * submitted (edited) | withdrawn; approved → claimed (a claim waits) → reimbursed (claim
 * approved) or back to approved (claim refused, another may come in time); approved → lapsed
 * (no claim by the deadline: the commitment is released).
 */
export const mdfRequestStatuses = [
  "submitted",
  "changes_requested",
  "approved",
  "rejected",
  "withdrawn",
  "claimed",
  "reimbursed",
  "lapsed",
] as const;
export type MdfRequestStatus = (typeof mdfRequestStatuses)[number];

export function isMdfRequestStatus(value: string): value is MdfRequestStatus {
  return (mdfRequestStatuses as readonly string[]).includes(value);
}

export const mdfRequestStatusLabels: Record<MdfRequestStatus, string> = {
  submitted: "Awaiting decision",
  changes_requested: "Changes requested",
  approved: "Approved",
  rejected: "Refused",
  withdrawn: "Withdrawn",
  claimed: "Claim under review",
  reimbursed: "Reimbursed",
  lapsed: "Lapsed",
};

export const mdfClaimStatuses = ["submitted", "approved", "rejected"] as const;
export type MdfClaimStatus = (typeof mdfClaimStatuses)[number];

export const mdfMessages = {
  activityType: "Choose the kind of activity.",
  title: "Please give the activity a title (up to 200 characters).",
  description: "Please describe the activity (up to 4,000 characters).",
  date: "Please enter a date as YYYY-MM-DD.",
  endBeforeStart: "The activity cannot end before it starts.",
  amount: "Enter an amount greater than zero, in minor units (cents).",
  count: "Enter a whole number from 0 to 1,000,000.",
  reason: "Please give a reason (up to 1,000 characters).",
  results: "Please describe the results (up to 4,000 characters).",
  quarter: "Enter a quarter such as 2026-Q4.",
  overRemaining: (remaining: string) =>
    `That is more than this quarter's market development budget has left: ${remaining} remains.`,
  notFound: "Market development request not found.",
  claimNotFound: "Market development claim not found.",
  notDecidable: "This request has already been decided or withdrawn.",
  notWithdrawable: "Only a request awaiting a decision can be withdrawn.",
  withdrawFields: "Withdrawing a request takes no fields: send the request without a body.",
  notEditable: "Only a request the team asked to change can be edited.",
  approveOverRequested: (requested: string) => `You can approve at most the ${requested} requested.`,
  notClaimable: "Only an approved activity without a claim under review can be claimed.",
  claimTooEarly: "A claim can be made once the activity has started.",
  claimDeadlinePassed: (deadline: string) =>
    `The claim window for this activity closed on ${deadline}; the commitment has been released.`,
  claimDecided: "This claim has already been decided.",
  approveOverClaimed: (claimed: string) => `You can approve at most the ${claimed} claimed.`,
  filesMissing: "Attach at least one proof file (invoice, photos or attendee list).",
  fileTooLarge: (name: string) => `${name} is larger than the upload limit.`,
  fileBadType: (name: string) => `${name} is not a PDF, image (PNG, JPG) or CSV file.`,
  tooManyFiles: "Attach at most 10 files.",
  planBadType: (name: string) =>
    `${name} is not a PDF, Word (DOCX), PowerPoint (PPTX) or image (PNG, JPG) file.`,
  planTooMany: "Attach one plan file.",
  planNotFound: "This request has no plan file.",
  planReplaceOrRemove: "Replace the plan file or remove it, not both.",
  removePlan: 'removePlan is "true" (remove the plan file) or "false".',
  allocationBelowHeld: (held: string) =>
    `The allocation cannot be less than the ${held} already requested or committed this quarter.`,
  activityNotFound: "That market development activity is not one of your company's approved activities.",
  requested: "Request sent to the programme team.",
  revised: "Changes sent to the programme team.",
  claimed: "Claim sent to the programme team.",
} as const;

/** A request's activity plan: one file of these types within the attachment size limit. */
export const mdfPlanFileRules = {
  extensions: ["pdf", "docx", "pptx", "png", "jpg", "jpeg"],
  maxFileBytes: attachmentRules.maxFileBytes,
} as const;

/** What is wrong with a chosen plan file by its name and size (the server also checks its bytes). */
export function planFileProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!file.name.includes(".") || !(mdfPlanFileRules.extensions as readonly string[]).includes(extension))
    return mdfMessages.planBadType(file.name);
  if (file.size > mdfPlanFileRules.maxFileBytes) return mdfMessages.fileTooLarge(file.name);
  return null;
}

/** Largest amount of a single request or claim, in minor units (10 million in major units). */
export const MDF_MAX_MINOR = 1_000_000_000;

const minorAmount = z
  .number({ error: mdfMessages.amount })
  .int(mdfMessages.amount)
  .min(1, mdfMessages.amount)
  .max(MDF_MAX_MINOR, mdfMessages.amount);
const count = z
  .number({ error: mdfMessages.count })
  .int(mdfMessages.count)
  .min(0, mdfMessages.count)
  .max(1_000_000, mdfMessages.count);
const isoDate = z
  .string({ error: mdfMessages.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, mdfMessages.date)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && isRealDay(value), mdfMessages.date);

function isRealDay(value: string): boolean {
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

const reason = multiLineText(1000, { required: mdfMessages.reason, tooLong: mdfMessages.reason });

/** POST /api/partners/mdf/requests and the portal's request form. */
export const mdfRequestSchema = z
  .object({
    activityType: z.enum(mdfActivityTypes, { error: mdfMessages.activityType }),
    title: singleLineText(200, { required: mdfMessages.title, tooLong: mdfMessages.title }),
    description: multiLineText(4000, { required: mdfMessages.description, tooLong: mdfMessages.description }),
    startDate: isoDate,
    endDate: isoDate,
    amountMinor: minorAmount,
    expectedLeads: count.nullable().optional(),
    expectedAttendees: count.nullable().optional(),
    expectedPipelineMinor: z
      .number({ error: mdfMessages.amount })
      .int(mdfMessages.amount)
      .min(0, mdfMessages.amount)
      .max(1_000_000_000_000, mdfMessages.amount)
      .nullable()
      .optional(),
  })
  .strict()
  .refine((value) => value.endDate >= value.startDate, {
    message: mdfMessages.endBeforeStart,
    path: ["endDate"],
  });
export type MdfRequestInput = z.output<typeof mdfRequestSchema>;

/** The claim's fields (multipart, beside one or more `files`). */
export const mdfClaimSchema = z
  .object({
    actualSpendMinor: z.coerce.number({ error: mdfMessages.amount }).pipe(minorAmount),
    results: multiLineText(4000, { required: mdfMessages.results, tooLong: mdfMessages.results }),
  })
  .strict();
export type MdfClaimInput = z.output<typeof mdfClaimSchema>;

/** The team approves in full (no amount) or in part. */
export const mdfApproveSchema = z.object({ amountMinor: minorAmount.optional() }).strict();
export const mdfReasonSchema = z.object({ reason }).strict();

export const mdfQuarterPattern = /^\d{4}-Q[1-4]$/;

/** The team's allocation for a partner's quarter: its own amount, or a one-off top-up. */
export const mdfAllocationSchema = z
  .object({
    quarter: z.string({ error: mdfMessages.quarter }).regex(mdfQuarterPattern, mdfMessages.quarter),
    kind: z.enum(["override", "top_up"], { error: "Choose an allocation or a top-up." }),
    amountMinor: z
      .number({ error: mdfMessages.amount })
      .int(mdfMessages.amount)
      .min(0, mdfMessages.amount)
      .max(MDF_MAX_MINOR, mdfMessages.amount),
    reason,
  })
  .strict();
export type MdfAllocationInput = z.output<typeof mdfAllocationSchema>;

/** The budget of one quarter as the portal and the console read it. */
export const mdfBudgetSchema = z.object({
  quarter: z.string(),
  currency: z.string(),
  allocatedMinor: z.number().int(),
  /** Carried over from the quarter before (included in allocated). */
  carriedOverMinor: z.number().int(),
  requestedMinor: z.number().int(),
  committedMinor: z.number().int(),
  claimedMinor: z.number().int(),
  paidMinor: z.number().int(),
  remainingMinor: z.number().int(),
});
export type MdfBudget = z.infer<typeof mdfBudgetSchema>;

const registeredBy = z.object({ userId: z.string(), name: z.string() }).nullable();

/** A claim as the portal and the console read it. */
export const mdfClaimViewSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  status: z.enum(mdfClaimStatuses),
  actualSpendMinor: z.number().int(),
  amountMinor: z.number().int(),
  approvedMinor: z.number().int().nullable(),
  currency: z.string(),
  results: z.string(),
  decisionReason: z.string().nullable(),
  files: z.array(z.object({ id: z.string(), name: z.string() })),
  paid: z.boolean(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MdfClaimView = z.infer<typeof mdfClaimViewSchema>;

/** A fund request as the portal and the console read it, with its claim and the deals it sourced. */
export const mdfRequestViewSchema = z.object({
  id: z.string(),
  quarter: z.string(),
  activityType: z.enum(mdfActivityTypes),
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  expectedLeads: z.number().int().nullable(),
  expectedAttendees: z.number().int().nullable(),
  expectedPipelineMinor: z.number().int().nullable(),
  amountMinor: z.number().int(),
  approvedMinor: z.number().int().nullable(),
  currency: z.string(),
  status: z.enum(mdfRequestStatuses),
  decisionReason: z.string().nullable(),
  claimDeadline: z.string().nullable(),
  /** The activity plan attached to the request, if any. */
  planFile: z.object({ name: z.string() }).nullable(),
  requestedBy: registeredBy,
  createdAt: z.string(),
  updatedAt: z.string(),
  claim: mdfClaimViewSchema.nullable(),
  results: z.object({
    dealCount: z.number().int(),
    wonDeals: z.number().int(),
    /** Open deals' value, in the activity's currency. */
    pipelineMinor: z.number().int(),
    wonMinor: z.number().int(),
    /** Deals in another currency, counted but not added. */
    otherCurrencyDeals: z.number().int(),
  }),
});
export type MdfRequestView = z.infer<typeof mdfRequestViewSchema>;

/** GET /api/admin/mdf?status=: "waiting" (to decide), "all", or one request status. */
export const mdfConsoleQuerySchema = z
  .object({
    status: z
      .enum(["waiting", "all", ...mdfRequestStatuses], { error: "Choose a status." })
      .default("waiting"),
  })
  .strip();
export const mdfBudgetQuerySchema = z
  .object({ quarter: z.string().regex(mdfQuarterPattern, mdfMessages.quarter).optional() })
  .strip();
