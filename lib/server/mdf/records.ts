import "server-only";
import type { Selectable, Transaction } from "kysely";
import { minorFromDb } from "@/lib/money";
import type { Database } from "@/lib/server/db";
import type { MdfClaimsTable, MdfRequestsTable } from "@/lib/server/db/schema/mdf";
import { getDialect } from "@/lib/server/db";
import type { MdfClaimView, MdfRequestView } from "@/lib/validation/mdf";
import type { Db } from "@/lib/server/db";

// Market development rows as the portal, the console and the API answer them.

export type MdfRequestRow = Selectable<MdfRequestsTable>;
export type MdfClaimRow = Selectable<MdfClaimsTable>;

const minorOrNull = (value: number | string | null) => (value === null ? null : minorFromDb(value));

export function toClaimView(
  row: MdfClaimRow,
  files: { id: string; original_name: string }[],
  paid: boolean,
): MdfClaimView {
  return {
    id: row.id,
    requestId: row.request_id,
    status: row.status,
    actualSpendMinor: minorFromDb(row.actual_spend_minor),
    amountMinor: minorFromDb(row.amount_minor),
    approvedMinor: minorOrNull(row.approved_minor),
    currency: row.currency,
    results: row.results,
    decisionReason: row.decision_reason,
    files: files.map((file) => ({ id: file.id, name: file.original_name })),
    paid,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

export function toRequestView(
  row: MdfRequestRow,
  extra: { claim: MdfClaimView | null; results: MdfRequestView["results"] },
): MdfRequestView {
  return {
    id: row.id,
    quarter: row.quarter,
    activityType: row.activity_type,
    title: row.title,
    description: row.description,
    startDate: row.start_date,
    endDate: row.end_date,
    expectedLeads: row.expected_leads === null ? null : Number(row.expected_leads),
    expectedAttendees: row.expected_attendees === null ? null : Number(row.expected_attendees),
    expectedPipelineMinor: minorOrNull(row.expected_pipeline_minor),
    amountMinor: minorFromDb(row.amount_minor),
    approvedMinor: minorOrNull(row.approved_minor),
    currency: row.currency,
    status: row.status,
    decisionReason: row.decision_reason,
    claimDeadline: row.claim_deadline,
    planFile: row.plan_file_name ? { name: row.plan_file_name } : null,
    requestedBy: row.requested_by ? { userId: row.requested_by, name: row.requested_by_name ?? "" } : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    claim: extra.claim,
    results: extra.results,
  };
}

/** Each request with its latest claim (its files, whether it is paid) and its deals' results. */
export async function requestViews(db: Db, rows: MdfRequestRow[]): Promise<MdfRequestView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [claims, deals] = await Promise.all([
    db
      .selectFrom("mdf_claims")
      .leftJoin("commissions", "commissions.mdf_claim_id", "mdf_claims.id")
      .selectAll("mdf_claims")
      .select("commissions.status as line_status")
      .where("mdf_claims.request_id", "in", ids)
      .orderBy("mdf_claims.created_at", "asc")
      .execute(),
    db
      .selectFrom("deals")
      .select(["mdf_request_id", "status", "deal_size_minor", "currency"])
      .where("mdf_request_id", "in", ids)
      .execute(),
  ]);
  const files = claims.length
    ? await db
        .selectFrom("mdf_claim_files")
        .select(["id", "claim_id", "original_name"])
        .where(
          "claim_id",
          "in",
          claims.map((claim) => claim.id),
        )
        .orderBy("created_at")
        .execute()
    : [];
  return rows.map((row) => {
    const latest = claims.filter((claim) => claim.request_id === row.id).at(-1);
    const own = deals.filter((deal) => deal.mdf_request_id === row.id);
    // Deals in another currency than the activity's are counted, not added at face value.
    const same = own.filter((deal) => deal.currency === row.currency);
    const sum = (list: typeof own) =>
      list.reduce((total, deal) => total + minorFromDb(deal.deal_size_minor), 0);
    const closed = new Set(["closed_won", "closed_lost", "rejected", "withdrawn"]);
    return toRequestView(row, {
      claim: latest
        ? toClaimView(
            latest,
            files.filter((file) => file.claim_id === latest.id),
            latest.line_status === "paid",
          )
        : null,
      results: {
        dealCount: own.length,
        wonDeals: own.filter((deal) => deal.status === "closed_won").length,
        pipelineMinor: sum(same.filter((deal) => !closed.has(deal.status))),
        wonMinor: sum(same.filter((deal) => deal.status === "closed_won")),
        otherCurrencyDeals: own.length - same.length,
      },
    });
  });
}

/** A request read for a change: locked on PostgreSQL (SQLite's transactions are serialised). */
export async function lockRequest(trx: Transaction<Database>, id: string, partnerId?: string) {
  let read = trx.selectFrom("mdf_requests").selectAll().where("id", "=", id);
  if (partnerId) read = read.where("partner_id", "=", partnerId);
  if ((await getDialect()) === "postgres") read = read.forUpdate();
  return read.executeTakeFirst();
}

/** Serialises a partner's budget changes: the partner's row, locked on PostgreSQL. */
export async function lockPartnerBudget(trx: Transaction<Database>, partnerId: string): Promise<boolean> {
  let read = trx.selectFrom("partners").select("id").where("id", "=", partnerId);
  if ((await getDialect()) === "postgres") read = read.forUpdate();
  return Boolean(await read.executeTakeFirst());
}
