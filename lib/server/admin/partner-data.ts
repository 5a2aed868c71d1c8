import "server-only";
import type { Selectable } from "kysely";
import type { CommissionsTable, DealsTable, NotificationsTable, ReferralsTable, ResourcesTable, TrainingCoursesTable } from "@/lib/server/db/partner-schema";
import { getDb } from "@/lib/server/db/index";
import { countValue, pageWindow, toPage, type PageResult } from "./pagination";

// One partner's dashboard data as the team manages it, one paged list per section,
// newest first. Resources include the ones shared with every partner (partner_id null).

export const partnerSections = ["deals", "commissions", "referrals", "resources", "training", "notifications"] as const;
export type PartnerSection = (typeof partnerSections)[number];

export type DealRecord = Selectable<DealsTable>;
export type CommissionRecord = Selectable<CommissionsTable> & { deal_customer_name: string | null };
export type ReferralRecord = Selectable<ReferralsTable>;
export type ResourceRecord = Selectable<ResourcesTable>;
export type TrainingRecord = Selectable<TrainingCoursesTable>;
export type NotificationRecord = Selectable<NotificationsTable>;

export interface PartnerSectionRows {
  deals: DealRecord;
  commissions: CommissionRecord;
  referrals: ReferralRecord;
  resources: ResourceRecord;
  training: TrainingRecord;
  notifications: NotificationRecord;
}

export async function listPartnerSection<S extends PartnerSection>(section: S, partnerId: string, page: number): Promise<PageResult<PartnerSectionRows[S]>> {
  const loaders: { [K in PartnerSection]: (partnerId: string, page: number) => Promise<PageResult<PartnerSectionRows[K]>> } = {
    deals: listDeals,
    commissions: listCommissions,
    referrals: listReferrals,
    resources: listResources,
    training: listTraining,
    notifications: listNotifications,
  };
  return loaders[section](partnerId, page) as Promise<PageResult<PartnerSectionRows[S]>>;
}

async function listDeals(partnerId: string, page: number) {
  const db = await getDb();
  const base = db.selectFrom("deals").where("partner_id", "=", partnerId);
  const count = countValue(await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst());
  const window = pageWindow(count, page);
  const rows = await base.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(window.limit).offset(window.offset).execute();
  return toPage(rows, count, window);
}

async function listCommissions(partnerId: string, page: number) {
  const db = await getDb();
  const base = db.selectFrom("commissions").where("commissions.partner_id", "=", partnerId);
  const count = countValue(await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst());
  const window = pageWindow(count, page);
  const rows = await base
    .leftJoin("deals", "deals.id", "commissions.deal_id")
    .selectAll("commissions")
    .select("deals.customer_name as deal_customer_name")
    .orderBy("commissions.created_at", "desc")
    .orderBy("commissions.id", "desc")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return toPage(rows, count, window);
}

async function listReferrals(partnerId: string, page: number) {
  const db = await getDb();
  const base = db.selectFrom("referrals").where("partner_id", "=", partnerId);
  const count = countValue(await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst());
  const window = pageWindow(count, page);
  const rows = await base.selectAll().orderBy("referred_date", "desc").orderBy("id", "desc").limit(window.limit).offset(window.offset).execute();
  return toPage(rows, count, window);
}

async function listResources(partnerId: string, page: number) {
  const db = await getDb();
  const base = db.selectFrom("resources").where((eb) => eb.or([eb("partner_id", "=", partnerId), eb("partner_id", "is", null)]));
  const count = countValue(await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst());
  const window = pageWindow(count, page);
  const rows = await base.selectAll().orderBy("last_updated", "desc").orderBy("id", "desc").limit(window.limit).offset(window.offset).execute();
  return toPage(rows, count, window);
}

async function listTraining(partnerId: string, page: number) {
  const db = await getDb();
  const base = db.selectFrom("training_courses").where("partner_id", "=", partnerId);
  const count = countValue(await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst());
  const window = pageWindow(count, page);
  const rows = await base.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(window.limit).offset(window.offset).execute();
  return toPage(rows, count, window);
}

async function listNotifications(partnerId: string, page: number) {
  const db = await getDb();
  const base = db.selectFrom("notifications").where("partner_id", "=", partnerId);
  const count = countValue(await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst());
  const window = pageWindow(count, page);
  const rows = await base.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(window.limit).offset(window.offset).execute();
  return toPage(rows, count, window);
}

/** The partner's deals as choices for a commission (newest first, at most 200). */
export async function listDealOptions(partnerId: string): Promise<{ id: string; label: string }[]> {
  const db = await getDb();
  const rows = await db.selectFrom("deals").select(["id", "customer_name", "created_at"]).where("partner_id", "=", partnerId).orderBy("created_at", "desc").limit(200).execute();
  return rows.map((row) => ({ id: row.id, label: `${row.customer_name} (${row.created_at.slice(0, 10)})` }));
}
