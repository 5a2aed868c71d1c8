import "@/lib/validation/zod-jitless";
import { z } from "zod";

// The partner dashboard's Overview answers: GET /api/partners/dashboard and the onboarding
// checklist (GET /api/partners/onboarding). Overview's notifications are the user's inbox
// (./notifications.ts).

const amountInCurrency = z.object({ amountMinor: z.number(), currency: z.string() });

export const dashboardSummarySchema = z.object({
  partner: z.object({
    companyName: z.string(),
    tier: z.string(),
    certificationStatus: z.string(),
    points: z.number(),
    status: z.string(),
  }),
  /** The money figures are left out for a role that may not see earnings (member). */
  stats: z.object({
    total_revenue: z.number().optional(),
    pending_commission: z.number().optional(),
    active_deals: z.number(),
    certified_users: z.number(),
    total_referrals: z.number(),
    /**
     * The reporting currency of total_revenue (won deals at their win date's rate) and
     * pending_commission (today's rates), in major units.
     */
    currency: z.string(),
    /** Won deals not in total_revenue: no rate into `currency` on their win date. */
    revenue_unconverted: z.array(amountInCurrency).optional(),
    /** Awaiting payment and pending approval, each currency's own amount. */
    pending_commission_by_currency: z.array(amountInCurrency).optional(),
  }),
  /** "+18% from last month", or null when there is no previous month's figure to compare with. */
  trends: z.object({ total_revenue: z.string().nullable(), total_referrals: z.string().nullable() }),
  recentDeals: z.array(
    z.object({
      customer_name: z.string(),
      deal_size: z.number(),
      currency: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const onboardingItemIds = ["profile", "twoFactor", "firstDeal", "certification"] as const;
export type OnboardingItemId = (typeof onboardingItemIds)[number];

/** The Overview's onboarding checklist. */
export const onboardingChecklistSchema = z.object({
  /** Each step, ticked from the partner's own data. */
  items: z.array(z.object({ id: z.enum(onboardingItemIds), done: z.boolean() })),
  /** The user closed the checklist (it stays closed on every device). */
  dismissed: z.boolean(),
});
export type OnboardingChecklist = z.infer<typeof onboardingChecklistSchema>;
