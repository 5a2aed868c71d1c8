import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { payoutStatuses } from "@/lib/types/payouts";
import { DAY_MS } from "@/lib/time";
import { listQueryWithStatuses } from "./admin";
import { singleLineText } from "./text";

// Payment requests and payments: what the partner and the team are told, the team's
// "mark paid" body and the console's list of payout requests.

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
