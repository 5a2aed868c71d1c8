import "server-only";
import type { Selectable } from "kysely";
import { sql } from "kysely";
import { ApiError } from "@/lib/api/errors";
import { adminMessages, type ListQuery } from "@/lib/validation/admin";
import { getDb } from "@/lib/server/db/index";
import type { ClaimsTable } from "@/lib/server/db/partner-schema";
import { enqueueMail, kickMailSender } from "@/lib/server/mail/index";
import { listAudit, recordAudit } from "./audit-record";
import { claimApprovedMail, claimRejectedMail } from "@/lib/server/mail/partner-emails";
import { containsPattern, offsetOf, type Page } from "./paging";
import { createRegistrationLink } from "@/lib/server/registration/links";

export function toClaimDto(row: Selectable<ClaimsTable>) {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    companyName: row.company_name,
    companyEmail: row.company_email,
    website: row.website,
    companySize: row.company_size,
    industry: row.industry,
    customIndustry: row.custom_industry,
    currentTechnology: row.current_technology,
    linkedinUrl: row.linkedin_url,
    country: row.country,
    customCountry: row.custom_country,
    whyJoin: row.why_join,
    additionalInfo: row.additional_info,
    status: row.status,
    reviewReason: row.review_reason,
    reviewedAt: row.reviewed_at,
    createdAt: row.created_at,
  };
}
export type ClaimDto = ReturnType<typeof toClaimDto>;

export async function listClaims(query: ListQuery): Promise<Page<ClaimDto>> {
  const db = await getDb();
  let base = db.selectFrom("claims");
  if (query.status) base = base.where("status", "=", query.status as ClaimsTable["status"]);
  if (query.search) {
    const pattern = containsPattern(query.search);
    base = base.where((eb) => eb.or([eb("company_key", "like", sql<string>`${pattern} escape '\\'`), eb("company_email", "like", sql<string>`${pattern} escape '\\'`)]));
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy("created_at", "desc").limit(query.pageSize).offset(offsetOf(query)).execute(),
    base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toClaimDto), total: Number(count.n), page: query.page, pageSize: query.pageSize };
}

export async function getClaim(id: string) {
  const db = await getDb();
  const row = await db.selectFrom("claims").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, adminMessages.notFound);
  return { ...toClaimDto(row), audit: await listAudit(db, "claim", id) };
}

/** Approves a pending claim: a registration link valid 7 days goes to the applicant. */
export async function approveClaim(id: string, actorUserId: string | null): Promise<{ claim: ClaimDto; expiresAt: string }> {
  const db = await getDb();
  const result = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const updated = await trx
      .updateTable("claims")
      .set({ status: "approved", reviewed_by: actorUserId, reviewed_at: now, updated_at: now })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .returningAll()
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx.selectFrom("claims").select("id").where("id", "=", id).executeTakeFirst();
      throw new ApiError(exists ? 409 : 404, exists ? adminMessages.claimReviewed : adminMessages.notFound);
    }
    const link = await createRegistrationLink(trx, { kind: "claim", email: updated.company_email, companyName: updated.company_name, claimId: id, createdBy: actorUserId });
    await enqueueMail(trx, { to: updated.company_email, ...claimApprovedMail(updated.first_name, link.token), kind: "claim:approved", refId: id });
    await recordAudit(trx, { actorUserId, action: "claim.approved", entityType: "claim", entityId: id, details: { linkId: link.id } });
    const row = await trx.selectFrom("registration_links").select("expires_at").where("id", "=", link.id).executeTakeFirstOrThrow();
    return { claim: toClaimDto(updated), expiresAt: row.expires_at };
  });
  kickMailSender();
  return result;
}

export async function rejectClaim(id: string, reason: string, actorUserId: string | null): Promise<ClaimDto> {
  const db = await getDb();
  const claim = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const updated = await trx
      .updateTable("claims")
      .set({ status: "rejected", review_reason: reason, reviewed_by: actorUserId, reviewed_at: now, updated_at: now })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .returningAll()
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx.selectFrom("claims").select("id").where("id", "=", id).executeTakeFirst();
      throw new ApiError(exists ? 409 : 404, exists ? adminMessages.claimReviewed : adminMessages.notFound);
    }
    await enqueueMail(trx, { to: updated.company_email, ...claimRejectedMail(updated.first_name, reason), kind: "claim:rejected", refId: id });
    await recordAudit(trx, { actorUserId, action: "claim.rejected", entityType: "claim", entityId: id, details: { reason } });
    return toClaimDto(updated);
  });
  kickMailSender();
  return claim;
}
