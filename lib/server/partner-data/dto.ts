import "server-only";
import type { Selectable } from "kysely";
import type { CommissionsTable, ReferralsTable, ResourcesTable, TrainingCoursesTable } from "@/lib/server/db/partner-schema";
import type { Commission } from "@/lib/types/commissions";
import type { Referral } from "@/lib/types/referrals";
import { resourceDownloadPath, type Resource } from "@/lib/types/resources";
import type { TrainingCourse } from "@/lib/types/training";

// Rows to the dashboard's shapes (lib/types/; a deal's: lib/server/deals/records.ts).
// Commissions keep the `_id` name the portal reads; PostgreSQL returns sums and counts as
// strings, hence Number().

export function toCommissionDto(row: Selectable<CommissionsTable> & { customer_name: string | null }): Commission {
  return {
    _id: row.id,
    dealId: row.deal_id && row.customer_name !== null ? { _id: row.deal_id, customerName: row.customer_name } : null,
    amount: Number(row.amount),
    rate: Number(row.rate),
    status: row.status,
    payoutDate: row.payout_date,
    paymentReference: row.payment_reference,
    createdAt: row.created_at,
  };
}

export function toReferralDto(row: Selectable<ReferralsTable>): Referral {
  return {
    id: row.id,
    company: row.company,
    contact: row.contact,
    email: row.email,
    phone: row.phone ?? "",
    expectedValue: Number(row.expected_value),
    notes: row.notes ?? "",
    status: row.status,
    referredDate: row.referred_date,
    lastFollowUpAt: row.last_follow_up_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toResourceDto(row: Selectable<ResourcesTable>): Resource {
  return {
    id: row.id, title: row.title, description: row.description, downloadCount: Number(row.download_count), lastUpdated: row.last_updated, category: row.category, type: row.type, url: row.url,
    // A stored file is served to signed-in partners only, through this one address.
    downloadUrl: row.file_key ? resourceDownloadPath(row.id) : null,
  };
}

export function toTrainingDto(row: Selectable<TrainingCoursesTable>): TrainingCourse {
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
