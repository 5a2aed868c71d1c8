import "server-only";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { Refusal } from "@/lib/refusal";
import { formatMoney } from "@/lib/money";
import { getDb, type Database } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { recordAudit } from "@/lib/server/audit/audit";
import type { PartnerActor } from "@/lib/server/actor";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { reportingCurrency } from "@/lib/server/money/exchange-rates";
import { PARTNER_LIST_LIMIT } from "@/lib/server/db/pagination";
import { removeStored, type StoredFile } from "@/lib/server/uploads/attachments";
import { mdfMessages, type MdfBudget, type MdfRequestInput, type MdfRequestView } from "@/lib/validation/mdf";
import { toApiMdfRequest } from "./api-reads";
import { mdfBudget } from "./budget";
import { mdfRequestTeamMail } from "./emails";
import { quarterOf } from "./quarters";
import { lockPartnerBudget, lockRequest, requestViews } from "./records";

// The partner's side of market development: the quarter's budget and the requests, a new
// request (at most what remains), an edit after the team asked for changes, and withdrawal
// before a decision. Claims are in ./claims.ts.
//
// Two requests racing for the last funds: the budget is read and the request inserted in one
// transaction that first takes the partner's row (FOR UPDATE on PostgreSQL; SQLite's
// BEGIN IMMEDIATE serialises every writer), so the second reads the first's reservation and
// gets the 409 naming what remains.

type Trx = Transaction<Database>;

export type MdfActor = Pick<PartnerActor, "partnerId" | "userId" | "name" | "companyName">;

/**
 * GET /api/partners/mdf: a quarter's budget (default: the current one) and the company's requests
 * of every quarter, newest first (a claim may come in a later quarter than its request).
 */
