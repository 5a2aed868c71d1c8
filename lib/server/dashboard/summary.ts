import "server-only";
import type { DashboardSummary } from "@/lib/validation/dashboard";
import type { DealStatus } from "@/lib/validation/deal-options";
import { can, type MemberRole } from "@/lib/member-roles";
import { minorFromDb, toMajor, totalsByCurrency, type Money } from "@/lib/money";
import { trendLabel } from "@/lib/trend";
import { commissionFiguresOf, monthStart } from "@/lib/server/commissions/figures";
import { getDb } from "@/lib/server/db";
import { convertTotals, reportingCurrency } from "@/lib/server/money/exchange-rates";
import { wonDealsOf, wonValueIn } from "@/lib/server/tiers/metrics";
import type { PartnerRow } from "@/lib/server/auth/users";

// The partner's Overview: always filtered by the partner id that requirePartner() resolved
// from the session, never by an id from the request.

// A deal that ended (won, lost, rejected or withdrawn by the partner) is no longer active.
const CLOSED_DEAL_STATUSES: DealStatus[] = ["closed_won", "closed_lost", "rejected", "withdrawn"];

export async function getDashboardSummary(partner: PartnerRow, now = new Date()): Promise<DashboardSummary> {
  const db = await getDb();
  const thisMonth = monthStart(now);
  const lastMonth = monthStart(now, -1);
  const nextMonth = monthStart(now, 1);
  const [won, figures, active, certified, referrals, recentDeals, referredByMonth] = await Promise.all([
    wonDealsOf(db, partner.id),
    commissionFiguresOf(partner.id, now, db),
    db
      .selectFrom("deals")
      .select((eb) => eb.fn.countAll<number>().as("v"))
      .where("partner_id", "=", partner.id)
      .where("status", "not in", CLOSED_DEAL_STATUSES)
      .executeTakeFirst(),
    db
      .selectFrom("training_courses")
      .select((eb) => eb.fn.countAll<number>().as("v"))
      .where("partner_id", "=", partner.id)
      .where("certificate", "=", 1)
      .executeTakeFirst(),
    db
      .selectFrom("referrals")
      .select((eb) => eb.fn.countAll<number>().as("v"))
      .where("partner_id", "=", partner.id)
      .executeTakeFirst(),
    db
      .selectFrom("deals")
      .select(["customer_name", "deal_size_minor", "currency", "created_at"])
      .where("partner_id", "=", partner.id)
      .orderBy("created_at", "desc")
      .limit(5)
      .execute(),
    db
      .selectFrom("referrals")
      .select((eb) => [
        eb.fn
          .sum<string | number>(eb.case().when("referred_date", ">=", thisMonth).then(1).else(0).end())
          .as("current"),
        eb.fn
          .sum<string | number>(eb.case().when("referred_date", "<", thisMonth).then(1).else(0).end())
          .as("previous"),
      ])
      .where("partner_id", "=", partner.id)
      .where("referred_date", ">=", lastMonth)
      .where("referred_date", "<", nextMonth)
      .executeTakeFirst(),
  ]);
  // Revenue is in the reporting currency: each won deal at the value it was given on its win
  // date (tiers/metrics.ts), the same as the tier panel; a deal without a rate is named, not added.
  const currency = reportingCurrency();
  let revenueMinor = 0;
  let currentMinor = 0;
  let previousMinor = 0;
  const unconverted: Money[] = [];
  for (const deal of won) {
    const value = await wonValueIn(db, deal, currency);
    if (value === null) {
      unconverted.push({ minor: minorFromDb(deal.deal_size_minor), currency: deal.currency });
      continue;
    }
    revenueMinor += value;
    if (deal.wonAt >= thisMonth && deal.wonAt < nextMonth) currentMinor += value;
    else if (deal.wonAt >= lastMonth && deal.wonAt < thisMonth) previousMinor += value;
  }
  // Pending commission stays per currency: commissions are owed in their own currencies.
  const pending = figures.byCurrency.map((entry) => ({
    amountMinor: entry.awaitingPaymentMinor + entry.pendingApprovalMinor,
    currency: entry.currency,
  }));
  const pendingWorth = await convertTotals(
    db,
    pending.map((line) => ({ minor: line.amountMinor, currency: line.currency })),
    currency,
    now.toISOString().slice(0, 10),
  );
  return {
    partner: {
      companyName: partner.company_name,
      tier: partner.tier,
      certificationStatus: partner.certification_status,
      points: Number(partner.points),
      status: partner.status,
    },
    stats: {
      total_revenue: toMajor(revenueMinor, currency),
      // Earned and not paid yet (Awaiting Payment and Pending Approval together), converted at
      // today's rates; the card shows each currency's own amount.
      pending_commission: toMajor(pendingWorth.totalMinor, currency),
      active_deals: Number(active?.v ?? 0),
      // Certificates earned in the partner's training courses.
      certified_users: Number(certified?.v ?? 0),
      total_referrals: Number(referrals?.v ?? 0),
      currency,
      revenue_unconverted: totalsByCurrency(unconverted).map((line) => ({
        amountMinor: line.minor,
        currency: line.currency,
      })),
      pending_commission_by_currency: pending,
    },
    // Only figures with a previous month to compare with get a label (lib/trend.ts).
    trends: {
      total_revenue: trendLabel(currentMinor, previousMinor),
      total_referrals: trendLabel(
        Number(referredByMonth?.current ?? 0),
        Number(referredByMonth?.previous ?? 0),
      ),
    },
    recentDeals: recentDeals.map((d) => ({
      customer_name: d.customer_name,
      deal_size: toMajor(minorFromDb(d.deal_size_minor), d.currency),
      currency: d.currency,
      created_at: d.created_at,
    })),
  };
}

/** The summary a role may see: without earnings, no revenue or commission figures at all. */
export function summaryForRole(summary: DashboardSummary, role: MemberRole): DashboardSummary {
  if (can(role, "earnings:read")) return summary;
  const stats = { ...summary.stats };
  delete stats.total_revenue;
  delete stats.pending_commission;
  delete stats.revenue_unconverted;
  delete stats.pending_commission_by_currency;
  return { ...summary, stats, trends: { ...summary.trends, total_revenue: null } };
}
