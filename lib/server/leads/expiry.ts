import "server-only";
import type { Kysely } from "kysely";
import { recordAudit } from "@/lib/server/audit/audit";
import { getDb, type Database } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { runIfDue, type ScheduledJob } from "@/lib/server/jobs/scheduler";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { MINUTE_MS } from "@/lib/time";
import { leadAnsweredTeamMail } from "./emails";
import { readLead, toApiLead } from "./records";

// The acceptance window: an offered lead not answered by its respond_by returns to the team
// (status "expired", with a note in the audit log and an email to the programme inbox), and
// the team may offer the enquiry to the next partner. The check runs every few minutes
// under the scheduler's lease, so once across processes and instances; an answer that
// arrives after the window is refused and expires the lead at once (leads/partner.ts).

export const LEAD_EXPIRY_JOB_NAME = "leads:expire";
export const LEAD_EXPIRY_PERIOD_MS = 5 * MINUTE_MS;

/** Expires one lead if it is still offered; true when this call expired it. */
export async function expireLead(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const expired = await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("leads")
      .set({ status: "expired", updated_at: at })
      .where("id", "=", id)
      .where("status", "=", "offered")
      .where("respond_by", "<=", at)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    const row = (await readLead(trx, id))!;
    const partner = await trx
      .selectFrom("partners")
      .select("company_name")
      .where("id", "=", row.partner_id)
      .executeTakeFirst();
    await recordAudit(trx, {
      actorUserId: null,
      action: "lead.expired",
      entityType: "enquiry",
      entityId: row.enquiry_id,
      details: {
        leadId: id,
        partnerId: row.partner_id,
        note: `No answer by ${row.respond_by}: back with the team, who may offer it to the next partner.`,
      },
    });
    await enqueueMail(
      trx,
      {
        to: env().PROGRAMME_EMAIL,
        ...leadAnsweredTeamMail({
          enquiryId: row.enquiry_id,
          partnerName: partner?.company_name ?? "The partner",
          company: row.company,
          outcome: "expired",
        }),
        kind: "lead:expired",
        refId: id,
      },
      "transactional",
    );
    await queueWebhookEvent(trx, "lead.expired", toApiLead(row, "partner"), now);
    return true;
  });
  if (expired) {
    kickMailSender();
    kickWebhookSender();
  }
  return expired;
}

/** Expires every offered lead whose window ended by `now`; the number expired. */
export async function expireDueLeads(db: Kysely<Database>, now: Date): Promise<number> {
  const due = await db
    .selectFrom("leads")
    .select("id")
    .where("status", "=", "offered")
    .where("respond_by", "<=", now.toISOString())
    .orderBy("respond_by")
    .limit(500)
    .execute();
  let count = 0;
  for (const { id } of due) if (await expireLead(db, id, now)) count += 1;
  return count;
}

export function leadExpiryJob(
  database: () => Promise<Kysely<Database>> = getDb,
  clock: () => Date = () => new Date(),
): ScheduledJob {
  return {
    name: LEAD_EXPIRY_JOB_NAME,
    periodMs: LEAD_EXPIRY_PERIOD_MS,
    leaseMs: 10 * MINUTE_MS,
    run: async () => expireDueLeads(await database(), clock()),
  };
}

/** Runs the expiry under its lease now (tests, the admin command); false when another holds it. */
export async function runLeadExpiry(db: Kysely<Database>, now: Date, owner?: string): Promise<boolean> {
  return runIfDue(
    db,
    {
      ...leadExpiryJob(
        async () => db,
        () => now,
      ),
    },
    owner,
    now,
  );
}
