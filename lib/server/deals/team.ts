import "server-only";
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction, type Updateable } from "kysely";
import { ApiError } from "@/lib/api/errors";
import { enumLabel } from "@/content/portal-labels";
import { adminMessages, listQueryWithStatuses, type ListQuery } from "@/lib/validation/admin";
import { dealMessages, EXTENSION_DAYS } from "@/lib/validation/deals";
import { dealStatuses, type Deal, type DealStage } from "@/lib/types/deals";
import { dealInputSchema, updateSchemaOf } from "@/lib/validation/partner-data";
import { parseWith } from "@/lib/validation/parse";
import { getDb, getDialect, type Database } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { createWonCommission } from "@/lib/server/commissions/won-deal";
import { reverseDealCommission } from "@/lib/server/commissions/ledger";
import { formatMoney, minorFromDb, toMajor, toMinor } from "@/lib/money";
import { dealDecisionMail } from "@/lib/server/deals/emails";
import { dealHistory, domainHolder, partnerEmail, recordDealEvent, toDealDto, type DealRow } from "./records";
import { assertEditorMayDelete, editorChanges, recordEditorChange } from "./team-edits";
import { recordAudit } from "@/lib/server/admin/audit";
import { toColumns } from "@/lib/server/db/columns";
import { countValue, matchesText, pageWindow, toPage } from "@/lib/server/db/pagination";
import { DAY_MS } from "@/lib/time";

// The deals queue, for the console and /api/admin/deals alike: approve (protection starts),
// reject with a reason, set the stage (closed won earns the commission), grant or refuse an
// extension. Each decision is audited and kept in the deal's history, and emailed to the
// partner (transactional, kind deal:*) unless the partner turned deal updates off:
// enqueueMail asks mayEnqueue (lib/server/notifications/preferences.ts) for every message,
// so the deal_updates switch holds these back while the decision itself still stands.

export const dealQueueTabs = ["pending", "approved", "extension", "closed", "all"] as const;
export type DealQueueTab = (typeof dealQueueTabs)[number];
/** GET /api/admin/deals filters by a tab of the console or one deal status; anything else is a 400. */
export const dealQueueQuerySchema = listQueryWithStatuses([...dealQueueTabs, ...dealStatuses]);

function filtered(db: Kysely<Database>, query: Pick<ListQuery, "q" | "status">) {
  let base = db.selectFrom("deals").innerJoin("partners", "partners.id", "deals.partner_id");
  if (query.status === "extension") base = base.where("deals.extension_status", "=", "requested");
  else if (query.status === "closed")
    base = base.where("deals.status", "in", ["closed_won", "closed_lost", "rejected", "withdrawn"]);
  else if (query.status && query.status !== "all") base = base.where("deals.status", "=", query.status);
  if (query.q)
    base = base.where(
      matchesText(["deals.customer_name", "deals.customer_domain", "partners.company_name"], query.q),
    );
  return base;
}

/** The queue: pending first, oldest first (the team works in arrival order). */
export async function listDealQueue(query: ListQuery) {
  const db = await getDb();
  const total = countValue(
    await filtered(db, query)
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst(),
  );
  const window = pageWindow(total, query.page, query.pageSize);
  const rows = await filtered(db, query)
    .selectAll("deals")
    .select("partners.company_name as partner_name")
    .orderBy(sql`case when deals.status = 'pending' then 0 else 1 end`)
    .orderBy("deals.created_at", "asc")
    .orderBy("deals.id", "asc")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return toPage(
    rows.map((row) =>
      Object.assign(toDealDto(row), { partnerId: row.partner_id, partnerName: row.partner_name }),
    ),
    total,
    window,
  );
}

