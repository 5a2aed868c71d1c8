import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { commissionStatuses } from "./commission-options";
import { listQueryWithStatuses, SEARCH_MAX } from "./admin";
import { payoutMessages } from "./payouts";

// Commissions: a commission and the partner's figures as the API answers them, the team's rate
// for a partner, and the console's list and export queries.

export {
  commissionStatuses,
  commissionStatusLabel,
  commissionStatusLabels,
  isCommissionStatus,
  type CommissionStatus,
} from "./commission-options";

export const commissionRateMessage = "Enter a rate between 0 and 100, with at most 2 decimals.";
/** At most two decimals (12.5 and 12.35, not 12.345), allowing for binary floating point. */
const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
export const commissionRateSchema = z.object({
  /** Percent; null returns the partner to the tier's rate. */
  commissionRate: z
    .number({ error: commissionRateMessage })
    .min(0, commissionRateMessage)
    .max(100, commissionRateMessage)
    .refine(hasTwoDecimals, commissionRateMessage)
    .nullable(),
});

/** A commission as the partner's Commissions tab and the console's partner page read it. */
export const commissionSchema = z.object({
  /** The commission's id under the name the dashboard has always read. */
  _id: z.string(),
  /** The deal that earned it, with the customer's name; null when the deal is gone or none. */
  dealId: z.object({ _id: z.string(), customerName: z.string() }).nullable(),
  /** Major units of `currency`; negative on a reversing line. */
  amount: z.number(),
  /** ISO 4217 code. */
  currency: z.string(),
  /** Percent. */
  rate: z.number(),
  /** The tier whose rate it earned; null: the partner's own rate (or a line from before earned tiers). */
  tier: z.string().nullable(),
  status: z.string(),
  payoutDate: z.string().nullable(),
  paymentReference: z.string().nullable(),
  createdAt: z.string(),
  payoutRequestId: z.string().nullable(),
  /** Set once the commission is paid: its payout's statement (PDF). */
  statementUrl: z.string().nullable(),
});
export type Commission = z.infer<typeof commissionSchema>;

/** One currency's commission figures, in minor units (lib/server/commissions/figures.ts). */
export const currencyFiguresSchema = z.object({
  currency: z.string(),
  /** Approved, requested and paid: everything the team approved. */
  earnedMinor: z.number(),
  /** Paid to date. */
  paidMinor: z.number(),
  /** Paid in the current calendar month (UTC). */
  thisMonthMinor: z.number(),
  /** Paid in the previous calendar month, for the trend label. */
  lastMonthMinor: z.number(),
  /** Approved and requested, not paid yet. */
  awaitingPaymentMinor: z.number(),
  pendingApprovalMinor: z.number(),
  /** Approved and in no payout request: what Request Payment would cover now. */
  availableMinor: z.number(),
});
export type CurrencyFigures = z.infer<typeof currencyFiguresSchema>;

/** GET /api/partners/commissions/summary: one set of figures per currency, never added together. */
export const commissionSummarySchema = z.object({
  reportingCurrency: z.string(),
  byCurrency: z.array(currencyFiguresSchema),
});
export type CommissionSummary = z.infer<typeof commissionSummarySchema>;

/** The console's commission tabs: the statuses its list and export take (with an optional partner). */
export const commissionTabs = [...commissionStatuses, "all"] as const;
/** An empty query parameter (`?partnerId=`) is the same as none. */
const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

/** GET /api/admin/commissions: the console's list query, its tabs, and one partner. */
export const commissionListQuerySchema = listQueryWithStatuses(commissionTabs).extend({
  partnerId: z.preprocess(
    blankAsMissing,
    z.string({ error: payoutMessages.partnerId }).max(64, payoutMessages.partnerId).optional(),
  ),
});

/**
 * GET /api/admin/commissions/export: the same filters; a search too long is refused (400)
 * rather than dropped as the console's lists do, which would export every partner's commissions.
 */
export const commissionExportQuerySchema = commissionListQuerySchema.extend({
  q: z.string({ error: payoutMessages.search }).trim().max(SEARCH_MAX, payoutMessages.search).default(""),
});
