import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { registeredBySchema } from "./members";
import { payoutStatuses } from "./payout-options";
import { DAY_MS } from "@/lib/time";
import { listQueryWithStatuses } from "./admin";
import { singleLineText } from "./text";

// Payment requests and payments: what the partner and the team are told, the team's
// "mark paid" body, the console's list of payout requests, and a payout request as the API
// answers it.

export { payoutStatuses, type PayoutStatus } from "./payout-options";

/** Marking a payout request paid, and Request Payment: what the team and the partner are told. */
export const payoutMessages = {
  alreadyPaid: "This payout request has already been paid.",
  paymentReference: "A payment reference is required.",
  paymentReferenceLength: "Please keep the reference under 100 characters.",
  paymentReferenceLine: "The payment reference must be one line of text, without control characters.",
  payoutDate: "Use an ISO date such as 2025-03-31",
  payoutDateFuture: "The payment date cannot be in the future.",
  payoutDateFloor: "The payment date cannot be before 2000-01-01.",
  /** Checked against the request's own date by the service (errors.payoutDate). */
  payoutDateBeforeRequest: "The payment date cannot be before the request.",
  paidBody: "Send a payment reference and a payment date.",
  /** POST /api/partners/payouts with a body field: it covers every approved, unpaid commission. */
  requestFields: "Request Payment takes no fields: it covers all your approved, unpaid commissions.",
  /** Nothing new to request while the partner's approved commissions are in an open request. */
  openRequest:
    "Your approved commissions are already in an open payment request; newly approved ones can be requested once they reach the payout minimum.",
  /** Request Payment short of the minimum: both amounts, formatted ("$100.00"), so the partner sees the gap. */
  belowMinimum: (minimum: string, approved: string) =>
    `Request Payment needs approved, unpaid commissions of at least ${minimum}; yours total ${approved}.`,
  partnerId: "Unknown partner.",
  search: "Please keep the search under 200 characters.",
} as const;

const PAYMENT_DATE_MIN = "2000-01-01";
/** The payment's reference (one line) and date: from 2000, not in the future (a day's grace for time zones ahead of UTC). */
export const payoutPaidSchema = z
  .object(
    {
      paymentReference: singleLineText(100, {
        required: payoutMessages.paymentReference,
        tooLong: payoutMessages.paymentReferenceLength,
        invalid: payoutMessages.paymentReferenceLine,
      }),
      payoutDate: z.iso
        .date({ error: payoutMessages.payoutDate })
        .refine((value) => value >= PAYMENT_DATE_MIN, payoutMessages.payoutDateFloor)
        .refine(
          (value) => value <= new Date(Date.now() + DAY_MS).toISOString().slice(0, 10),
          payoutMessages.payoutDateFuture,
        ),
    },
    // Not an object at all (an array, null, a string); an unknown field keeps zod's "Unrecognized key" like the other strict schemas.
    { error: (issue) => (issue.code === "invalid_type" ? payoutMessages.paidBody : undefined) },
  )
  .strict();

/** The console's payout tabs: open and paid requests. */
export const payoutTabs = payoutStatuses;

/** GET /api/admin/payouts: the console's list query and its tabs. */
export const payoutListQuerySchema = listQueryWithStatuses(payoutTabs);

/** One source currency of a payout: its commissions' total, the rate applied, the result. */
export const payoutConversionSchema = z.object({
  /** Currency of the commissions. */
  from: z.string(),
  /** The payout's currency. */
  to: z.string(),
  /** Minor units of `from`. */
  originalMinor: z.number(),
  /** 1 from = rate to, exact decimal text; "1" when no conversion was needed. */
  rate: z.string(),
  /** The rate's first day. */
  effectiveFrom: z.string().nullable(),
  /** Minor units of `to`. */
  convertedMinor: z.number(),
});
export type PayoutConversion = z.infer<typeof payoutConversionSchema>;

/** A payout request: Request Payment's answer and the partner's list of requests. */
export const payoutSchema = z.object({
  id: z.string(),
  /** Minor units of `currency`: the sum of the commissions it names. */
  amountMinor: z.int(),
  /** ISO 4217 code. */
  currency: z.string(),
  status: z.enum(payoutStatuses),
  /** The commissions it covers; paying it pays exactly those. */
  commissionIds: z.array(z.string()),
  paymentReference: z.string().nullable(),
  /** ISO date the payment was made. */
  paidOn: z.string().nullable(),
  createdAt: z.string(),
  /** Set once it is paid: its statement (PDF). */
  statementUrl: z.string().nullable(),
  /** The colleague who requested it. */
  registeredBy: registeredBySchema.nullable(),
  /** How commissions in other currencies became the payout's currency (empty: none needed). */
  conversions: z.array(payoutConversionSchema),
});
export type Payout = z.infer<typeof payoutSchema>;

/** GET /api/partners/payouts/preview: what Request Payment would pay now, before the partner confirms. */
export const payoutPreviewSchema = z.object({
  /** The approved commissions in no payout request, oldest first. */
  commissions: z.array(
    z.object({ id: z.string(), customerName: z.string(), amountMinor: z.number(), currency: z.string() }),
  ),
  /** One line per source currency, with the rate used (empty when there is nothing to pay). */
  conversions: z.array(payoutConversionSchema),
  /** The payout's total in `currency` (the payout method's currency). */
  totalMinor: z.number(),
  currency: z.string(),
  /** Where it goes, masked; null when no payout method is set. */
  destination: z.object({ type: z.string(), accountHolder: z.string(), masked: z.string() }).nullable(),
  minimum: z.object({
    minimumMinor: z.number(),
    currency: z.string(),
    reaches: z.boolean(),
    worth: z.string(),
  }),
  /** Why the request would be refused now (no method, no rate, below the minimum); null: it can go. */
  problem: z.string().nullable(),
});
export type PayoutPreview = z.infer<typeof payoutPreviewSchema>;
