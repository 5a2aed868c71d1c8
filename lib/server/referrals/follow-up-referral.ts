import "server-only";
import { Refusal } from "@/lib/refusal";
import { FOLLOW_UP_HOURS, referralMessages } from "@/lib/validation/referrals";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { HOUR_MS } from "@/lib/time";
import { referralFollowUpTeamMail } from "./emails";
import {
  ownReferral,
  recordReferralEvent,
  referralHistory,
  toReferralDto,
  type ReferralActor,
} from "./records";

// The partner's note about a referral to the programme team, once a day at most.

/**
 * Sends the team the partner's note about a referral, at most once per referral per 24
 * hours: the guarded update lets exactly one of two concurrent follow-ups through; the
 * other answers 429.
 */
export async function followUpReferral(
  actor: ReferralActor,
  referralId: string,
  note: string,
  now = new Date(),
) {
  const db = await getDb();
  await ownReferral(db, actor.partnerId, referralId);
  const at = now.toISOString();
  const since = new Date(now.getTime() - FOLLOW_UP_HOURS * HOUR_MS).toISOString();
  const row = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("referrals")
      .set({ last_follow_up_at: at })
      .where("id", "=", referralId)
      .where("partner_id", "=", actor.partnerId)
      .where((eb) => eb.or([eb("last_follow_up_at", "is", null), eb("last_follow_up_at", "<=", since)]))
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new Refusal(429, referralMessages.followUpTooSoon);
    await recordReferralEvent(trx, {
      referralId,
      actorUserId: actor.userId,
      actorRole: "partner",
      kind: "follow_up",
      note,
      at,
    });
    const mail = referralFollowUpTeamMail({
      id: referralId,
      partnerName: actor.companyName,
      company: updated.company,
      status: updated.status,
      note,
    });
    await enqueueMail(
      trx,
      { to: env().PROGRAMME_EMAIL, ...mail, kind: "referral:follow-up", refId: referralId },
      "transactional",
    );
    return updated;
  });
  kickMailSender();
  return { ...toReferralDto(row), history: await referralHistory(db, referralId) };
}
