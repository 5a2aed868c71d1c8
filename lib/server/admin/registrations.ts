import "server-only";
import type { Kysely, Selectable } from "kysely";
import type { ListQuery } from "@/lib/validation/console";
import type { AttachmentsTable, PartnersTable, UsersTable } from "@/lib/server/db/partner-schema";
import { getDb, type Database } from "@/lib/server/db/index";
import { countValue, matchesText, pageWindow, toPage, type PageResult } from "./pagination";

// Registrations waiting for the team: companies whose account is pending approval (open,
// anonymous registrations), with their contacts and uploaded documents.

export interface RegistrationListItem {
  partnerId: string;
  companyName: string;
  contactName: string;
  email: string;
  emailVerified: boolean;
  partnershipType: string | null;
  country: string | null;
  source: string;
  createdAt: string;
  attachmentCount: number;
}

function pending(db: Kysely<Database>, q: string) {
  let query = db
    .selectFrom("partners")
    .leftJoin("users", (join) => join.onRef("users.partner_id", "=", "partners.id").on("users.role", "=", "partner"))
    .where("partners.status", "=", "pending_approval");
  if (q) query = query.where(matchesText(["partners.company_name", "users.email", "users.first_name", "users.last_name"], q));
  return query;
}

export async function listPendingRegistrations({ page, q }: ListQuery): Promise<PageResult<RegistrationListItem>> {
  const db = await getDb();
  const total = countValue(
    await pending(db, q)
      .select((eb) => eb.fn.count("partners.id").distinct().as("n"))
      .executeTakeFirst(),
  );
  const window = pageWindow(total, page);
  // Oldest first: the queue is worked in arrival order. A company has one primary user
  // at registration; should it have more, the earliest is shown.
  const rows = await pending(db, q)
    .select([
      "partners.id",
      "partners.company_name",
      "partners.partnership_type",
      "partners.country",
      "partners.source",
      "partners.created_at",
      (eb) => eb.fn.min("users.email").as("email"),
      (eb) => eb.fn.min("users.first_name").as("first_name"),
      (eb) => eb.fn.min("users.last_name").as("last_name"),
      (eb) => eb.fn.min("users.email_verified_at").as("verified_at"),
      (eb) => eb.selectFrom("attachments").select((inner) => inner.fn.countAll().as("c")).whereRef("attachments.partner_id", "=", "partners.id").as("attachment_count"),
    ])
    .groupBy(["partners.id", "partners.company_name", "partners.partnership_type", "partners.country", "partners.source", "partners.created_at"])
    .orderBy("partners.created_at", "asc")
    .orderBy("partners.id", "asc")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const items = rows.map((row) => ({
    partnerId: row.id,
    companyName: row.company_name,
    contactName: [row.first_name, row.last_name].filter(Boolean).join(" ") || "—",
    email: row.email ?? "—",
    emailVerified: row.verified_at !== null,
    partnershipType: row.partnership_type,
    country: row.country,
    source: row.source,
    createdAt: row.created_at,
    attachmentCount: Number(row.attachment_count ?? 0),
  }));
  return toPage(items, total, window);
}

export type PartnerRecord = Selectable<PartnersTable>;
export type ContactRecord = Pick<Selectable<UsersTable>, "id" | "email" | "first_name" | "last_name" | "title" | "phone" | "linkedin_url" | "email_verified_at" | "last_login_at" | "created_at">;
export type AttachmentRecord = Pick<Selectable<AttachmentsTable>, "id" | "original_name" | "mime_type" | "size_bytes" | "created_at">;

export interface CompanyRecord {
  partner: PartnerRecord;
  profile: Record<string, unknown>;
  contacts: ContactRecord[];
  attachments: AttachmentRecord[];
}

function parseProfile(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
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
      .select(["id", "email", "first_name", "last_name", "title", "phone", "linkedin_url", "email_verified_at", "last_login_at", "created_at"])
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
