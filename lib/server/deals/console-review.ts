import "server-only";
import { dealMessages } from "@/lib/validation/deals";
import { protectionDaysOf } from "@/lib/server/tiers/rules";
import { recordAudit } from "@/lib/server/audit/audit";
import { formatDay } from "@/lib/dates";
import { DAY_MS } from "@/lib/time";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { toApiDeal } from "./api-reads";
import { recordDealEvent, toDealDto } from "./records";
import { decide, transition, type Decision } from "./console-decision";

// Approve (protection starts) or reject with a reason, a pending deal of the queue.

export async function approveDeal(id: string, { actorUserId, now = new Date() }: Decision) {
  return decide(id, async (trx, deal) => {
    const at = now.toISOString();
    // The partner's tier decides how long a newly approved deal is protected.
    const days = await protectionDaysOf(trx, deal.partner_id);
    const expires = new Date(now.getTime() + days * DAY_MS).toISOString();
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
    await queueWebhookEvent(trx, "deal.approved", toApiDeal(row), now);
    return {
      result: toDealDto(row),
      mail: {
        decision: `Your deal registration for ${deal.customer_name} was approved. It is protected until ${formatDay(expires)}.`,
        kind: "deal:approved",
        note: `Your deal for ${deal.customer_name} was approved. It is protected until ${formatDay(expires)}.`,
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
    await queueWebhookEvent(trx, "deal.rejected", toApiDeal(row), now);
    return {
      result: toDealDto(row),
      mail: {
        decision: `Your deal registration for ${deal.customer_name} was not approved.`,
        reason,
        kind: "deal:rejected",
        note: `Your deal for ${deal.customer_name} was not approved: ${reason}`,
      },
    };
  });
}
