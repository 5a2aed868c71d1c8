import "server-only";
import { Refusal } from "@/lib/refusal";
import { adminMessages } from "@/lib/validation/admin";
import { referralMessages, type ReferralTeamStatus } from "@/lib/validation/referrals";
import { getDb } from "@/lib/server/db";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { enumLabel } from "@/content/portal-labels";
import { dashboardPath } from "@/lib/portal-routes";
import { partnerRecipient } from "@/lib/server/members/records";
import { recordAudit } from "@/lib/server/audit/audit";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { referralStatusMail } from "./emails";
import { recordReferralEvent, toReferralDto } from "./records";
import { toApiReferral } from "./api-reads";

// The team moves a referral through contacted, qualified, proposal_sent, converted and
// closed. Each change is audited, kept in the referral's history and emailed to the partner
// (kind "referral:update", transactional; the outbox may hold it back by the partner's
// deal_updates preference).

/**
 * Sets a referral's status (any team status but the current one: a referral may be
 * reopened). The update is guarded by the status read, so two team members deciding at once
 * cannot both write; the second gets a 409.
 */
export async function setReferralStatus(
  id: string,
  status: ReferralTeamStatus,
  note: string | undefined,
  { actorUserId, now = new Date() }: { actorUserId: string | null; now?: Date },
) {
  const db = await getDb();
  const result = await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("referrals").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) throw new Refusal(404, adminMessages.notFound);
    if (current.status === status) throw new Refusal(409, referralMessages.statusUnchanged);
    const at = now.toISOString();
    const row = await trx
      .updateTable("referrals")
      .set({ status, updated_at: at })
      .where("id", "=", id)
      .where("status", "=", current.status)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new Refusal(409, referralMessages.statusUnchanged);
    await recordReferralEvent(trx, {
      referralId: id,
      actorUserId,
      actorRole: "admin",
      kind: "status",
      from: current.status,
      to: status,
      note: note || null,
      at,
    });
    await recordAudit(trx, {
      actorUserId,
      action: "referral.status",
      entityType: "referral",
      entityId: id,
      details: { from: current.status, to: status, note: note || null },
    });
    await queueWebhookEvent(
      trx,
      "referral.updated",
      { ...toApiReferral(row), previousStatus: current.status },
      now,
    );
    const to = await partnerRecipient(trx, current.partner_id);
    if (to)
      await enqueueMail(
        trx,
        {
          to: to.email,
          ...referralStatusMail({ id, company: row.company, contact: row.contact, status, note }),
          kind: "referral:update",
          refId: id,
          notify: {
            userId: to.id,
            message: `Your referral of ${row.company} is now ${enumLabel(status)}.`,
            link: dashboardPath("referrals", { referral: id }),
          },
        },
        "transactional",
      );
    return toReferralDto(row);
  });
  kickMailSender();
  kickWebhookSender();
  return result;
}
