import "server-only";
import { Refusal } from "@/lib/refusal";
import { dealMessages } from "@/lib/validation/deals";
import { getDb } from "@/lib/server/db";
import { recordDealEvent, toDealDto } from "./records";
import type { PartnerActor } from "@/lib/server/actor";
import { ownDeal } from "./partner-scope";

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
    if (!row) throw new Refusal(409, dealMessages.notWithdrawable);
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
