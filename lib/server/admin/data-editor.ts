import "server-only";
import { formatDay } from "@/lib/dates";
import type { Selectable } from "kysely";
import type { NotificationsTable } from "@/lib/server/db/schema/notifications";
import type { TrainingCoursesTable } from "@/lib/server/db/schema/training";
import { getDb } from "@/lib/server/db";
import type { CommissionRow } from "@/lib/server/commissions/ledger";
import type { DealRow } from "@/lib/server/deals/records";
import type { ReferralRow } from "@/lib/server/referrals/records";
import type { ResourceRow } from "@/lib/server/resources/records";
import { type PageResult, readPage } from "@/lib/server/db/pagination";
import { listCommissions as listPartnerCommissions } from "@/lib/server/commissions/partner";
import { listDeals } from "@/lib/server/deals/partner-reads";
import { listReferrals } from "@/lib/server/referrals/read-referrals";
import { listResources } from "@/lib/server/resources/list-resources";
import { listTraining } from "@/lib/server/training/progress";

// One partner's dashboard data as the team manages it, for the console's partner page and
// /api/admin/partners/{id}/* alike: one paged list per section (newest first; resources
// include the ones shared with every partner) and everything the partner sees in one read.
// The create, update and delete of each section's items are in ./data-editor-writes.ts.

export const partnerSections = [
  "deals",
  "commissions",
  "referrals",
  "resources",
  "training",
  "notifications",
] as const;
export type PartnerSection = (typeof partnerSections)[number];

// A section's row is its domain's row type (deals, referrals and resources from their
// records.ts, commissions from the ledger), so the editor and the domain read one shape.
export type { DealRow, ReferralRow, ResourceRow };
export type CommissionRecord = CommissionRow & { deal_customer_name: string | null };
export type TrainingRecord = Selectable<TrainingCoursesTable>;
export type NotificationRecord = Selectable<NotificationsTable>;

export interface PartnerSectionRows {
  deals: DealRow;
  commissions: CommissionRecord;
  referrals: ReferralRow;
  resources: ResourceRow;
  training: TrainingRecord;
  notifications: NotificationRecord;
}

// Each section but commissions is one table read newest first by one column; resources
// include the ones shared with every partner. Kysely types a table picked at run time by
// one representative table, so the rows are cast back to their section's type once, here.
const sectionTables = {
  deals: { table: "deals", newest: "created_at", shared: false },
  referrals: { table: "referrals", newest: "referred_date", shared: false },
  resources: { table: "resources", newest: "last_updated", shared: true },
  training: { table: "training_courses", newest: "created_at", shared: false },
  notifications: { table: "notifications", newest: "created_at", shared: false },
} as const;

export async function listPartnerSection<S extends PartnerSection>(
  section: S,
  partnerId: string,
  page: number,
): Promise<PageResult<PartnerSectionRows[S]>> {
  if (section === "commissions")
    return (await listCommissions(partnerId, page)) as PageResult<PartnerSectionRows[S]>;
  const { table, newest, shared } = sectionTables[section as Exclude<PartnerSection, "commissions">];
  const db = await getDb();
  const base = db
    .selectFrom(table as "deals")
    .where((eb) =>
      shared
        ? eb.or([eb("partner_id", "=", partnerId), eb("partner_id", "is", null)])
        : eb("partner_id", "=", partnerId),
    );
  const rows = await readPage(base, { page }, (matching) =>
    matching
      .selectAll()
      .orderBy(newest as "created_at", "desc")
      .orderBy("id", "desc"),
  );
  return rows as unknown as PageResult<PartnerSectionRows[S]>;
}

async function listCommissions(partnerId: string, page: number): Promise<PageResult<CommissionRecord>> {
  const db = await getDb();
  const base = db.selectFrom("commissions").where("commissions.partner_id", "=", partnerId);
  return readPage(base, { page }, (matching) =>
    matching
      .leftJoin("deals", "deals.id", "commissions.deal_id")
      .selectAll("commissions")
      .select("deals.customer_name as deal_customer_name")
      .orderBy("commissions.created_at", "desc")
      .orderBy("commissions.id", "desc"),
  );
}

/** The partner's deals as choices for a commission (newest first, at most 200). */
export async function listDealOptions(partnerId: string): Promise<{ id: string; label: string }[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("deals")
    .select(["id", "customer_name", "created_at"])
    .where("partner_id", "=", partnerId)
    .orderBy("created_at", "desc")
    .limit(200)
    .execute();
  return rows.map((row) => ({ id: row.id, label: `${row.customer_name} (${formatDay(row.created_at)})` }));
}

export function isPartnerSection(value: string | undefined): value is PartnerSection {
  return partnerSections.includes(value as PartnerSection);
}

/** Everything a partner's dashboard shows, for the console's partner page. */
export async function listPartnerData(partnerId: string) {
  const db = await getDb();
  const [deals, commissions, referrals, resources, training, notifications] = await Promise.all([
    listDeals(partnerId),
    listPartnerCommissions(partnerId),
    listReferrals(partnerId),
    listResources(partnerId),
    listTraining(partnerId),
    db
      .selectFrom("notifications")
      .selectAll()
      .where("partner_id", "=", partnerId)
      .orderBy("created_at", "desc")
      .execute(),
  ]);
  return {
    deals,
    commissions,
    referrals,
    resources,
    training,
    notifications: notifications.map((n) => ({
      id: n.id,
      message: n.message,
      createdAt: n.created_at,
      read: n.read_at !== null,
    })),
  };
}