export async function getPartnerMdf(
  partnerId: string,
  quarter?: string,
  now = new Date(),
): Promise<{ budget: MdfBudget; requests: MdfRequestView[] }> {
  const db = await getDb();
  const [budget, rows] = await Promise.all([
    mdfBudget(db, partnerId, quarter ?? quarterOf(now)),
    db
      .selectFrom("mdf_requests")
      .selectAll()
      .where("partner_id", "=", partnerId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(PARTNER_LIST_LIMIT)
      .execute(),
  ]);
  return { budget, requests: await requestViews(db, rows) };
}

/** 409 unless `amountMinor` fits what the quarter has left (plus what `ownMinor` already reserves). */
async function checkFits(trx: Trx, partnerId: string, quarter: string, amountMinor: number, ownMinor = 0) {
  const budget = await mdfBudget(trx, partnerId, quarter);
  const available = budget.remainingMinor + ownMinor;
  if (amountMinor > available)
    throw new Refusal(409, mdfMessages.overRemaining(formatMoney(available, budget.currency)));
}

/** POST /api/partners/mdf/requests: 201 with the request, submitted to the team. */
export async function createMdfRequest(
  actor: MdfActor,
  input: MdfRequestInput,
  now = new Date(),
  plan?: StoredFile,
) {
  const db = await getDb();
  const row = await db.transaction().execute(async (trx) => {
    if (!(await lockPartnerBudget(trx, actor.partnerId))) throw new Refusal(404, mdfMessages.notFound);
    const quarter = quarterOf(now);
    await checkFits(trx, actor.partnerId, quarter, input.amountMinor);
    const at = now.toISOString();
    const saved = await trx
      .insertInto("mdf_requests")
      .values({
        id: randomUUID(),
        partner_id: actor.partnerId,
        quarter,
        activity_type: input.activityType,
        title: input.title,
        description: input.description,
        start_date: input.startDate,
        end_date: input.endDate,
        expected_leads: input.expectedLeads ?? null,
        expected_attendees: input.expectedAttendees ?? null,
        expected_pipeline_minor: input.expectedPipelineMinor ?? null,
        amount_minor: input.amountMinor,
        approved_minor: null,
        currency: reportingCurrency(),
        status: "submitted",
        decision_reason: null,
        plan_file_name: plan?.file.originalName ?? null,
        plan_stored_name: plan?.storedName ?? null,
        plan_size: plan?.file.size ?? null,
        claim_deadline: null,
        reminded_at: null,
        requested_by: actor.userId,
        requested_by_name: actor.name,
        decided_by: null,
        decided_at: null,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await afterPartnerChange(trx, actor, saved, "mdf.request.submitted", now);
    return saved;
  });
  kickMailSender();
  kickWebhookSender();
  return {
    id: row.id,
    status: row.status,
    planFile: row.plan_file_name ? { name: row.plan_file_name } : null,
  };
}

/** The audit entry, the webhook event and (for a submission) the team's email of a partner's change. */
async function afterPartnerChange(
  trx: Trx,
  actor: MdfActor,
  row: Awaited<ReturnType<typeof lockRequest>> & object,
  event: "mdf.request.submitted" | "mdf.request.withdrawn",
  now: Date,
) {
  await recordAudit(trx, {
    actorUserId: actor.userId,
    action: event.replace(/^mdf\./, "mdf_"),
    entityType: "mdf_request",
    entityId: row.id,
    details: { amountMinor: Number(row.amount_minor), currency: row.currency, planFile: row.plan_file_name },
  });
  await queueWebhookEvent(trx, event, toApiMdfRequest(row), now);
  if (event === "mdf.request.submitted")
    await enqueueMail(
      trx,
      {
        to: env().PROGRAMME_EMAIL,
        ...mdfRequestTeamMail({
          id: row.id,
          title: row.title,
          partnerName: actor.companyName,
          amountMinor: Number(row.amount_minor),
          currency: row.currency,
        }),
        kind: "mdf:request",
        refId: row.id,
      },
      "transactional",
    );
}

/** What a revision does to the plan file: none (kept), a new one in its place, or none at all. */
export type MdfPlanChange = { replaceWith: StoredFile } | { remove: true };

/**
 * PUT /api/partners/mdf/requests/{id}: the request changed as the team asked, submitted again.
 * A plan file replaced or removed leaves storage only after the commit: were the transaction to
 * fail, the request would still name it.
 */
export async function reviseMdfRequest(
  actor: MdfActor,
  id: string,
  input: MdfRequestInput,
  now = new Date(),
  planChange?: MdfPlanChange,
) {
  const db = await getDb();
  const { row, dropped } = await db.transaction().execute(async (trx) => {
    await lockPartnerBudget(trx, actor.partnerId);
    const current = await lockRequest(trx, id, actor.partnerId);
    if (!current) throw new Refusal(404, mdfMessages.notFound);
    if (current.status !== "changes_requested") throw new Refusal(409, mdfMessages.notEditable);
    await checkFits(trx, actor.partnerId, current.quarter, input.amountMinor, Number(current.amount_minor));
    const plan = planChange && "replaceWith" in planChange ? planChange.replaceWith : null;
    const saved = await trx
      .updateTable("mdf_requests")
      .set({
        activity_type: input.activityType,
        title: input.title,
        description: input.description,
        start_date: input.startDate,
        end_date: input.endDate,
        expected_leads: input.expectedLeads ?? null,
        expected_attendees: input.expectedAttendees ?? null,
        expected_pipeline_minor: input.expectedPipelineMinor ?? null,
        amount_minor: input.amountMinor,
        status: "submitted",
        updated_at: now.toISOString(),
        ...(planChange
          ? {
              plan_file_name: plan?.file.originalName ?? null,
              plan_stored_name: plan?.storedName ?? null,
              plan_size: plan?.file.size ?? null,
            }
          : {}),
      })
      .where("id", "=", id)
      .where("status", "=", "changes_requested")
      .returningAll()
      .executeTakeFirstOrThrow();
    await afterPartnerChange(trx, actor, saved, "mdf.request.submitted", now);
    return { row: saved, dropped: planChange ? current.plan_stored_name : null };
  });
  if (dropped) await removeStored([dropped]);
  kickMailSender();
  kickWebhookSender();
  return {
    id: row.id,
    status: row.status,
    planFile: row.plan_file_name ? { name: row.plan_file_name } : null,
  };
}

/** POST /api/partners/mdf/requests/{id}/withdraw: only before a decision; the reservation is freed. */
export async function withdrawMdfRequest(actor: MdfActor, id: string, now = new Date()) {
  const db = await getDb();
  const row = await db.transaction().execute(async (trx) => {
    const current = await lockRequest(trx, id, actor.partnerId);
    if (!current) throw new Refusal(404, mdfMessages.notFound);
    const saved = await trx
      .updateTable("mdf_requests")
      .set({ status: "withdrawn", updated_at: now.toISOString() })
      .where("id", "=", id)
      .where("status", "in", ["submitted", "changes_requested"])
      .returningAll()
      .executeTakeFirst();
    if (!saved) throw new Refusal(409, mdfMessages.notWithdrawable);
    await afterPartnerChange(trx, actor, saved, "mdf.request.withdrawn", now);
    return saved;
  });
  kickWebhookSender();
  return { id: row.id, status: row.status };
}

/** The company's approved activities a deal may name as its source (the registration form's choices). */
export async function mdfActivityChoices(partnerId: string) {
  const db = await getDb();
  return db
    .selectFrom("mdf_requests")
    .select(["id", "title", "start_date as startDate"])
    .where("partner_id", "=", partnerId)
    .where("status", "in", ["approved", "claimed", "reimbursed", "lapsed"])
    .orderBy("start_date", "desc")
    .limit(100)
    .execute();
}
