import "server-only";
import type { Kysely, Selectable } from "kysely";
import { Refusal } from "@/lib/refusal";
import { adminMessages, type ListQuery } from "@/lib/validation/admin";
import type { CertificationStatus } from "@/lib/validation/partner-options";
import type { UsersTable } from "@/lib/server/db/schema/auth";
import type { AttachmentsTable, PartnersTable, PartnerStatus } from "@/lib/server/db/schema/partners";
import { getDb, type Database } from "@/lib/server/db";
import { startOnboarding } from "@/lib/server/training/onboarding";
import { listAuditTrail, recordAudit } from "@/lib/server/audit/audit";
import { commissionRateView } from "@/lib/server/commissions/console";
import { mapPage, matchesText, type PageResult, readPage } from "@/lib/server/db/pagination";

// The partner directory, for the console's pages and /api/admin/partners alike: every
// company, searchable by company name, website, contact email or contact name, newest
// first; one company with its people and documents; and the team's changes to it.

export type PartnerRecord = Selectable<PartnersTable>;
export type PartnerListItem = PartnerDto & { primaryEmail: string | null };

function partners(db: Kysely<Database>, { status, q }: Pick<ListQuery<PartnerStatus>, "status" | "q">) {
  let query = db.selectFrom("partners");
  if (status) query = query.where("partners.status", "=", status);
  if (q) {
    // A company matches when its name does or when any of its users does.
    const users = db
      .selectFrom("users")
      .select("users.partner_id")
      .where("users.partner_id", "is not", null)
      .where(matchesText(["users.email", "users.first_name", "users.last_name"], q));
    query = query.where((eb) =>
      eb.or([matchesText(["partners.company_name", "partners.website"], q), eb("partners.id", "in", users)]),
    );
  }
  return query;
}

export async function listPartners(query: ListQuery<PartnerStatus>): Promise<PageResult<PartnerListItem>> {
  const db = await getDb();
  const rows = await readPage(partners(db, query), query, (matching) =>
    matching
      .selectAll("partners")
      .select((eb) =>
        eb
          .selectFrom("users")
          .select("users.email")
          .whereRef("users.partner_id", "=", "partners.id")
          .orderBy("users.created_at", "asc")
          .limit(1)
          .as("primary_email"),
      )
      .orderBy("partners.created_at", "desc")
      .orderBy("partners.id", "desc"),
  );
  return mapPage(rows, (row) => Object.assign(toPartnerDto(row), { primaryEmail: row.primary_email }));
}

export type ContactRecord = Pick<
  Selectable<UsersTable>,
  | "id"
  | "email"
  | "first_name"
  | "last_name"
  | "title"
  | "phone"
  | "linkedin_url"
  | "email_verified_at"
  | "last_login_at"
  | "created_at"
>;
export type AttachmentRecord = Pick<
  Selectable<AttachmentsTable>,
  "id" | "original_name" | "mime_type" | "size_bytes" | "created_at"
>;

export interface CompanyRecord {
  partner: PartnerRecord;
  profile: Record<string, unknown>;
  contacts: ContactRecord[];
  attachments: AttachmentRecord[];
}

function parseProfile(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A company with its people and documents: the registration review and the partner page. */
export async function getCompanyRecord(partnerId: string): Promise<CompanyRecord | null> {
  const db = await getDb();
  const partner = await db.selectFrom("partners").selectAll().where("id", "=", partnerId).executeTakeFirst();
  if (!partner) return null;
  const [contacts, attachments] = await Promise.all([
    db
      .selectFrom("users")
      .select([
        "id",
        "email",
        "first_name",
        "last_name",
        "title",
        "phone",
        "linkedin_url",
        "email_verified_at",
        "last_login_at",
        "created_at",
      ])
      .where("partner_id", "=", partnerId)
      .orderBy("created_at", "asc")
      .execute(),
    db
      .selectFrom("attachments")
      .select(["id", "original_name", "mime_type", "size_bytes", "created_at"])
      .where("partner_id", "=", partnerId)
      .orderBy("created_at", "asc")
      .execute(),
  ]);
  return { partner, profile: parseProfile(partner.profile_json), contacts, attachments };
}

/** A partner company as the API answers it. */
export function toPartnerDto(row: PartnerRecord) {
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
    ...commissionRateView(row),
    status: row.status,
    source: row.source,
    reviewReason: row.review_reason,
    profile: parseProfile(row.profile_json),
    createdAt: row.created_at,
  };
}
export type PartnerDto = ReturnType<typeof toPartnerDto>;

/** One company with its users, attachments and audit trail, as the API answers it (404 when unknown). */
export async function getPartnerDetail(id: string) {
  const record = await getCompanyRecord(id);
  if (!record) throw new Refusal(404, adminMessages.notFound);
  const audit = await listAuditTrail("partner", id);
  return {
    ...toPartnerDto(record.partner),
    users: record.contacts.map((u) => ({
      id: u.id,
      email: u.email,
      firstName: u.first_name,
      lastName: u.last_name,
      title: u.title,
      phone: u.phone,
      emailVerified: u.email_verified_at !== null,
      lastLoginAt: u.last_login_at,
    })),
    attachments: record.attachments.map((a) => ({
      id: a.id,
      name: a.original_name,
      mimeType: a.mime_type,
      size: Number(a.size_bytes),
      createdAt: a.created_at,
    })),
    audit: audit.items,
  };
}
export type PartnerDetail = Awaited<ReturnType<typeof getPartnerDetail>>;

/** Certification status, points or status; every change is audited with its before and after. */
export async function updatePartner(
  id: string,
  changes: { certificationStatus?: CertificationStatus; points?: number; status?: PartnerStatus },
  actorUserId: string | null,
) {
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("partners").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) throw new Refusal(404, adminMessages.notFound);
    const set = {
      ...(changes.certificationStatus !== undefined
        ? { certification_status: changes.certificationStatus }
        : {}),
      ...(changes.points !== undefined ? { points: changes.points } : {}),
      ...(changes.status !== undefined ? { status: changes.status } : {}),
    };
    await trx
      .updateTable("partners")
      .set({ ...set, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    if (changes.status === "active" && before.status !== "active") await startOnboarding(trx, id);
    const diff = Object.fromEntries(
      Object.entries(set).map(([key, value]) => [key, { from: before[key as keyof typeof set], to: value }]),
    );
    await recordAudit(trx, {
      actorUserId,
      action: "partner.updated",
      entityType: "partner",
      entityId: id,
      details: diff,
    });
  });
  return getPartnerDetail(id);
}
