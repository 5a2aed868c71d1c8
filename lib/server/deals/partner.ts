import "server-only";
import { toMinor } from "@/lib/money";
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type SqlBool } from "kysely";
import { ApiError } from "@/lib/api/errors";
import { dealMessages, EXTENSION_WINDOW_DAYS, type DealRegistration } from "@/lib/validation/deals";
import { getDb, type Database } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import {
  containsPattern,
  countValue,
  pageWindow,
  PARTNER_LIST_LIMIT,
  toPage,
} from "@/lib/server/db/pagination";
import type { PartnerRow } from "@/lib/server/auth/users";
import { dealReceivedMail, dealSubmittedTeamMail, extensionRequestedTeamMail } from "./emails";
import { cachedDealCount } from "./list-count";
import { protectedDomainOf } from "./customer-domain";
import { conflictFor, dealHistory, domainHolder, recordDealEvent, toDealDto, type DealRow } from "./records";
import { DAY_MS } from "@/lib/time";
import type { Deal } from "@/lib/types/deals";

// The partner's side of deal registration: register, edit while pending, withdraw, read
// with history, request one extension. Every query is scoped to the session's partner; an
// id of another partner's deal is simply not found (404).

export interface PartnerActor {
  partnerId: string;
  userId: string;
  email: string;
  companyName: string;
}

async function ownDeal(db: Kysely<Database>, partnerId: string, dealId: string): Promise<DealRow> {
  const row = await db
    .selectFrom("deals")
    .selectAll()
    .where("id", "=", dealId)
    .where("partner_id", "=", partnerId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, dealMessages.notFound);
  return row;
}

function registrationColumns(input: DealRegistration) {
  return {
    customer_name: input.customerName,
    customer_website: input.customerWebsite,
    customer_domain: protectedDomainOf(input.customerWebsite),
    contact_name: input.contactName,
    contact_email: input.contactEmail.toLowerCase(),
    contact_title: input.contactTitle,
    decision_maker_name: input.decisionMaker.name,
    decision_maker_email: input.decisionMaker.email.toLowerCase(),
    deal_size_minor: toMinor(input.dealSize),
    expected_close_date: input.expectedCloseDate,
    products_json: JSON.stringify(input.products),
    notes: input.notes || null,
  };
}

/**
 * Runs `work` in a transaction; a unique violation on the active domain (another request
 * took the customer between our check and our write) becomes the right 409.
 */
async function withDomainGuard<T>(
  db: Kysely<Database>,
  domain: string,
  partnerId: string,
  now: Date,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflictFor(await domainHolder(db, domain, now), partnerId);
  }
}

