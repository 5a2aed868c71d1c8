import "server-only";
import { Refusal } from "@/lib/refusal";
import { formatMoney } from "@/lib/money";
import { getDb, getDialect } from "@/lib/server/db";
import { kickMailSender } from "@/lib/server/mail";
import { recordAudit } from "@/lib/server/audit/audit";
import { createReimbursementLine } from "@/lib/server/commissions/ledger";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { mdfMessages } from "@/lib/validation/mdf";
import { toApiMdfClaim } from "./api-reads";
import type { TeamActor } from "./console";
import { mdfClaimDecidedMail } from "./emails";
import { notifyMdf } from "./notify";

// The team's decision on a claim. Approval (in full or in part, at most the amount claimed)
// writes the reimbursement's ledger line through the ledger (lib/server/commissions/ledger.ts),
// approved at once and paid with the partner's next payout; the request is then reimbursed and
// commits only the approved amount. Refusal (with a reason) returns the request to approved,
// so another claim may come before the deadline.

export async function decideMdfClaim(
  id: string,
  decision: { approve: true; amountMinor?: number } | { approve: false; reason: string },
  actor: TeamActor,
  now = new Date(),
) {
  const db = await getDb();
  const result = await db.transaction().execute(async (trx) => {
    let read = trx.selectFrom("mdf_claims").selectAll().where("id", "=", id);
    if ((await getDialect()) === "postgres") read = read.forUpdate();
    const current = await read.executeTakeFirst();
    if (!current) throw new Refusal(404, mdfMessages.claimNotFound);
    if (current.status !== "submitted") throw new Refusal(409, mdfMessages.claimDecided);
    const claimed = Number(current.amount_minor);
    const approved = decision.approve ? (decision.amountMinor ?? claimed) : null;
    if (approved !== null && approved > claimed)
      throw new Refusal(409, mdfMessages.approveOverClaimed(formatMoney(claimed, current.currency)));
    const at = now.toISOString();
    const saved = await trx
      .updateTable("mdf_claims")
      .set({
        status: decision.approve ? "approved" : "rejected",
        approved_minor: approved,
        decision_reason: decision.approve ? null : decision.reason,
        decided_by: actor.userId,
        decided_at: at,
        updated_at: at,
      })
      .where("id", "=", id)
      .where("status", "=", "submitted")
      .returningAll()
      .executeTakeFirst();
    if (!saved) throw new Refusal(409, mdfMessages.claimDecided);
    const request = await trx
      .updateTable("mdf_requests")
      .set({ status: decision.approve ? "reimbursed" : "approved", updated_at: at })
      .where("id", "=", current.request_id)
      .where("status", "=", "claimed")
      .returningAll()
      .executeTakeFirstOrThrow();
    const lineId =
      approved !== null
        ? await createReimbursementLine(trx, {
            partnerId: current.partner_id,
            claimId: id,
            amountMinor: approved,
            currency: current.currency,
            actor: { userId: actor.userId, role: "admin" },
            at,
          })
        : null;
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: decision.approve ? "mdf_claim.approved" : "mdf_claim.rejected",
      entityType: "mdf_claim",
      entityId: id,
      details: {
        claimedMinor: claimed,
        approvedMinor: approved,
        reason: decision.approve ? null : decision.reason,
        ledgerLineId: lineId,
      },
    });
    const apiClaim = toApiMdfClaim(saved, lineId);
    await queueWebhookEvent(
      trx,
      decision.approve ? "mdf.claim.approved" : "mdf.claim.rejected",
      apiClaim,
      now,
    );
    await notifyMdf(trx, current.partner_id, {
      requestedBy: current.submitted_by ?? request.requested_by,
      actorUserId: actor.userId,
      kind: "mdf:claim-decided",
      refId: id,
      message: decision.approve
        ? `Your claim for "${request.title}" was approved: ${formatMoney(approved ?? 0, current.currency)}.`
        : `Your claim for "${request.title}" was not approved.`,
      mail: mdfClaimDecidedMail({
        title: request.title,
        approved: decision.approve,
        amountMinor: approved ?? claimed,
        currency: current.currency,
        reason: decision.approve ? null : decision.reason,
      }),
    });
    return apiClaim;
  });
  kickMailSender();
  kickWebhookSender();
  return result;
}
