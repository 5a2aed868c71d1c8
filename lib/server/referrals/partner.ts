import "server-only";
import type { Kysely } from "kysely";
import { Refusal } from "@/lib/refusal";
import { FOLLOW_UP_HOURS, referralMessages, type NewReferral } from "@/lib/validation/referrals";
import { getDb, type Database } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { referralFollowUpTeamMail, referralSubmittedTeamMail } from "./emails";
import {
  insertReferral,
  recordReferralEvent,
  referralHistory,
  toReferralDto,
  type ReferralRow,
} from "./records";
import { HOUR_MS } from "@/lib/time";
import { DEFAULT_CURRENCY, toMinor } from "@/lib/money";
import { PARTNER_LIST_LIMIT } from "@/lib/server/db/pagination";
import type { Referral } from "@/lib/validation/referrals";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { toApiReferral } from "./api-reads";

// The partner's side of referrals: refer a lead (one referral per contact email across all
// partners within 90 days), read one with its history, follow up once a day. Every query is
// scoped to the session's partner; another partner's referral is simply not found (404).

export interface ReferralActor {
  partnerId: string;
  userId: string;
  companyName: string;
  /** The user's name, recorded with what they refer. */
  name?: string;
  /** The API key the user acts through, recorded with what it submits. */
  apiKeyId?: string;
}

async function ownReferral(
  db: Kysely<Database>,
  partnerId: string,
  referralId: string,
): Promise<ReferralRow> {
  const row = await db
    .selectFrom("referrals")
    .selectAll()
    .where("id", "=", referralId)
    .where("partner_id", "=", partnerId)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, referralMessages.notFound);
  return row;
}

/**
 * Stores a referral (status submitted) and tells the team. The email is checked against every
 * partner's referrals of the last 90 days, case-insensitively; the unique active_email column
 * makes two concurrent submits of one contact end in one 201 and one 409. The 409 never says
 * who referred the contact.
 */
export async function createReferral(actor: ReferralActor, input: NewReferral, now = new Date()) {
  const db = await getDb();
  let row: ReferralRow;
  try {
    row = await db.transaction().execute(async (trx) => {
      const inserted = await insertReferral(
        trx,
        {
          partnerId: actor.partnerId,
          company: input.company,
          contact: input.contactName,
          email: input.email,
          phone: input.phone || null,
          expectedValueMinor: toMinor(input.expectedValue ?? 0, DEFAULT_CURRENCY),
          notes: input.notes || null,
          source: "partner",
          linkId: null,
          actorUserId: actor.userId,
          actorName: actor.name ?? null,
          apiKeyId: actor.apiKeyId ?? null,
        },
        now,
      );
      if (!inserted) throw new Refusal(409, referralMessages.duplicate);
      const mail = referralSubmittedTeamMail({
        id: inserted.id,
        partnerName: actor.companyName,
        company: input.company,
        contact: input.contactName,
        email: input.email,
        phone: input.phone || null,
        expectedValue: input.expectedValue ?? null,
        notes: input.notes,
      });
      await enqueueMail(
        trx,
        { to: env().PROGRAMME_EMAIL, ...mail, kind: "referral:submitted", refId: inserted.id },
        "transactional",
      );
      await queueWebhookEvent(trx, "referral.created", toApiReferral(inserted), now);
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(409, referralMessages.duplicate);
    throw error;
  }
  kickMailSender();
  kickWebhookSender();
  return toReferralDto(row);
}

/** One of the partner's referrals with its history (404 for anyone else's). */
export async function getPartnerReferral(partnerId: string, referralId: string) {
  const db = await getDb();
  const row = await ownReferral(db, partnerId, referralId);
  return { ...toReferralDto(row), history: await referralHistory(db, referralId) };
}

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

export async function listReferrals(partnerId: string, registeredBy?: string): Promise<Referral[]> {
  const db = await getDb();
  let query = db.selectFrom("referrals").selectAll().where("partner_id", "=", partnerId);
  if (registeredBy) query = query.where("registered_by", "=", registeredBy);
  const rows = await query.orderBy("referred_date", "desc").limit(PARTNER_LIST_LIMIT).execute();
  return rows.map(toReferralDto);
}
