import "server-only";
import { type Transaction, type Updateable } from "kysely";
import { Refusal } from "@/lib/refusal";
import { adminMessages } from "@/lib/validation/admin";
import type { DealStatus } from "@/lib/validation/deal-options";
import { getDb, getDialect, type Database } from "@/lib/server/db";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { dealDecisionMail } from "@/lib/server/deals/emails";
import { dashboardPath } from "@/lib/portal-routes";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { concernedPeople } from "@/lib/server/notifications/audience";
import { type DealRow } from "./records";

// The deals queue, for the console and /api/admin/deals alike: approve (protection starts),
// reject with a reason, set the stage (closed won earns the commission), grant or refuse an
// extension. Each decision is audited and kept in the deal's history, and emailed to the
// company's owners and to the member who registered the deal (transactional, kind deal:*),
// each unless they turned deal updates off:
// enqueueMail asks partnerRecipient (lib/server/notifications/preferences.ts) for every message,
// so the deal_updates switch holds these back while the decision itself still stands. The
// partner's notification (`note`, a short line) goes with the email and stays either way.

export type Decision = { actorUserId: string | null; now?: Date };

/** Runs one decision on a deal in a transaction, then emails the people it concerns and wakes the sender. */
export async function decide<T>(
  id: string,
  work: (
    trx: Transaction<Database>,
    deal: DealRow,
  ) => Promise<{
    result: T;
    mail: { decision: string; reason?: string | null; kind: string; note: string };
  }>,
): Promise<T> {
  const db = await getDb();
  const postgres = (await getDialect()) === "postgres";
  const outcome = await db.transaction().execute(async (trx) => {
    // The deal is read locked, so two decisions on it run one after the other and the second
    // sees what the first did (SQLite's transactions are serialized by their `begin immediate`).
    let read = trx.selectFrom("deals").selectAll().where("id", "=", id);
    if (postgres) read = read.forUpdate();
    const deal = await read.executeTakeFirst();
    if (!deal) throw new Refusal(404, adminMessages.notFound);
    const { result, mail } = await work(trx, deal);
    const people = await concernedPeople(trx, deal.partner_id, { people: [deal.registered_by] });
    for (const to of people)
      await enqueueMail(
        trx,
        {
          to: to.email,
          ...dealDecisionMail({ id, customerName: deal.customer_name }, mail.decision, mail.reason),
          kind: mail.kind,
          refId: id,
          notify: { userId: to.id, message: mail.note, link: dashboardPath("deals", { deal: id }) },
        },
        "transactional",
      );
    return result;
  });
  kickMailSender();
  kickWebhookSender();
  return outcome;
}

/** Guarded status change: only from `from`; returns the updated row or a 409. */
export async function transition(
  trx: Transaction<Database>,
  deal: DealRow,
  from: DealStatus[],
  set: Updateable<Database["deals"]>,
  conflict: string,
): Promise<DealRow> {
  const row = await trx
    .updateTable("deals")
    .set(set)
    .where("id", "=", deal.id)
    .where("status", "in", from)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new Refusal(409, conflict);
  return row;
}
