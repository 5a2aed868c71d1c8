import "server-only";
import { randomUUID } from "node:crypto";
import { Refusal } from "@/lib/refusal";
import { formatMoney } from "@/lib/money";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { kickMailSender } from "@/lib/server/mail";
import { recordAudit } from "@/lib/server/audit/audit";
import { adminMessages } from "@/lib/validation/admin";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { reportingCurrency } from "@/lib/server/money/exchange-rates";
import { mdfMessages, type MdfAllocationInput } from "@/lib/validation/mdf";
import { toApiMdfRequest } from "./api-reads";
import { baseAllocation, mdfBudget, quarterHold } from "./budget";
import { mdfRequestDecidedMail, type MdfDecision } from "./emails";
import { notifyMdf } from "./notify";
import { addDays } from "./quarters";
import { lockPartnerBudget, lockRequest } from "./records";

// The programme team's decisions on fund requests (approve in full or in part, ask for
// changes, refuse with a reason) and its allocations (a partner's own amount for a quarter,
// or a one-off top-up). Each is audited, told to the partner (bell and email) and sent as a
// webhook event. An approval commits the approved amount and sets the claim deadline: the
// activity's end plus MDF_CLAIM_WINDOW_DAYS.

export interface TeamActor {
  userId: string | null;
}

const eventOf: Record<
  MdfDecision,
  "mdf.request.approved" | "mdf.request.changes_requested" | "mdf.request.rejected"
> = {
  approved: "mdf.request.approved",
  changes_requested: "mdf.request.changes_requested",
  rejected: "mdf.request.rejected",
};

const messageOf: Record<MdfDecision, string> = {
  approved: "was approved",
  changes_requested: "needs changes",
  rejected: "was not approved",
};

export async function decideMdfRequest(
  id: string,
  decision: { kind: MdfDecision; amountMinor?: number; reason?: string },
  actor: TeamActor,
  now = new Date(),
) {
  const db = await getDb();
  const row = await db.transaction().execute(async (trx) => {
    const current = await lockRequest(trx, id);
    if (!current) throw new Refusal(404, mdfMessages.notFound);
    if (current.status !== "submitted") throw new Refusal(409, mdfMessages.notDecidable);
    const requested = Number(current.amount_minor);
    const approved = decision.kind === "approved" ? (decision.amountMinor ?? requested) : null;
    if (approved !== null && approved > requested)
      throw new Refusal(409, mdfMessages.approveOverRequested(formatMoney(requested, current.currency)));
    const at = now.toISOString();
    const saved = await trx
      .updateTable("mdf_requests")
      .set({
        status: decision.kind,
        approved_minor: approved,
        decision_reason: decision.reason ?? null,
        claim_deadline: approved !== null ? addDays(current.end_date, env().MDF_CLAIM_WINDOW_DAYS) : null,
        decided_by: actor.userId,
        decided_at: at,
        updated_at: at,
      })
      .where("id", "=", id)
      .where("status", "=", "submitted")
      .returningAll()
      .executeTakeFirst();
    if (!saved) throw new Refusal(409, mdfMessages.notDecidable);
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: `mdf_request.${decision.kind}`,
      entityType: "mdf_request",
      entityId: id,
      details: { requestedMinor: requested, approvedMinor: approved, reason: decision.reason ?? null },
    });
    await queueWebhookEvent(trx, eventOf[decision.kind], toApiMdfRequest(saved), now);
    await notifyMdf(trx, saved.partner_id, {
      requestedBy: saved.requested_by,
      actorUserId: actor.userId,
      kind: "mdf:request-decided",
      refId: id,
      message: `Your market development request "${saved.title}" ${messageOf[decision.kind]}.`,
      mail: mdfRequestDecidedMail({
        title: saved.title,
        decision: decision.kind,
        amountMinor: approved ?? requested,
        currency: saved.currency,
        reason: decision.reason ?? null,
        claimDeadline: saved.claim_deadline,
      }),
    });
    return saved;
  });
  kickMailSender();
  kickWebhookSender();
  return toApiMdfRequest(row);
}

/**
 * The team's allocation for a partner's quarter. An own allocation may not fall below what the
 * quarter's requests already reserve or commit (409), so the budget never commits more than
 * it allocates.
 */
export async function setMdfAllocation(partnerId: string, input: MdfAllocationInput, actor: TeamActor) {
  const db = await getDb();
  const currency = reportingCurrency();
  await db.transaction().execute(async (trx) => {
    if (!(await lockPartnerBudget(trx, partnerId))) throw new Refusal(404, adminMessages.notFound);
    if (input.kind === "override") {
      const hold = await quarterHold(trx, partnerId, input.quarter, currency);
      const held = hold.requestedMinor + hold.committedMinor;
      if (input.amountMinor < held)
        throw new Refusal(409, mdfMessages.allocationBelowHeld(formatMoney(held, currency)));
    }
    const before = await baseAllocation(trx, partnerId, input.quarter, currency);
    const id = randomUUID();
    await trx
      .insertInto("mdf_allocations")
      .values({
        id,
        partner_id: partnerId,
        quarter: input.quarter,
        kind: input.kind,
        amount_minor: input.amountMinor,
        currency,
        reason: input.reason,
        created_by: actor.userId,
        created_at: new Date().toISOString(),
      })
      .execute();
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: input.kind === "override" ? "mdf_allocation.set" : "mdf_allocation.top_up",
      entityType: "partner",
      entityId: partnerId,
      details: {
        quarter: input.quarter,
        amountMinor: input.amountMinor,
        currency,
        reason: input.reason,
        beforeMinor: before,
      },
    });
  });
  return mdfBudget(db, partnerId, input.quarter);
}
