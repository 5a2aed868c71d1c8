// The partner dashboard's Overview (GET /api/partners/dashboard) and Settings (GET
// /api/partners/profile) answers. Overview's notifications are the user's inbox
// (GET /api/partners/notifications, lib/types/notifications.ts).

export interface DashboardSummary {
  partner: { companyName: string; tier: string; certificationStatus: string; points: number; status: string };
  /** The money figures are left out for a role that may not see earnings (member). */
  stats: {
    total_revenue?: number;
    pending_commission?: number;
    active_deals: number;
    certified_users: number;
    total_referrals: number;
    /**
     * The reporting currency of total_revenue (won deals at their win date's rate) and
     * pending_commission (today's rates), in major units.
     */
    currency: string;
    /** Won deals not in total_revenue: no rate into `currency` on their win date. */
    revenue_unconverted?: { amountMinor: number; currency: string }[];
    /** Awaiting payment and pending approval, each currency's own amount. */
    pending_commission_by_currency?: { amountMinor: number; currency: string }[];
  };
  /** "+18% from last month", or null when there is no previous month's figure to compare with. */
  trends: { total_revenue: string | null; total_referrals: string | null };
  recentDeals: { customer_name: string; deal_size: number; currency: string; created_at: string }[];
}

export interface PartnerProfile {
  profile: {
    firstName: string | null;
    lastName: string | null;
    email: string;
    phone: string | null;
    title: string | null;
  };
  company: {
    companyName: string;
    website: string | null;
    country: string | null;
    taxId: string | null;
    tier: string;
    certificationStatus: string;
    points: number;
    status: string;
  };
}

/** The Overview's onboarding checklist (GET /api/partners/onboarding). */
export type OnboardingItemId = "profile" | "twoFactor" | "firstDeal" | "certification";
export interface OnboardingChecklist {
  /** Each step, ticked from the partner's own data. */
  items: { id: OnboardingItemId; done: boolean }[];
  /** The user closed the checklist (it stays closed on every device). */
  dismissed: boolean;
}