export async function getAdminDeal(id: string) {
  const db = await getDb();
  const row = await db
    .selectFrom("deals")
    .innerJoin("partners", "partners.id", "deals.partner_id")
    .selectAll("deals")
    .select("partners.company_name as partner_name")
    .where("deals.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const commission = await db
    .selectFrom("commissions")
    .select(["id", "amount_minor", "currency", "rate", "status"])
    .where("won_deal_id", "=", id)
    .executeTakeFirst();
  return {
    ...toDealDto(row),
    partnerId: row.partner_id,
    partnerName: row.partner_name,
    history: await dealHistory(db, id),
    commission: commission
      ? {
          id: commission.id,
          amount: toMajor(minorFromDb(commission.amount_minor), commission.currency),
          currency: commission.currency,
          rate: Number(commission.rate),
          status: commission.status,
        }
      : null,
  };
}

type Decision = { actorUserId: string | null; now?: Date };

/** Runs one decision on a deal in a transaction, then emails the partner and wakes the sender. */
async function decide<T>(
  id: string,
  work: (
    trx: Transaction<Database>,
    deal: DealRow,
  ) => Promise<{ result: T; mail: { decision: string; reason?: string | null; kind: string } }>,
): Promise<T> {
  const db = await getDb();
  const postgres = (await getDialect()) === "postgres";
  const outcome = await db.transaction().execute(async (trx) => {
    // The deal is read locked, so two decisions on it run one after the other and the second
    // sees what the first did (SQLite's transactions are serialized by their `begin immediate`).
    let read = trx.selectFrom("deals").selectAll().where("id", "=", id);
    if (postgres) read = read.forUpdate();
    const deal = await read.executeTakeFirst();
    if (!deal) throw new ApiError(404, adminMessages.notFound);
    const { result, mail } = await work(trx, deal);
    const to = await partnerEmail(trx, deal.partner_id);
    if (to)
      await enqueueMail(
        trx,
        {
          to,
          ...dealDecisionMail(deal.customer_name, mail.decision, mail.reason),
          kind: mail.kind,
          refId: id,
        },
        "transactional",
      );
    return result;
  });
  kickMailSender();
  return outcome;
}

/** Guarded status change: only from `from`; returns the updated row or a 409. */
async function transition(
  trx: Transaction<Database>,
  deal: DealRow,
  from: string[],
  set: Updateable<Database["deals"]>,
  conflict: string,
): Promise<DealRow> {
  const row = await trx
    .updateTable("deals")
    .set(set)
    .where("id", "=", deal.id)
    .where("status", "in", from)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new ApiError(409, conflict);
  return row;
}

export async function approveDeal(id: string, { actorUserId, now = new Date() }: Decision) {
  return decide(id, async (trx, deal) => {
    const at = now.toISOString();
    const expires = new Date(now.getTime() + env().DEAL_PROTECTION_DAYS * DAY_MS).toISOString();
    const row = await transition(
      trx,
      deal,
      ["pending"],
      {
        status: "approved",
        protection_expires: expires,
        approved_at: at,
        review_reason: null,
        updated_at: at,
      },
      dealMessages.dealReviewed,
    );
    await recordDealEvent(trx, {
      dealId: id,
      actorUserId,
      actorRole: "admin",
      kind: "status",
      from: "pending",
      to: "approved",
      at,
    });
    await recordAudit(trx, {
      actorUserId,
      action: "deal.approved",
      entityType: "deal",
      entityId: id,
      details: { protectionExpires: expires },
    });
    return {
      result: toDealDto(row),
      mail: {
        decision: `Your deal registration for ${deal.customer_name} was approved. It is protected until ${expires.slice(0, 10)}.`,
        kind: "deal:approved",
      },
    };
  });
}

export async function rejectDeal(id: string, reason: string, { actorUserId, now = new Date() }: Decision) {
  return decide(id, async (trx, deal) => {
    const at = now.toISOString();
    const row = await transition(
      trx,
      deal,
      ["pending"],
      { status: "rejected", review_reason: reason, active_domain: null, updated_at: at },
      dealMessages.dealReviewed,
    );
    await recordDealEvent(trx, {
      dealId: id,
      actorUserId,
      actorRole: "admin",
      kind: "status",
      from: "pending",
      to: "rejected",
      reason,
      at,
    });
    await recordAudit(trx, {
      actorUserId,
      action: "deal.rejected",
      entityType: "deal",
      entityId: id,
      details: { reason },
    });
    return {
      result: toDealDto(row),
      mail: {
        decision: `Your deal registration for ${deal.customer_name} was not approved.`,
        reason,
        kind: "deal:rejected",
      },
    };
  });
}

/**
 * Moves an approved deal through the stages; closed won and closed lost end it (and free the
 * customer). A won deal may be reopened (back to approved, without its protection) or lost
 * after all: its commission is then reversed by a line of the opposite amount.
 */
export async function setDealStage(
  id: string,
  stage: DealStage,
  { actorUserId, now = new Date() }: Decision,
) {
  return decide(id, async (trx, deal) => {
    const at = now.toISOString();
    const closing = stage === "closed_won" || stage === "closed_lost";
    // The current stage again (a double click, a resent form) is no change: no history
    // entry, audit row or email.
    if ((deal.status === "approved" || deal.status === "closed_won") && deal.stage === stage)
      throw new ApiError(409, dealMessages.stageUnchanged);
    const unwinning = deal.status === "closed_won";
    const status = closing ? stage : "approved";
    const row = await transition(
      trx,
      deal,
      unwinning ? ["closed_won"] : ["approved"],
      { stage, ...(closing || unwinning ? { status, active_domain: null } : {}), updated_at: at },
      dealMessages.stageNotAllowed,
    );
    await recordDealEvent(trx, {
      dealId: id,
      actorUserId,
      actorRole: "admin",
      kind: "stage",
      from: deal.stage,
      to: stage,
      at,
    });
    const actor = { userId: actorUserId, role: "admin" as const };
    const commissionId = stage === "closed_won" ? await createWonCommission(trx, row, now, actor) : null;
    const reversalId = unwinning ? await reverseDealCommission(trx, id, actor, at) : null;
    await recordAudit(trx, {
      actorUserId,
      action: "deal.stage",
      entityType: "deal",
      entityId: id,
      details: {
        from: deal.stage,
        to: stage,
        ...(commissionId ? { commissionId } : {}),
        ...(reversalId ? { reversalId } : {}),
      },
    });
    const commission = commissionId ? await wonCommissionText(trx, commissionId) : "";
    const reversal = reversalId ? " Its commission was reversed." : "";
    return {
      result: { deal: toDealDto(row), commissionId },
      mail: {
        decision: `Your deal with ${deal.customer_name} moved to the ${enumLabel(stage)} stage.${commission}${reversal}`,
        kind: "deal:stage",
      },
    };
  });
}

/** The Closed Won mail names the commission it created. */
async function wonCommissionText(trx: Transaction<Database>, commissionId: string): Promise<string> {
  const line = await trx
    .selectFrom("commissions")
    .select(["amount_minor", "currency", "rate"])
    .where("id", "=", commissionId)
    .executeTakeFirstOrThrow();
  return ` It earned a commission of ${formatMoney(minorFromDb(line.amount_minor), line.currency)} (${Number(line.rate)}% of the deal's value), pending the programme team's approval.`;
}

/** Grants (30 more days of protection) or refuses the partner's extension request. */
export async function decideExtension(
  id: string,
  decision: "grant" | "refuse",
  reason: string | undefined,
  { actorUserId, now = new Date() }: Decision,
) {
  return decide(id, async (trx, deal) => {
    const at = now.toISOString();
    if (deal.extension_status !== "requested" || deal.status !== "approved")
      throw new ApiError(409, dealMessages.noExtensionRequest);
    let set: Updateable<Database["deals"]> = { extension_status: "refused", updated_at: at };
    if (decision === "grant") {
      const expires = new Date(
        new Date(deal.protection_expires ?? at).getTime() + EXTENSION_DAYS * DAY_MS,
      ).toISOString();
      // Protection may have lapsed while the request waited; the customer must still be free.
      if (!deal.active_domain && deal.customer_domain) {
        const holder = await domainHolder(trx, deal.customer_domain, now);
        if (holder && holder.id !== id) throw new ApiError(409, dealMessages.domainTaken);
      }
      set = {
        extension_status: "granted",
        protection_expires: expires,
        active_domain: deal.customer_domain,
        updated_at: at,
      };
    }
    const row = await trx
      .updateTable("deals")
      .set(set)
      .where("id", "=", id)
      .where("extension_status", "=", "requested")
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new ApiError(409, dealMessages.noExtensionRequest);
    const outcome = decision === "grant" ? "granted" : "refused";
    await recordDealEvent(trx, {
      dealId: id,
      actorUserId,
      actorRole: "admin",
      kind: "extension",
      from: "requested",
      to: outcome,
      reason: reason || null,
      at,
    });
    await recordAudit(trx, {
      actorUserId,
      action: `deal.extension_${outcome}`,
      entityType: "deal",
      entityId: id,
      details: { reason: reason || null, protectionExpires: row.protection_expires },
    });
    const text =
      decision === "grant"
        ? `Your extension for ${deal.customer_name} was granted. The deal is now protected until ${(row.protection_expires ?? "").slice(0, 10)}.`
        : `Your extension request for ${deal.customer_name} was refused.`;
    return {
      result: toDealDto(row),
      mail: { decision: text, reason: reason || null, kind: `deal:extension-${outcome}` },
    };
  });
}

// The console's data editor writes a partner's deals through these, under the rules of
// team-edits.ts (a registered deal's workflow fields belong to the queue above).

const dealUpdateSchema = updateSchemaOf(dealInputSchema);

/** The deal's columns of the editor's fields: the decision maker is stored in two, the value in minor units. */
function dealColumns(input: Record<string, unknown>): Record<string, unknown> {
  return toColumns(input, {
    dealSize: (value) => ({ deal_size_minor: toMinor(value as number) }),
    decisionMaker: (value) => {
      const maker = value as { name?: string | null; email?: string | null } | null;
      return { decision_maker_name: maker?.name ?? null, decision_maker_email: maker?.email ?? null };
    },
  });
}

async function readDeal(id: string): Promise<Deal> {
  const db = await getDb();
  const row = await db.selectFrom("deals").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, adminMessages.notFound);
  return toDealDto(row);
}

