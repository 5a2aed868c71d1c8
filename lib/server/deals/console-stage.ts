import "server-only";
import { type Transaction } from "kysely";
import { Refusal } from "@/lib/refusal";
import { enumLabel } from "@/content/portal-labels";
import { dealMessages } from "@/lib/validation/deals";
import type { DealStage } from "@/lib/validation/deal-options";
import { type Database } from "@/lib/server/db";
import { createWonCommission } from "@/lib/server/commissions/won-deal";
import { clearWinValue, recordWinValue } from "./win-value";
import { reverseDealCommission } from "@/lib/server/commissions/ledger";
import { formatMoney, minorFromDb } from "@/lib/money";
import { recordAudit } from "@/lib/server/audit/audit";
import { evaluatePartnerTier } from "@/lib/server/tiers/evaluate";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { toApiDeal } from "./api-reads";
import { recordDealEvent, toDealDto } from "./records";
import { decide, transition, type Decision } from "./console-decision";

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
      throw new Refusal(409, dealMessages.stageUnchanged);
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
    if (stage === "closed_won") await recordWinValue(trx, row, now);
    else if (unwinning) await clearWinValue(trx, id);
    // The won deal counts toward the partner's tier from now (after its commission, which
    // earns the tier the partner was in when it was won); a reopened or lost one stops counting.
    if (stage === "closed_won" || unwinning) await evaluatePartnerTier(trx, deal.partner_id, now);
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
    const event = { ...toApiDeal(row), previousStage: deal.stage };
    await queueWebhookEvent(trx, "deal.stage_changed", event, now);
    if (stage === "closed_won") await queueWebhookEvent(trx, "deal.won", { ...event, commissionId }, now);
    const commission = commissionId ? await wonCommissionText(trx, commissionId) : "";
    const reversal = reversalId ? " Its commission was reversed." : "";
    return {
      result: { deal: toDealDto(row), commissionId },
      mail: {
        decision: `Your deal with ${deal.customer_name} moved to the ${enumLabel(stage)} stage.${commission}${reversal}`,
        kind: "deal:stage",
        note:
          stage === "closed_won"
            ? `Your deal with ${deal.customer_name} was won.${commission ? " It earned a commission." : ""}`
            : `Your deal with ${deal.customer_name} moved to ${enumLabel(stage)}.${reversal}`,
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
