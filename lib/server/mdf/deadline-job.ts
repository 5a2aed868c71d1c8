import "server-only";
import type { Kysely } from "kysely";
import { getDb, type Database } from "@/lib/server/db";
import { kickMailSender } from "@/lib/server/mail";
import { recordAudit } from "@/lib/server/audit/audit";
import { DAY_MS } from "@/lib/time";
import type { ScheduledJob } from "@/lib/server/jobs/scheduler";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { toApiMdfRequest } from "./api-reads";
import { mdfClaimReminderMail, mdfReleasedMail } from "./emails";
import { notifyMdf } from "./notify";
import { addDays } from "./quarters";

// The claim deadlines, once a day under the scheduler's lease (so once across every process
// and instance; a day missed while every server was down is caught up by the next run, as
// the rules are by date): an approved activity without a claim is reminded a week before its
// deadline (once), and released after it (status lapsed: its commitment no longer holds the
// budget). An activity whose claim is under review is neither.

export const MDF_JOB_NAME = "mdf:deadlines";
export const REMINDER_DAYS = 7;

export async function runMdfDeadlines(db: Kysely<Database>, now: Date) {
  const today = now.toISOString().slice(0, 10);
  let reminded = 0;
  let released = 0;
  const due = await db
    .selectFrom("mdf_requests")
    .selectAll()
    .where("status", "=", "approved")
    .where("claim_deadline", "is not", null)
    .where("claim_deadline", "<=", addDays(today, REMINDER_DAYS))
    .execute();
  for (const row of due) {
    const deadline = row.claim_deadline!;
    const at = now.toISOString();
    await db.transaction().execute(async (trx) => {
      if (deadline < today) {
        // Guarded by the status: a claim sent meanwhile keeps the commitment.
        const saved = await trx
          .updateTable("mdf_requests")
          .set({ status: "lapsed", updated_at: at })
          .where("id", "=", row.id)
          .where("status", "=", "approved")
          .returningAll()
          .executeTakeFirst();
        if (!saved) return;
        released += 1;
        await recordAudit(trx, {
          actorUserId: null,
          action: "mdf_request.lapsed",
          entityType: "mdf_request",
          entityId: row.id,
          details: { claimDeadline: deadline, releasedMinor: Number(row.approved_minor) },
        });
        await queueWebhookEvent(trx, "mdf.request.lapsed", toApiMdfRequest(saved), now);
        await notifyMdf(trx, row.partner_id, {
          requestedBy: row.requested_by,
          actorUserId: null,
          kind: "mdf:released",
          refId: row.id,
          message: `No claim came for "${row.title}" by ${deadline}: its funds were released.`,
          mail: mdfReleasedMail({
            title: row.title,
            amountMinor: Number(row.approved_minor),
            currency: row.currency,
          }),
        });
        return;
      }
      if (row.reminded_at) return;
      const marked = await trx
        .updateTable("mdf_requests")
        .set({ reminded_at: at })
        .where("id", "=", row.id)
        .where("reminded_at", "is", null)
        .where("status", "=", "approved")
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) return;
      reminded += 1;
      await notifyMdf(trx, row.partner_id, {
        requestedBy: row.requested_by,
        actorUserId: null,
        kind: "mdf:claim-reminder",
        refId: row.id,
        message: `Claim your market development funds for "${row.title}" by ${deadline}.`,
        mail: mdfClaimReminderMail({
          title: row.title,
          amountMinor: Number(row.approved_minor),
          currency: row.currency,
          claimDeadline: deadline,
        }),
      });
    });
  }
  if (reminded + released > 0) {
    kickMailSender();
    kickWebhookSender();
  }
  return { reminded, released };
}

export function mdfDeadlineJob(
  database: () => Promise<Kysely<Database>> = getDb,
  clock: () => Date = () => new Date(),
): ScheduledJob {
  return {
    name: MDF_JOB_NAME,
    periodMs: DAY_MS - 10 * 60_000,
    run: async () => {
      await runMdfDeadlines(await database(), clock());
    },
  };
}
