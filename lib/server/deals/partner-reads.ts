import "server-only";
import { sql, type SqlBool } from "kysely";
import { getDb } from "@/lib/server/db";
import {
  containsPattern,
  countValue,
  pageWindow,
  PARTNER_LIST_LIMIT,
  toPage,
} from "@/lib/server/db/pagination";
import type { PartnerRow } from "@/lib/server/auth/users";
import { cachedDealCount } from "./list-count";
import { dealHistory, toDealDto } from "./records";
import { ownDeal } from "./partner-scope";
import { dealCommissionOf } from "@/lib/server/commissions/deal-commission";
import type { Deal, DealWithHistory } from "@/lib/validation/deals";
import type { DealStatus } from "@/lib/validation/deal-options";

/**
 * One of the partner's deals with its history (404 for anyone else's), and its commission
 * when the reader's role may see commissions (`earnings`): one rule for the field wherever it shows.
 */
export async function getPartnerDeal(
  partnerId: string,
  dealId: string,
  access: { earnings: boolean },
): Promise<DealWithHistory> {
  const db = await getDb();
  const row = await ownDeal(db, partnerId, dealId);
  const deal = { ...toDealDto(row), history: await dealHistory(db, dealId) };
  return access.earnings ? { ...deal, commission: await dealCommissionOf(db, row) } : deal;
}

export interface DealListQuery {
  page: number;
  pageSize: number;
  q: string;
  status?: DealStatus;
  /** Only what this user registered ("Mine"). */
  registeredBy?: string;
}

/**
 * The partner's deals, newest first, a page at a time, searchable by company or contact.
 * `partner` is the row read for this request's session: its deals_version keys the total.
 */
export async function listPartnerDeals(
  partner: Pick<PartnerRow, "id" | "deals_version">,
  query: DealListQuery,
) {
  const db = await getDb();
  let base = db.selectFrom("deals").where("partner_id", "=", partner.id);
  if (query.status) base = base.where("status", "=", query.status);
  if (query.registeredBy) base = base.where("registered_by", "=", query.registeredBy);
  if (query.q) base = base.where(sql<SqlBool>`search_text like ${containsPattern(query.q)} escape '\\'`);
  const key = {
    partnerId: partner.id,
    dealsVersion: partner.deals_version,
    status: query.status,
    q: query.q,
    registeredBy: query.registeredBy,
  };
  const total = await cachedDealCount(key, async () =>
    countValue(await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst()),
  );
  const window = pageWindow(total, query.page, query.pageSize);
  const rows = await base
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return toPage(rows.map(toDealDto), total, window);
}

/** The partner's deals in the dashboard's shape, newest first (the console's partner page). */
export async function listDeals(partnerId: string): Promise<Deal[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("deals")
    .selectAll()
    .where("partner_id", "=", partnerId)
    .orderBy("created_at", "desc")
    .limit(PARTNER_LIST_LIMIT)
    .execute();
  return rows.map(toDealDto);
}
