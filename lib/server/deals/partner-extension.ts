import "server-only";
import { Refusal } from "@/lib/refusal";
import { dealMessages, EXTENSION_WINDOW_DAYS } from "@/lib/validation/deals";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { extensionRequestedTeamMail } from "./emails";
import { recordDealEvent, toDealDto } from "./records";
import type { PartnerActor } from "@/lib/server/actor";
import { ownDeal } from "./partner-scope";
import { DAY_MS } from "@/lib/time";

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
    if (!row) throw new Refusal(409, dealMessages.extensionNotAllowed);
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
