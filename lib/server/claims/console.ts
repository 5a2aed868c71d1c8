import "server-only";
import type { Kysely, Selectable } from "kysely";
import { Refusal } from "@/lib/refusal";
import { adminMessages, type ClaimTab, type ListQuery } from "@/lib/validation/admin";
import { getDb, type Database } from "@/lib/server/db";
import type { ClaimsTable } from "@/lib/server/db/schema/registration";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { claimApprovedMail, claimRejectedMail } from "./emails";
import { createRegistrationLink } from "@/lib/server/registration/links";
import { recordAudit } from "@/lib/server/audit/audit";
import { countValue, mapPage, matchesText, type PageResult, readPage } from "@/lib/server/db/pagination";

// The claims queue, for the console's pages and /api/admin/claims alike: one list query,
// one detail, and the two decisions. The pending queue is oldest first (the team works
// through claims in the order they arrived); reviewed claims are newest review first.

export type ClaimRow = Selectable<ClaimsTable> & { reviewer_email: string | null };
export type ClaimListItem = ClaimDto & { contactName: string; reviewedBy: string | null };

const searchColumns = [
  "claims.company_name",
  "claims.company_email",
  "claims.first_name",
  "claims.last_name",
];

function filtered(db: Kysely<Database>, { status, q }: Pick<ListQuery<ClaimTab>, "status" | "q">) {
  let query = db.selectFrom("claims");
  if (status) query = query.where("claims.status", "=", status);
  if (q) query = query.where(matchesText(searchColumns, q));
  return query;
}

/** Claims, optionally of one status and matching a search text, a page at a time. */
export async function listClaims(query: ListQuery<ClaimTab>): Promise<PageResult<ClaimListItem>> {
  const db = await getDb();
  const direction = query.status === "pending" ? "asc" : "desc";
  const orderColumn =
    query.status === "approved" || query.status === "rejected" ? "claims.reviewed_at" : "claims.created_at";
  const page = await readPage(filtered(db, query), query, (claims) =>
    claims
      .leftJoin("users", "users.id", "claims.reviewed_by")
      .selectAll("claims")
      .select("users.email as reviewer_email")
      .orderBy(orderColumn, direction)
      .orderBy("claims.id", direction),
  );
  return mapPage(page, (row) =>
    Object.assign(toClaimDto(row), {
      contactName: `${row.first_name} ${row.last_name}`,
      reviewedBy: row.reviewer_email,
    }),
  );
}

/** A claim as the API answers it. */
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

/** How many claims each tab holds, for the tab labels. */
export async function countClaimsByStatus(): Promise<Record<ClaimTab, number>> {
  const db = await getDb();
  const rows = await db
    .selectFrom("claims")
    .select(["status", (eb) => eb.fn.countAll().as("n")])
    .groupBy("status")
    .execute();
  const counts: Record<ClaimTab, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = countValue(row);
  return counts;
}

export interface ClaimDetail {
  claim: ClaimRow;
  reviewer: string | null;
  /** The registration link an approval sent, if any. */
  link: {
    state: "sent" | "used" | "expired";
    expiresAt: string;
    usedAt: string | null;
    sentCount: number;
  } | null;
}

export async function getClaim(id: string, now = new Date()): Promise<ClaimDetail | null> {
  const db = await getDb();
  const claim = await db
    .selectFrom("claims")
    .leftJoin("users", "users.id", "claims.reviewed_by")
    .selectAll("claims")
    .select("users.email as reviewer_email")
    .where("claims.id", "=", id)
    .executeTakeFirst();
  if (!claim) return null;
  const link = await db
    .selectFrom("registration_links")
    .select(["expires_at", "used_at", "sent_count"])
    .where("claim_id", "=", id)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return {
    claim,
    reviewer: claim.reviewer_email,
    link: link
      ? {
          state: link.used_at ? "used" : link.expires_at <= now.toISOString() ? "expired" : "sent",
          expiresAt: link.expires_at,
          usedAt: link.used_at,
          sentCount: Number(link.sent_count),
        }
      : null,
  };
}

/** The claim's row, or a 409 when it was reviewed already, or a 404. */
async function reviewPending(trx: Kysely<Database>, id: string, set: Partial<Selectable<ClaimsTable>>) {
  const updated = await trx
    .updateTable("claims")
    .set(set)
    .where("id", "=", id)
    .where("status", "=", "pending")
    .returningAll()
    .executeTakeFirst();
  if (updated) return updated;
  const exists = await trx.selectFrom("claims").select("id").where("id", "=", id).executeTakeFirst();
  throw new Refusal(exists ? 409 : 404, exists ? adminMessages.claimReviewed : adminMessages.notFound);
}

/** Approves a pending claim: a registration link valid 7 days goes to the applicant. */
export async function approveClaim(
  id: string,
  actorUserId: string | null,
): Promise<{ claim: ClaimDto; expiresAt: string }> {
  const db = await getDb();
  const result = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const updated = await reviewPending(trx, id, {
      status: "approved",
      reviewed_by: actorUserId,
      reviewed_at: now,
      updated_at: now,
    });
    const link = await createRegistrationLink(trx, {
      kind: "claim",
      email: updated.company_email,
      companyName: updated.company_name,
      claimId: id,
      createdBy: actorUserId,
    });
    await enqueueMail(
      trx,
      {
        to: updated.company_email,
        ...claimApprovedMail(updated.first_name, link.token),
        kind: "claim:approved",
        refId: id,
      },
      "security",
    );
    await recordAudit(trx, {
      actorUserId,
      action: "claim.approved",
      entityType: "claim",
      entityId: id,
      details: { linkId: link.id },
    });
    const row = await trx
      .selectFrom("registration_links")
      .select("expires_at")
      .where("id", "=", link.id)
      .executeTakeFirstOrThrow();
    return { claim: toClaimDto(updated), expiresAt: row.expires_at };
  });
  kickMailSender();
  return result;
}

export async function rejectClaim(id: string, reason: string, actorUserId: string | null): Promise<ClaimDto> {
  const db = await getDb();
  const claim = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const updated = await reviewPending(trx, id, {
      status: "rejected",
      review_reason: reason,
      reviewed_by: actorUserId,
      reviewed_at: now,
      updated_at: now,
    });
    await enqueueMail(
      trx,
      {
        to: updated.company_email,
        ...claimRejectedMail(updated.first_name, reason),
        kind: "claim:rejected",
        refId: id,
      },
      "transactional",
    );
    await recordAudit(trx, {
      actorUserId,
      action: "claim.rejected",
      entityType: "claim",
      entityId: id,
      details: { reason },
    });
    return toClaimDto(updated);
  });
  kickMailSender();
  return claim;
}

/**
 * The applicant's status page says "under review" from the moment a team member first
 * opens a pending claim (its console page or GET /api/admin/claims/{id}); set once, audited.
 */
export async function startClaimReview(id: string, actorUserId: string | null): Promise<void> {
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const started = await trx
      .updateTable("claims")
      .set({ review_started_at: now })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .where("review_started_at", "is", null)
      .executeTakeFirst();
    if (Number(started.numUpdatedRows) === 1)
      await recordAudit(trx, {
        actorUserId,
        action: "claim.review_started",
        entityType: "claim",
        entityId: id,
      });
  });
}
