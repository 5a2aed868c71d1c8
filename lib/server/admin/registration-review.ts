import "server-only";
import { ApiError } from "@/lib/api/errors";
import { adminMessages, type ListQuery } from "@/lib/validation/admin";
import { getDb } from "@/lib/server/db/index";
import type { PartnerStatus } from "@/lib/server/db/partner-schema";
import { enqueueMail, kickMailSender } from "@/lib/server/mail/index";
import { storedFilePath } from "@/lib/server/uploads/attachments";
import { recordAudit } from "./audit-record";
import { registrationApprovedMail, registrationRejectedMail } from "@/lib/server/mail/partner-emails";
import { offsetOf, type Page } from "./paging";
import { getPartnerDetail, type PartnerDetail } from "./partner-update";

/** Registrations by state (default: waiting for approval), newest first, with contact and attachments. */
export async function listRegistrations(query: ListQuery): Promise<Page<PartnerDetail>> {
  const db = await getDb();
  const status = (query.status ?? "pending_approval") as PartnerStatus;
  const base = db.selectFrom("partners").where("status", "=", status);
  const [rows, count] = await Promise.all([
    base.select("id").orderBy("created_at", "desc").limit(query.pageSize).offset(offsetOf(query)).execute(),
    base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
  ]);
  const items = await Promise.all(rows.map((row) => getPartnerDetail(row.id)));
  return { items, total: Number(count.n), page: query.page, pageSize: query.pageSize };
}

async function decide(partnerId: string, decision: "approved" | "rejected", actorUserId: string | null, reason?: string): Promise<PartnerDetail> {
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const updated = await trx
      .updateTable("partners")
      .set({ status: decision === "approved" ? "active" : "rejected", review_reason: reason ?? null, updated_at: now })
      .where("id", "=", partnerId)
      .where("status", "=", "pending_approval")
      .returning("id")
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx.selectFrom("partners").select("id").where("id", "=", partnerId).executeTakeFirst();
      throw new ApiError(exists ? 409 : 404, exists ? adminMessages.registrationReviewed : adminMessages.notFound);
    }
    const users = await trx.selectFrom("users").select(["email", "first_name"]).where("partner_id", "=", partnerId).execute();
    for (const user of users) {
      const mail = decision === "approved" ? registrationApprovedMail(user.first_name) : registrationRejectedMail(user.first_name, reason ?? "");
      await enqueueMail(trx, { to: user.email, ...mail, kind: `registration:${decision}`, refId: partnerId });
    }
    await recordAudit(trx, { actorUserId, action: `registration.${decision}`, entityType: "partner", entityId: partnerId, details: reason ? { reason } : undefined });
  });
  kickMailSender();
  return getPartnerDetail(partnerId);
}

export const approveRegistration = (partnerId: string, actorUserId: string | null) => decide(partnerId, "approved", actorUserId);
export const rejectRegistration = (partnerId: string, reason: string, actorUserId: string | null) => decide(partnerId, "rejected", actorUserId, reason);

/** An attachment for download by the programme team. */
export async function getAttachmentFile(id: string): Promise<{ path: string; originalName: string; mimeType: string; size: number }> {
  const db = await getDb();
  const row = await db.selectFrom("attachments").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, adminMessages.notFound);
  return { path: storedFilePath(row.stored_name), originalName: row.original_name, mimeType: row.mime_type, size: Number(row.size_bytes) };
}
