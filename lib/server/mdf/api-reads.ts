import "server-only";
import { Refusal } from "@/lib/refusal";
import { minorFromDb } from "@/lib/money";
import { getDb } from "@/lib/server/db";
import { readCursorPage } from "@/lib/server/db/cursor";
import type { ApiListQuery } from "@/lib/validation/api";
import { mdfMessages, type MdfClaimStatus, type MdfRequestStatus } from "@/lib/validation/mdf";
import type { ApiMdfClaim, ApiMdfRequest } from "@/lib/validation/mdf-api";
import type { MdfClaimRow, MdfRequestRow } from "./records";
import type { Db } from "@/lib/server/db";

// Market development as /api/v1 reads it (scope mdf:read): every partner's for a team key,
// the company's own for a partner key. Webhook events carry the same shapes.

const orNull = (value: number | string | null) => (value === null ? null : minorFromDb(value));

export function toApiMdfRequest(row: MdfRequestRow): ApiMdfRequest {
  return {
    id: row.id,
    partnerId: row.partner_id,
    quarter: row.quarter,
    activityType: row.activity_type,
    title: row.title,
    description: row.description,
    startDate: row.start_date,
    endDate: row.end_date,
    expectedLeads: row.expected_leads === null ? null : Number(row.expected_leads),
    amount: minorFromDb(row.amount_minor),
    approvedAmount: orNull(row.approved_minor),
    currency: row.currency,
    status: row.status,
    decisionReason: row.decision_reason,
    claimDeadline: row.claim_deadline,
    planFileName: row.plan_file_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toApiMdfClaim(row: MdfClaimRow, reimbursementId: string | null): ApiMdfClaim {
  return {
    id: row.id,
    requestId: row.request_id,
    partnerId: row.partner_id,
    actualSpend: minorFromDb(row.actual_spend_minor),
    amount: minorFromDb(row.amount_minor),
    approvedAmount: orNull(row.approved_minor),
    currency: row.currency,
    status: row.status,
    results: row.results,
    decisionReason: row.decision_reason,
    reimbursementId,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The claim in its API shape, with its ledger line's id once approved. */
export async function apiMdfClaimOf(db: Db, row: MdfClaimRow): Promise<ApiMdfClaim> {
  const line = await db
    .selectFrom("commissions")
    .select("id")
    .where("mdf_claim_id", "=", row.id)
    .executeTakeFirst();
  return toApiMdfClaim(row, line?.id ?? null);
}

export async function listApiMdfRequests(
  scope: { partnerId: string | null },
  query: ApiListQuery<MdfRequestStatus>,
) {
  const db = await getDb();
  let base = db.selectFrom("mdf_requests").selectAll();
  if (scope.partnerId) base = base.where("partner_id", "=", scope.partnerId);
  if (query.status) base = base.where("status", "=", query.status);
  return readCursorPage(base, query, toApiMdfRequest);
}

export async function getApiMdfRequest(scope: { partnerId: string | null }, id: string) {
  const db = await getDb();
  let read = db.selectFrom("mdf_requests").selectAll().where("id", "=", id);
  if (scope.partnerId) read = read.where("partner_id", "=", scope.partnerId);
  const row = await read.executeTakeFirst();
  if (!row) throw new Refusal(404, mdfMessages.notFound);
  return toApiMdfRequest(row);
}

export async function listApiMdfClaims(
  scope: { partnerId: string | null },
  query: ApiListQuery<MdfClaimStatus>,
) {
  const db = await getDb();
  let base = db.selectFrom("mdf_claims").selectAll();
  if (scope.partnerId) base = base.where("partner_id", "=", scope.partnerId);
  if (query.status) base = base.where("status", "=", query.status);
  const page = await readCursorPage(base, query, (row) => row);
  const ids = page.data.map((row) => row.id);
  const lines = ids.length
    ? await db
        .selectFrom("commissions")
        .select(["id", "mdf_claim_id"])
        .where("mdf_claim_id", "in", ids)
        .execute()
    : [];
  const lineOf = new Map(lines.map((line) => [line.mdf_claim_id, line.id]));
  return {
    data: page.data.map((row) => toApiMdfClaim(row, lineOf.get(row.id) ?? null)),
    nextCursor: page.nextCursor,
  };
}
