import "server-only";
import { sql } from "kysely";
import { ApiError } from "@/lib/api/errors";
import { adminMessages, type ListQuery } from "@/lib/validation/admin";
import { getDb } from "@/lib/server/db/index";
import type { PartnerStatus } from "@/lib/server/db/partner-schema";
import type { PartnerRow } from "@/lib/server/auth/users";
import { listAudit, recordAudit } from "./audit-record";
import { containsPattern, offsetOf, type Page } from "./paging";

export function toPartnerDto(row: PartnerRow) {
  return {
    id: row.id,
    companyName: row.company_name,
    website: row.website,
    industry: row.industry,
    companySize: row.company_size,
    annualRevenue: row.annual_revenue,
    gstTaxId: row.gst_tax_id,
    partnershipType: row.partnership_type,
    country: row.country,
    tier: row.tier,
    certificationStatus: row.certification_status,
    points: Number(row.points),
    status: row.status,
    source: row.source,
    reviewReason: row.review_reason,
    profile: JSON.parse(row.profile_json) as Record<string, unknown>,
    createdAt: row.created_at,
  };
}

export async function getPartnerDetail(id: string) {
  const db = await getDb();
  const row = await db.selectFrom("partners").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, adminMessages.notFound);
  const [users, attachments, audit] = await Promise.all([
    db.selectFrom("users").select(["id", "email", "first_name", "last_name", "title", "phone", "email_verified_at", "last_login_at"]).where("partner_id", "=", id).orderBy("created_at").execute(),
    db.selectFrom("attachments").select(["id", "original_name", "mime_type", "size_bytes", "created_at"]).where("partner_id", "=", id).orderBy("created_at").execute(),
    listAudit(db, "partner", id),
  ]);
  return {
    ...toPartnerDto(row),
    users: users.map((u) => ({ id: u.id, email: u.email, firstName: u.first_name, lastName: u.last_name, title: u.title, phone: u.phone, emailVerified: u.email_verified_at !== null, lastLoginAt: u.last_login_at })),
    attachments: attachments.map((a) => ({ id: a.id, name: a.original_name, mimeType: a.mime_type, size: Number(a.size_bytes), createdAt: a.created_at })),
    audit,
  };
}
export type PartnerDetail = Awaited<ReturnType<typeof getPartnerDetail>>;

export async function listPartners(query: ListQuery): Promise<Page<ReturnType<typeof toPartnerDto>>> {
  const db = await getDb();
  let base = db.selectFrom("partners");
  if (query.status) base = base.where("status", "=", query.status as PartnerStatus);
  if (query.search) {
    const pattern = containsPattern(query.search);
    base = base.where(sql<boolean>`lower(company_name) like ${pattern} escape '\\'`);
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy("company_name").limit(query.pageSize).offset(offsetOf(query)).execute(),
    base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toPartnerDto), total: Number(count.n), page: query.page, pageSize: query.pageSize };
}

/** Tier, certification status, points or status; every change is audited with its before and after. */
export async function updatePartner(id: string, changes: { tier?: string; certificationStatus?: string; points?: number; status?: PartnerStatus }, actorUserId: string | null) {
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("partners").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) throw new ApiError(404, adminMessages.notFound);
    const set = {
      ...(changes.tier !== undefined ? { tier: changes.tier } : {}),
      ...(changes.certificationStatus !== undefined ? { certification_status: changes.certificationStatus } : {}),
      ...(changes.points !== undefined ? { points: changes.points } : {}),
      ...(changes.status !== undefined ? { status: changes.status } : {}),
    };
    await trx.updateTable("partners").set({ ...set, updated_at: new Date().toISOString() }).where("id", "=", id).execute();
    const diff = Object.fromEntries(Object.entries(set).map(([key, value]) => [key, { from: before[key as keyof typeof set], to: value }]));
    await recordAudit(trx, { actorUserId, action: "partner.updated", entityType: "partner", entityId: id, details: diff });
  });
  return getPartnerDetail(id);
}
