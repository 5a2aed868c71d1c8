import "server-only";
import { sql, type Kysely, type SqlBool } from "kysely";
import { Refusal } from "@/lib/refusal";
import { adminMessages, type ListQuery } from "@/lib/validation/admin";
import { referralMessages, type ReferralTeamStatus } from "@/lib/validation/referrals";
import { isReferralStatus, type ReferralStatus } from "@/lib/validation/referral-options";
import { getDb, type Database } from "@/lib/server/db";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { enumLabel } from "@/content/portal-labels";
import { dashboardPath } from "@/lib/portal-routes";
import { partnerRecipient } from "@/lib/server/members/records";
import { referralStatusMail } from "@/lib/server/referrals/emails";
import { recordReferralEvent, referralHistory, toReferralDto } from "@/lib/server/referrals/records";
import { recordAudit } from "@/lib/server/audit/audit";
import { countValue, mapPage, matchesText, readPage } from "@/lib/server/db/pagination";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { toApiReferral } from "./api-reads";

// The referrals queue, for the console and /api/admin/referrals alike: the team moves a
// referral through contacted, qualified, proposal_sent, converted and closed. Each change
// is audited, kept in the referral's history and emailed to the partner (kind
// "referral:update", transactional; the outbox may hold it back by the partner's
// deal_updates preference).

export const referralQueueTabs = ["open", "submitted", "converted", "closed", "all"] as const;
export type ReferralQueueTab = (typeof referralQueueTabs)[number];
const openStatuses: ReferralStatus[] = ["submitted", "contacted", "qualified", "proposal_sent"];

function filtered(db: Kysely<Database>, query: Pick<ListQuery, "q" | "status">) {
  let base = db.selectFrom("referrals").innerJoin("partners", "partners.id", "referrals.partner_id");
  if (!query.status || query.status === "open") base = base.where("referrals.status", "in", openStatuses);
  else if (query.status !== "all")
    // An unknown status matches nothing.
    base = isReferralStatus(query.status)
      ? base.where("referrals.status", "=", query.status)
      : base.where(sql<SqlBool>`false`);
  if (query.q)
    base = base.where(
      matchesText(
        ["referrals.company", "referrals.contact", "referrals.email", "partners.company_name"],
        query.q,
      ),
    );
  return base;
}

/** The queue: new referrals first, then oldest first (the team works in arrival order). */
export async function listReferralQueue(query: ListQuery) {
  const db = await getDb();
  const rows = await readPage(filtered(db, query), query, (matching) =>
    matching
      .selectAll("referrals")
      .select("partners.company_name as partner_name")
      .orderBy(sql`case when referrals.status = 'submitted' then 0 else 1 end`)
      .orderBy("referrals.referred_date", "asc")
      .orderBy("referrals.id", "asc"),
  );
  return mapPage(rows, (row) =>
    Object.assign(toReferralDto(row), { partnerId: row.partner_id, partnerName: row.partner_name }),
  );
}

export async function getAdminReferral(id: string) {
  const db = await getDb();
  const row = await db
    .selectFrom("referrals")
    .innerJoin("partners", "partners.id", "referrals.partner_id")
    .selectAll("referrals")
    .select("partners.company_name as partner_name")
    .where("referrals.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toReferralDto(row),
    partnerId: row.partner_id,
    partnerName: row.partner_name,
    history: await referralHistory(db, id),
  };
}

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

/** Counts by status for the console's overview of the queue. */
export async function countReferralsByStatus(): Promise<Record<string, number>> {
  const db = await getDb();
  const rows = await db
    .selectFrom("referrals")
    .select(["status", (eb) => eb.fn.countAll().as("n")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, countValue(row)]));
}