/** A hand-entered deal (no customer domain, so it holds no customer), audited on the partner. */
export async function createDealByTeam(
  partnerId: string,
  raw: unknown,
  actorUserId: string | null,
): Promise<Deal> {
  const columns = dealColumns(parseWith(dealInputSchema, raw));
  const now = new Date().toISOString();
  const id = randomUUID();
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    // The schema's fields are the table's columns; kysely cannot see that through the mapping.
    await trx
      .insertInto("deals")
      .values({ id, partner_id: partnerId, ...columns, created_at: now, updated_at: now } as never)
      .execute();
    await recordAudit(trx, {
      actorUserId,
      action: "deals.created",
      entityType: "partner",
      entityId: partnerId,
      details: { id },
    });
  });
  return readDeal(id);
}

/** The editor's correction of a deal; an unchanged form changes nothing. */
export async function updateDealByTeam(id: string, raw: unknown, actorUserId: string | null): Promise<Deal> {
  const requested = dealColumns(parseWith(dealUpdateSchema, raw));
  const db = await getDb();
  const current = await db.selectFrom("deals").selectAll().where("id", "=", id).executeTakeFirst();
  if (!current) throw new ApiError(404, adminMessages.notFound);
  const changes = editorChanges(current, requested);
  if (Object.keys(changes).length === 0) return readDeal(id);
  const at = new Date().toISOString();
  changes.updated_at = at;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("deals")
      .set(changes as never)
      .where("id", "=", id)
      .execute();
    await recordEditorChange(trx, current, actorUserId, at);
    await recordAudit(trx, {
      actorUserId,
      action: "deals.updated",
      entityType: "partner",
      entityId: current.partner_id,
      details: { id, changes },
    });
  });
  return readDeal(id);
}

/** Deletes a hand-entered deal; a registered one is refused (see assertEditorMayDelete). */
export async function deleteDealByTeam(id: string, actorUserId: string | null): Promise<void> {
  const db = await getDb();
  const deal = await db
    .selectFrom("deals")
    .select(["partner_id", "customer_domain"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!deal) throw new ApiError(404, adminMessages.notFound);
  assertEditorMayDelete(deal);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("deals").where("id", "=", id).execute();
    await recordAudit(trx, {
      actorUserId,
      action: "deals.deleted",
      entityType: "partner",
      entityId: deal.partner_id,
      details: { id },
    });
  });
}
