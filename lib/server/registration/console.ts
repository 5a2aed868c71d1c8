import "server-only";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { toApiPartner } from "@/lib/server/partners/api-reads";
import { sql, type Kysely } from "kysely";
import { Refusal } from "@/lib/refusal";
import { adminMessages, type ListQuery } from "@/lib/validation/admin";
import type { PartnerStatus } from "@/lib/server/db/schema/partners";
import { getDb, type Database } from "@/lib/server/db";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { startOnboarding } from "@/lib/server/training/onboarding";
import { inviteSecondaryContact } from "@/lib/server/members/invitations";
import { registrationApprovedMail, registrationRejectedMail } from "./emails";
import { recordAudit } from "@/lib/server/audit/audit";
import { mapPage, matchesText, type PageResult, readPage } from "@/lib/server/db/pagination";
import { getPartnerDetail, type PartnerDetail } from "@/lib/server/partners/console";
import type { StoredDownload } from "@/lib/server/storage";

// Registrations for the team, for the console's pages and /api/admin/registrations alike:
// companies whose account waits for approval (open, anonymous registrations) by default,
// with their contacts and uploaded documents, and the two decisions.

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

function registrations(db: Kysely<Database>, status: PartnerStatus, q: string) {
  let query = db
    .selectFrom("partners")
    .leftJoin("users", (join) =>
      join.onRef("users.partner_id", "=", "partners.id").on("users.role", "=", "partner"),
    )
    .where("partners.status", "=", status);
  if (q)
    query = query.where(
      matchesText(["partners.company_name", "users.email", "users.first_name", "users.last_name"], q),
    );
  return query;
}

/** Registrations of one state (default: waiting for approval), a page at a time. */
export async function listRegistrations(
  query: ListQuery<PartnerStatus>,
): Promise<PageResult<RegistrationListItem>> {
  const db = await getDb();
  const status = query.status ?? "pending_approval";
  // The waiting queue is oldest first (worked in arrival order); decided ones newest first.
  // A company has one primary user at registration; should it have more, the earliest is shown.
  const direction = status === "pending_approval" ? "asc" : "desc";
  const rows = await readPage(
    registrations(db, status, query.q),
    query,
    (matching) =>
      matching
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
          (eb) =>
            eb
              .selectFrom("attachments")
              .select((inner) => inner.fn.countAll().as("c"))
              .whereRef("attachments.partner_id", "=", "partners.id")
              .as("attachment_count"),
        ])
        .groupBy([
          "partners.id",
          "partners.company_name",
          "partners.partnership_type",
          "partners.country",
          "partners.source",
          "partners.created_at",
        ])
        .orderBy("partners.created_at", direction)
        .orderBy("partners.id", direction),
    // The join repeats a company once per user: count companies.
    sql`count(distinct ${sql.ref("partners.id")})`,
  );
  return mapPage(rows, (row) => ({
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
}

async function decide(
  partnerId: string,
  decision: "approved" | "rejected",
  actorUserId: string | null,
  reason?: string,
): Promise<PartnerDetail> {
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const updated = await trx
      .updateTable("partners")
      .set({
        status: decision === "approved" ? "active" : "rejected",
        review_reason: reason ?? null,
        updated_at: now,
      })
      .where("id", "=", partnerId)
      .where("status", "=", "pending_approval")
      .returning("id")
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx
        .selectFrom("partners")
        .select("id")
        .where("id", "=", partnerId)
        .executeTakeFirst();
      throw new Refusal(
        exists ? 409 : 404,
        exists ? adminMessages.registrationReviewed : adminMessages.notFound,
      );
    }
    if (decision === "approved") {
      await startOnboarding(trx, partnerId);
      const partner = await trx
        .selectFrom("partners")
        .selectAll()
        .where("id", "=", partnerId)
        .executeTakeFirstOrThrow();
      await queueWebhookEvent(trx, "partner.approved", toApiPartner(partner));
      await inviteSecondaryContact(trx, partnerId);
    }
    const users = await trx
      .selectFrom("users")
      .select(["email", "first_name"])
      .where("partner_id", "=", partnerId)
      .execute();
    for (const user of users) {
      const mail =
        decision === "approved"
          ? registrationApprovedMail(user.first_name)
          : registrationRejectedMail(user.first_name, reason ?? "");
      await enqueueMail(
        trx,
        { to: user.email, ...mail, kind: `registration:${decision}`, refId: partnerId },
        "transactional",
      );
    }
    await recordAudit(trx, {
      actorUserId,
      action: `registration.${decision}`,
      entityType: "partner",
      entityId: partnerId,
      details: reason ? { reason } : undefined,
    });
  });
  kickMailSender();
  kickWebhookSender();
  return getPartnerDetail(partnerId);
}

export const approveRegistration = (partnerId: string, actorUserId: string | null) =>
  decide(partnerId, "approved", actorUserId);
export const rejectRegistration = (partnerId: string, reason: string, actorUserId: string | null) =>
  decide(partnerId, "rejected", actorUserId, reason);

/** An attachment for download by the programme team. */
export async function getAttachmentFile(id: string): Promise<StoredDownload> {
  const db = await getDb();
  const row = await db.selectFrom("attachments").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new Refusal(404, adminMessages.notFound);
  return {
    key: row.stored_name,
    fileName: row.original_name,
    mimeType: row.mime_type,
    size: Number(row.size_bytes),
  };
}

/** As startClaimReview: the first time the team opens a registration waiting for approval. */
export async function startRegistrationReview(partnerId: string, actorUserId: string | null): Promise<void> {
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const started = await trx
      .updateTable("partners")
      .set({ review_started_at: now })
      .where("id", "=", partnerId)
      .where("status", "=", "pending_approval")
      .where("review_started_at", "is", null)
      .executeTakeFirst();
    if (Number(started.numUpdatedRows) === 1)
      await recordAudit(trx, {
        actorUserId,
        action: "registration.review_started",
        entityType: "partner",
        entityId: partnerId,
      });
  });
}
