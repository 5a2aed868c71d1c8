import "server-only";
import type { DashboardSummary } from "@/lib/types/dashboard";
import { pendingCommissionTotal, unpaidCommissionStatuses } from "@/lib/commission-figures";
import { getDb } from "@/lib/server/db";
import type { PartnerRow } from "@/lib/server/auth/users";

// The partner's Overview: always filtered by the partner id that requirePartner() resolved
// from the session, never by an id from the request.

const CLOSED_DEAL_STATUSES = ["closed_won", "closed_lost", "rejected"];

export async function getDashboardSummary(partner: PartnerRow): Promise<DashboardSummary> {
  const db = await getDb();
  const [revenue, pending, active, certified, referrals, recentDeals, notifications] = await Promise.all([
    db.selectFrom("deals").select((eb) => eb.fn.sum<number>("deal_size").as("v")).where("partner_id", "=", partner.id).where("status", "=", "closed_won").executeTakeFirst(),
    db.selectFrom("commissions").select(["status", "amount"]).where("partner_id", "=", partner.id).where("status", "in", unpaidCommissionStatuses).execute(),
    db.selectFrom("deals").select((eb) => eb.fn.countAll<number>().as("v")).where("partner_id", "=", partner.id).where("status", "not in", CLOSED_DEAL_STATUSES).executeTakeFirst(),
    db.selectFrom("training_courses").select((eb) => eb.fn.countAll<number>().as("v")).where("partner_id", "=", partner.id).where("certificate", "=", 1).executeTakeFirst(),
    db.selectFrom("referrals").select((eb) => eb.fn.countAll<number>().as("v")).where("partner_id", "=", partner.id).executeTakeFirst(),
    db.selectFrom("deals").select(["customer_name", "deal_size", "created_at"]).where("partner_id", "=", partner.id).orderBy("created_at", "desc").limit(5).execute(),
    db.selectFrom("notifications").select(["id", "message", "created_at"]).where("partner_id", "=", partner.id).orderBy("created_at", "desc").limit(10).execute(),
  ]);
  return {
    partner: { companyName: partner.company_name, tier: partner.tier, certificationStatus: partner.certification_status, points: Number(partner.points), status: partner.status },
    stats: {
      total_revenue: Number(revenue?.v ?? 0),
      // The same function as the Commissions tab's Pending card.
      pending_commission: pendingCommissionTotal(pending),
      active_deals: Number(active?.v ?? 0),
      // Certificates earned in the partner's training courses.
      certified_users: Number(certified?.v ?? 0),
      total_referrals: Number(referrals?.v ?? 0),
    },
    recentDeals: recentDeals.map((d) => ({ customer_name: d.customer_name, deal_size: Number(d.deal_size), created_at: d.created_at })),
    notifications: notifications.map((n) => ({ id: n.id, message: n.message, createdAt: n.created_at })),
  };
}
