import "server-only";
import type { DashboardSummary } from "@/lib/types/dashboard";
import { can, type MemberRole } from "@/lib/member-roles";
import { minorFromDb, toMajor } from "@/lib/money";
import { trendLabel } from "@/lib/trend";
import { commissionFiguresOf, monthStart } from "@/lib/server/commissions/figures";
import { getDb } from "@/lib/server/db";
import type { PartnerRow } from "@/lib/server/auth/users";

// The partner's Overview: always filtered by the partner id that requirePartner() resolved
// from the session, never by an id from the request.

// A deal that ended (won, lost, rejected or withdrawn by the partner) is no longer active.
const CLOSED_DEAL_STATUSES = ["closed_won", "closed_lost", "rejected", "withdrawn"];

export async function getDashboardSummary(partner: PartnerRow, now = new Date()): Promise<DashboardSummary> {
  const db = await getDb();
  const thisMonth = monthStart(now);
  const lastMonth = monthStart(now, -1);
  const nextMonth = monthStart(now, 1);
  const [revenue, figures, active, certified, referrals, recentDeals, wonByMonth, referredByMonth] =
    await Promise.all([
      db
        .selectFrom("deals")
        .select((eb) => eb.fn.sum<string | number>("deal_size_minor").as("v"))
        .where("partner_id", "=", partner.id)
        .where("status", "=", "closed_won")
        .executeTakeFirst(),
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
      // Revenue won per month: the value of deals whose stage moved to closed won in it.
      db
        .selectFrom("deal_events")
        .innerJoin("deals", "deals.id", "deal_events.deal_id")
        .select((eb) => [
          eb.fn
            .sum<string | number>(
              eb
                .case()
                .when("deal_events.created_at", ">=", thisMonth)
                .then(eb.ref("deals.deal_size_minor"))
                .else(0)
                .end(),
            )
            .as("current"),
          eb.fn
            .sum<string | number>(
              eb
                .case()
                .when("deal_events.created_at", "<", thisMonth)
                .then(eb.ref("deals.deal_size_minor"))
                .else(0)
                .end(),
            )
            .as("previous"),
        ])
        .where("deals.partner_id", "=", partner.id)
        .where("deals.status", "=", "closed_won")
        .where("deal_events.kind", "=", "stage")
        .where("deal_events.to_value", "=", "closed_won")
        .where("deal_events.created_at", ">=", lastMonth)
        .where("deal_events.created_at", "<", nextMonth)
        .executeTakeFirst(),
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
  const currency = figures.currency;
  return {
    partner: {
      companyName: partner.company_name,
      tier: partner.tier,
      certificationStatus: partner.certification_status,
      points: Number(partner.points),
      status: partner.status,
    },
    stats: {
      total_revenue: toMajor(minorFromDb(revenue?.v), currency),
      // Earned and not paid yet: the Commissions tab's Awaiting Payment and Pending Approval together.
      pending_commission: toMajor(figures.awaitingPayment + figures.pendingApproval, currency),
      active_deals: Number(active?.v ?? 0),
      // Certificates earned in the partner's training courses.
      certified_users: Number(certified?.v ?? 0),
      total_referrals: Number(referrals?.v ?? 0),
      currency,
    },
    // Only figures with a previous month to compare with get a label (lib/trend.ts).
    trends: {
      total_revenue: trendLabel(minorFromDb(wonByMonth?.current), minorFromDb(wonByMonth?.previous)),
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
  return { ...summary, stats, trends: { ...summary.trends, total_revenue: null } };
}
