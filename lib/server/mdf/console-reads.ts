import "server-only";
import { Refusal } from "@/lib/refusal";
import { getDb } from "@/lib/server/db";
import type { StoredDownload } from "@/lib/server/storage";
import { adminMessages } from "@/lib/validation/admin";
import {
  mdfMessages,
  isMdfRequestStatus,
  type MdfRequestStatus,
  type MdfRequestView,
} from "@/lib/validation/mdf";
import { mdfBudget } from "./budget";
import { quarterOf } from "./quarters";
import { requestViews } from "./records";

// What the console reads of market development: the requests and claims waiting for the
// team, and every activity with its spend (the reimbursement approved) and its return (the
// pipeline and won revenue of the deals that name it).

export type ConsoleMdfRequest = MdfRequestView & { partnerId: string; partnerName: string };

const waiting: MdfRequestStatus[] = ["submitted", "claimed"];

/** `status`: "waiting" (requests and claims to decide, oldest first), "all", or one status. */
export async function listConsoleMdf(status = "waiting", limit = 200): Promise<ConsoleMdfRequest[]> {
  const db = await getDb();
  let query = db
    .selectFrom("mdf_requests")
    .innerJoin("partners", "partners.id", "mdf_requests.partner_id")
    .selectAll("mdf_requests")
    .select("partners.company_name as partner_name");
  if (status === "waiting") query = query.where("mdf_requests.status", "in", waiting);
  else if (isMdfRequestStatus(status)) query = query.where("mdf_requests.status", "=", status);
  const rows = await query
    .orderBy("mdf_requests.updated_at", status === "waiting" ? "asc" : "desc")
    .orderBy("mdf_requests.id")
    .limit(limit)
    .execute();
  const views = await requestViews(db, rows);
  return views.map((view, i) => ({
    ...view,
    partnerId: rows[i]!.partner_id,
    partnerName: rows[i]!.partner_name,
  }));
}

export interface MdfActivityReturn {
  id: string;
  partnerName: string;
  title: string;
  status: MdfRequestStatus;
  currency: string;
  /** The reimbursement approved (what the activity cost the programme). */
  spendMinor: number;
  pipelineMinor: number;
  wonMinor: number;
  dealCount: number;
  /** Won revenue per unit of spend (null without spend). */
  returnRatio: number | null;
}

/** Every approved activity with its spend and return, the latest first. */
export async function listMdfActivities(): Promise<MdfActivityReturn[]> {
  const views = await listConsoleMdf("all", 500);
  return views
    .filter((view) => ["approved", "claimed", "reimbursed", "lapsed"].includes(view.status))
    .map((view) => {
      const spendMinor = view.claim?.status === "approved" ? (view.claim.approvedMinor ?? 0) : 0;
      return {
        id: view.id,
        partnerName: view.partnerName,
        title: view.title,
        status: view.status,
        currency: view.currency,
        spendMinor,
        pipelineMinor: view.results.pipelineMinor,
        wonMinor: view.results.wonMinor,
        dealCount: view.results.dealCount,
        returnRatio: spendMinor > 0 ? Math.round((view.results.wonMinor / spendMinor) * 100) / 100 : null,
      };
    });
}

/** A partner's budget for a quarter (this one by default), as the console shows it; 404 for no partner. */
export async function consolePartnerBudget(partnerId: string, quarter?: string, now = new Date()) {
  const db = await getDb();
  const partner = await db.selectFrom("partners").select("id").where("id", "=", partnerId).executeTakeFirst();
  if (!partner) throw new Refusal(404, adminMessages.notFound);
  return mdfBudget(db, partnerId, quarter ?? quarterOf(now));
}

/** A claim's proof file, for the team's download. */
export async function getClaimFile(id: string): Promise<StoredDownload> {
  const db = await getDb();
  const row = await db.selectFrom("mdf_claim_files").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new Refusal(404, mdfMessages.claimNotFound);
  return {
    key: row.stored_name,
    fileName: row.original_name,
    mimeType: row.mime_type,
    size: Number(row.size),
  };
}
