import "server-only";
import type { Kysely, Selectable } from "kysely";
import type { ClaimTab, ListQuery } from "@/lib/validation/console";
import type { ClaimsTable } from "@/lib/server/db/partner-schema";
import { getDb, type Database } from "@/lib/server/db/index";
import { countValue, matchesText, pageWindow, toPage, type PageResult } from "./pagination";

// The claims queue: one tab per status, searchable, newest first (oldest first for the
// pending tab, so the team works through the queue in the order claims arrived).

export type ClaimRow = Selectable<ClaimsTable>;

export interface ClaimListItem {
  id: string;
  companyName: string;
  contactName: string;
  companyEmail: string;
  country: string;
  industry: string;
  createdAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  reviewReason: string | null;
}

const searchColumns = ["claims.company_name", "claims.company_email", "claims.first_name", "claims.last_name"];

function filtered(db: Kysely<Database>, status: ClaimTab, q: string) {
  let query = db.selectFrom("claims").where("claims.status", "=", status);
  if (q) query = query.where(matchesText(searchColumns, q));
  return query;
}

export async function listClaims(status: ClaimTab, { page, q }: ListQuery): Promise<PageResult<ClaimListItem>> {
  const db = await getDb();
  const total = countValue(await filtered(db, status, q).select((eb) => eb.fn.countAll().as("n")).executeTakeFirst());
  const window = pageWindow(total, page);
  const direction = status === "pending" ? "asc" : "desc";
  const rows = await filtered(db, status, q)
    .leftJoin("users", "users.id", "claims.reviewed_by")
    .selectAll("claims")
    .select("users.email as reviewer_email")
    .orderBy(status === "pending" ? "claims.created_at" : "claims.reviewed_at", direction)
    .orderBy("claims.id", direction)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const items = rows.map((row) => ({
    id: row.id,
    companyName: row.company_name,
    contactName: `${row.first_name} ${row.last_name}`,
    companyEmail: row.company_email,
    country: row.country === "other" ? (row.custom_country ?? "Other") : row.country,
    industry: row.industry === "other" ? (row.custom_industry ?? "Other") : row.industry,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    reviewedBy: row.reviewer_email,
    reviewReason: row.review_reason,
  }));
  return toPage(items, total, window);
}

/** How many claims each tab holds, for the tab labels. */
export async function countClaimsByStatus(): Promise<Record<ClaimTab, number>> {
  const db = await getDb();
  const rows = await db.selectFrom("claims").select(["status", (eb) => eb.fn.countAll().as("n")]).groupBy("status").execute();
  const counts: Record<ClaimTab, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = countValue(row);
  return counts;
}

export interface ClaimDetail {
  claim: ClaimRow;
  reviewer: string | null;
  /** The registration link an approval sent, if any. */
  link: { state: "sent" | "used" | "expired"; expiresAt: string; usedAt: string | null; sentCount: number } | null;
}

export async function getClaim(id: string, now = new Date()): Promise<ClaimDetail | null> {
  const db = await getDb();
  const claim = await db.selectFrom("claims").selectAll().where("id", "=", id).executeTakeFirst();
  if (!claim) return null;
  const reviewer = claim.reviewed_by
    ? ((await db.selectFrom("users").select("email").where("id", "=", claim.reviewed_by).executeTakeFirst())?.email ?? null)
    : null;
  const link = await db
    .selectFrom("registration_links")
    .select(["expires_at", "used_at", "sent_count"])
    .where("claim_id", "=", id)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return {
    claim,
    reviewer,
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
