import "server-only";
import type { Selectable } from "kysely";
import { minorFromDb, toMajor } from "@/lib/money";
import type { CommissionsTable, DealsTable, ReferralsTable, ResourcesTable, TrainingCoursesTable } from "@/lib/server/db/partner-schema";
import { resourceDownloadPath, type CommissionDto, type DealDto, type ReferralDto, type ResourceDto, type TrainingDto } from "@/lib/validation/partner-data";

// Rows to the dashboard's shapes (section 3). Deals and commissions keep the `_id` name
// the portal reads; PostgreSQL returns sums and counts as strings, hence Number().

export function toDealDto(row: Selectable<DealsTable>): DealDto {
  return {
    _id: row.id,
    customerName: row.customer_name,
    dealSize: toMajor(minorFromDb(row.deal_size_minor), row.currency),
    currency: row.currency,
    status: row.status,
    stage: row.stage,
    createdAt: row.created_at,
    // A rejected or withdrawn deal was never or is no longer protected: withdrawing keeps the
    // old date in the row, and the answer must not show it.
    protectionExpires: row.status === "rejected" || row.status === "withdrawn" ? null : row.protection_expires,
    decisionMaker: { name: row.decision_maker_name, email: row.decision_maker_email },
  };
}

export function toCommissionDto(row: Selectable<CommissionsTable> & { customer_name: string | null }): CommissionDto {
  return {
    _id: row.id,
    dealId: row.deal_id && row.customer_name !== null ? { _id: row.deal_id, customerName: row.customer_name } : null,
    amount: toMajor(minorFromDb(row.amount_minor), row.currency),
    currency: row.currency,
    rate: Number(row.rate),
    status: row.status,
    payoutDate: row.payout_date,
    paymentReference: row.payment_reference,
    createdAt: row.created_at,
    // A paid commission's payout statement (GET /api/partners/payouts/{id}/statement).
    payoutRequestId: row.payout_request_id,
    statementUrl: row.status === "paid" && row.payout_request_id ? `/api/partners/payouts/${row.payout_request_id}/statement` : null,
  };
}

export function toReferralDto(row: Selectable<ReferralsTable>): ReferralDto {
  return { id: row.id, company: row.company, contact: row.contact, email: row.email, expectedValue: Number(row.expected_value), status: row.status, referredDate: row.referred_date };
}

export function toResourceDto(row: Selectable<ResourcesTable>): ResourceDto {
  return {
    id: row.id, title: row.title, description: row.description, downloadCount: Number(row.download_count), lastUpdated: row.last_updated, category: row.category, type: row.type, url: row.url,
    // A stored file is served to signed-in partners only, through this one address.
    downloadUrl: row.file_key ? resourceDownloadPath(row.id) : null,
  };
}

export function toTrainingDto(row: Selectable<TrainingCoursesTable>): TrainingDto {
  return {
    id: row.id,
    title: row.title,
    duration: row.duration,
    currentModule: row.current_module,
    completedDate: row.completed_date,
    status: row.status,
    progress: Number(row.progress),
    certificate: Number(row.certificate) === 1,
  };
}