/** Registers a deal as pending; the team is told and the partner gets a receipt. */
export async function registerDeal(actor: PartnerActor, input: DealRegistration, now = new Date()) {
  const db = await getDb();
  const columns = registrationColumns(input);
  const domain = columns.customer_domain;
  const deal = await withDomainGuard(db, domain, actor.partnerId, now, () =>
    db.transaction().execute(async (trx) => {
      const holder = await domainHolder(trx, domain, now);
      if (holder) throw conflictFor(holder, actor.partnerId);
      const at = now.toISOString();
      const row = await trx
        .insertInto("deals")
        .values({
          id: randomUUID(),
          partner_id: actor.partnerId,
          ...columns,
          active_domain: domain,
          status: "pending",
          stage: "prospecting",
          protection_expires: null,
          review_reason: null,
          approved_at: null,
          extension_status: null,
          extension_reason: null,
          extension_requested_at: null,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordDealEvent(trx, {
        dealId: row.id,
        actorUserId: actor.userId,
        actorRole: "partner",
        kind: "status",
        from: null,
        to: "pending",
        at,
      });
      await enqueueMail(
        trx,
        {
          to: env().PROGRAMME_EMAIL,
          ...dealSubmittedTeamMail({
            id: row.id,
            partnerName: actor.companyName,
            customerName: row.customer_name,
            domain,
            dealSize: input.dealSize,
            expectedCloseDate: input.expectedCloseDate,
          }),
          kind: "deal:submitted",
          refId: row.id,
        },
        "transactional",
      );
      await enqueueMail(
        trx,
        { to: actor.email, ...dealReceivedMail(row.customer_name), kind: "deal:received", refId: row.id },
        "transactional",
      );
      return row;
    }),
  );
  kickMailSender();
  return toDealDto(deal);
}

/** Replaces a pending deal's registration; a new website must be free like a new deal's. */
export async function updateDeal(
  actor: PartnerActor,
  dealId: string,
  input: DealRegistration,
  now = new Date(),
) {
  const db = await getDb();
  const current = await ownDeal(db, actor.partnerId, dealId);
  if (current.status !== "pending") throw new ApiError(409, dealMessages.notEditable);
  const columns = registrationColumns(input);
  const domain = columns.customer_domain;
  const deal = await withDomainGuard(db, domain, actor.partnerId, now, () =>
    db.transaction().execute(async (trx) => {
      if (domain !== current.active_domain) {
        const holder = await domainHolder(trx, domain, now);
        if (holder && holder.id !== dealId) throw conflictFor(holder, actor.partnerId);
      }
      const at = now.toISOString();
      const row = await trx
        .updateTable("deals")
        .set({ ...columns, active_domain: domain, updated_at: at })
        .where("id", "=", dealId)
        .where("partner_id", "=", actor.partnerId)
        .where("status", "=", "pending")
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new ApiError(409, dealMessages.notEditable);
      await recordDealEvent(trx, {
        dealId,
        actorUserId: actor.userId,
        actorRole: "partner",
        kind: "edit",
        at,
      });
      return row;
    }),
  );
  return toDealDto(deal);
}

/** Withdraws a pending or approved deal and frees its customer for other partners. */
export async function withdrawDeal(actor: PartnerActor, dealId: string, now = new Date()) {
  const db = await getDb();
  await ownDeal(db, actor.partnerId, dealId);
  const deal = await db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const before = await trx
      .selectFrom("deals")
      .select("status")
      .where("id", "=", dealId)
      .executeTakeFirstOrThrow();
    const row = await trx
      .updateTable("deals")
      .set({ status: "withdrawn", active_domain: null, updated_at: at })
      .where("id", "=", dealId)
      .where("partner_id", "=", actor.partnerId)
      .where("status", "in", ["pending", "approved"])
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new ApiError(409, dealMessages.notWithdrawable);
    await recordDealEvent(trx, {
      dealId,
      actorUserId: actor.userId,
      actorRole: "partner",
      kind: "status",
      from: before.status,
      to: "withdrawn",
      at,
    });
    return row;
  });
  return toDealDto(deal);
}

/** One of the partner's deals with its history (404 for anyone else's). */
export async function getPartnerDeal(partnerId: string, dealId: string) {
  const db = await getDb();
  const row = await ownDeal(db, partnerId, dealId);
  return { ...toDealDto(row), history: await dealHistory(db, dealId) };
}

export interface DealListQuery {
  page: number;
  pageSize: number;
  q: string;
  status?: string;
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
  if (query.q) base = base.where(sql<SqlBool>`search_text like ${containsPattern(query.q)} escape '\\'`);
  const key = {
    partnerId: partner.id,
    dealsVersion: partner.deals_version,
    status: query.status,
    q: query.q,
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

/** Once, in the last 30 days of an approved deal's protection, the partner asks for 30 more. */
export async function requestExtension(
  actor: PartnerActor,
  dealId: string,
  reason: string,
  now = new Date(),
) {
  const db = await getDb();
  await ownDeal(db, actor.partnerId, dealId);
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() + EXTENSION_WINDOW_DAYS * DAY_MS).toISOString();
  const deal = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("deals")
      .set({
        extension_status: "requested",
        extension_reason: reason,
        extension_requested_at: at,
        updated_at: at,
      })
      .where("id", "=", dealId)
      .where("partner_id", "=", actor.partnerId)
      .where("status", "=", "approved")
      .where("extension_status", "is", null)
      .where("protection_expires", ">", at)
      .where("protection_expires", "<=", windowStart)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new ApiError(409, dealMessages.extensionNotAllowed);
    await recordDealEvent(trx, {
      dealId,
      actorUserId: actor.userId,
      actorRole: "partner",
      kind: "extension",
      to: "requested",
      reason,
      at,
    });
    await enqueueMail(
      trx,
      {
        to: env().PROGRAMME_EMAIL,
        ...extensionRequestedTeamMail({
          id: dealId,
          partnerName: actor.companyName,
          customerName: row.customer_name,
          reason,
        }),
        kind: "deal:extension-requested",
        refId: dealId,
      },
      "transactional",
    );
    return row;
  });
  kickMailSender();
  return toDealDto(deal);
}

/** Count of the partner's deals (the bench seeds thousands; tests check nothing was stored). */
export async function countPartnerDeals(partnerId: string): Promise<number> {
  const db = await getDb();
  return countValue(
    await db
      .selectFrom("deals")
      .select(sql<number>`count(*)`.as("n"))
      .where("partner_id", "=", partnerId)
      .executeTakeFirst(),
  );
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
