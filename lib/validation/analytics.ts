import { z } from "zod";

// The programme analytics: which charts exist, the filter every chart takes, and each
// chart's rows as the API and the CSV files carry them. Money is integer minor units.

export const analyticsCharts = [
  "won-revenue",
  "pipeline",
  "funnel",
  "review-time",
  "commissions",
  "payouts",
  "links",
  "leaderboard",
] as const;
export type AnalyticsChart = (typeof analyticsCharts)[number];

export const analyticsMessages = {
  unknownChart: `Unknown chart. Choose one of: ${analyticsCharts.join(", ")}.`,
  badDate: "Dates must be real days written YYYY-MM-DD.",
  fromAfterTo: "The start date must be on or before the end date.",
  rangeTooLong: "A date range may span at most 3 years (1,096 days).",
  badFormat: "Unknown format. Use format=csv, or leave it out for JSON.",
  badTarget: "The review target must be a whole number of hours from 1 to 2,160.",
  partnerId: "A partner id has at most 64 characters.",
} as const;

/** The longest range a chart may span: per-month charts over 36 months stay readable and fast. */
export const MAX_RANGE_DAYS = 1096;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (text: string) => {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};
const day = z.string({ error: analyticsMessages.badDate }).refine(isRealDay, analyticsMessages.badDate);
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A chart's filter: the days from and to (both included, UTC), a partner, a tier, a country. */
export const analyticsQuerySchema = z
  .object({
    from: day,
    to: day,
    partnerId: optionalText(64, analyticsMessages.partnerId),
    tier: optionalText(40, "A tier has at most 40 characters."),
    country: optionalText(80, "A country has at most 80 characters."),
    /** The team's review target in hours: decisions that took longer are counted. */
    targetHours: z.coerce
      .number({ error: analyticsMessages.badTarget })
      .int(analyticsMessages.badTarget)
      .min(1, analyticsMessages.badTarget)
      .max(2160, analyticsMessages.badTarget)
      .optional(),
    format: z.enum(["json", "csv"], { error: analyticsMessages.badFormat }).default("json"),
  })
  .refine((query) => query.from <= query.to, { message: analyticsMessages.fromAfterTo, path: ["from"] })
  .refine(
    (query) =>
      (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000 <
      MAX_RANGE_DAYS,
    { message: analyticsMessages.rangeTooLong, path: ["to"] },
  );
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
/** The filter the queries read (the answer's format left aside). */
export interface AnalyticsFilter {
  from: string;
  to: string;
  partnerId?: string;
  tier?: string;
  country?: string;
  targetHours?: number;
  /** Portal members: only the deals this user registered. */
  registeredBy?: string;
}

const money = z.object({ currency: z.string(), amountMinor: z.number().int() });

/** A month's money: converted into the reporting currency, each currency's own total, and what had no rate. */
export const moneyMonthRowSchema = z.object({
  month: z.string(),
  amountMinor: z.number().int(),
  count: z.number().int(),
  byCurrency: z.array(money),
  unconverted: z.array(money),
});
export type MoneyMonthRow = z.infer<typeof moneyMonthRowSchema>;

export const funnelRowSchema = z.object({
  step: z.enum(["claims", "approved", "registered", "first_deal", "first_win"]),
  label: z.string(),
  count: z.number().int(),
  /** Share of the previous step, in percent with one decimal; null on the first step. */
  conversionPercent: z.number().nullable(),
  /** Median days from the previous step (one decimal); null without a pair to measure. */
  medianDays: z.number().nullable(),
});
export type FunnelRow = z.infer<typeof funnelRowSchema>;

export const reviewTimeRowSchema = z.object({
  month: z.string(),
  decisions: z.number().int(),
  medianHours: z.number().nullable(),
  p90Hours: z.number().nullable(),
  overTarget: z.number().int(),
});
export type ReviewTimeRow = z.infer<typeof reviewTimeRowSchema>;

export const linksRowSchema = z.object({
  month: z.string(),
  clicks: z.number().int(),
  leads: z.number().int(),
  conversions: z.number().int(),
});
export type LinksRow = z.infer<typeof linksRowSchema>;

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  partnerId: z.string(),
  companyName: z.string(),
  tier: z.string(),
  country: z.string().nullable(),
  wonRevenueMinor: z.number().int(),
  wonDeals: z.number().int(),
  lostDeals: z.number().int(),
  /** Won of won and lost, in percent with one decimal; null with neither. */
  winRatePercent: z.number().nullable(),
  averageDealMinor: z.number().int().nullable(),
  unconverted: z.array(money),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export type AnalyticsRow = MoneyMonthRow | FunnelRow | ReviewTimeRow | LinksRow | LeaderboardRow;

export interface AnalyticsAnswer<Row = AnalyticsRow> {
  chart: AnalyticsChart;
  currency: string;
  from: string;
  to: string;
  /** How money was brought into `currency`, in a sentence. */
  conversionRule: string | null;
  rows: Row[];
}
