import "server-only";
import { Refusal } from "@/lib/refusal";
import { referralMessages, type NewReferral } from "@/lib/validation/referrals";
import { getDb } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { DEFAULT_CURRENCY, toMinor } from "@/lib/money";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { referralSubmittedTeamMail } from "./emails";
import { insertReferral, toReferralDto, type ReferralActor, type ReferralRow } from "./records";
import { toApiReferral } from "./api-reads";

// A partner refers a lead: one referral per contact email across all partners within 90 days.

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
