import "server-only";
import type { Kysely, Transaction } from "kysely";
import { Refusal } from "@/lib/refusal";
import { adminMessages, type ListQuery } from "@/lib/validation/admin";
import { payoutMessages } from "@/lib/validation/payouts";
import { payoutRunMessages } from "@/lib/validation/payout-runs";
import { getDb, type Database } from "@/lib/server/db";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { payoutPaidMail } from "@/lib/server/payouts/emails";
import { payRequestedCommissions } from "@/lib/server/commissions/ledger";
import { formatMoney, minorFromDb, toMajor } from "@/lib/money";
import { formatDay } from "@/lib/dates";
import { dashboardPath } from "@/lib/portal-routes";
import { concernedPeople } from "@/lib/server/notifications/audience";
import { recordAudit } from "@/lib/server/audit/audit";
import { mapPage, matchesText, readPage } from "@/lib/server/db/pagination";
import { DAY_MS } from "@/lib/time";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { toApiPayout } from "./api-reads";

// Payout requests as the team works them: open ones first, oldest first; marking one paid
// records the payment's reference and date (not before the request was made) on the
// request and pays exactly the commissions it names.

function filtered(db: Kysely<Database>, query: Pick<ListQuery, "q" | "status">) {
  let base = db
    .selectFrom("payout_requests")
    .innerJoin("partners", "partners.id", "payout_requests.partner_id");
  if (query.status === "requested" || query.status === "paid")
    base = base.where("payout_requests.status", "=", query.status);
  if (query.q)
    base = base.where(matchesText(["partners.company_name", "payout_requests.payment_reference"], query.q));
  return base;
}

export async function listPayouts(query: ListQuery) {
  const db = await getDb();
  const rows = await readPage(filtered(db, query), query, (matching) =>
    matching
      // Where the money goes: the partner's current method, as the payment files use it.
      .leftJoin("payout_methods", (join) =>
        join
          .onRef("payout_methods.partner_id", "=", "payout_requests.partner_id")
          .on("payout_methods.status", "=", "current"),
      )
      .selectAll("payout_requests")
      .select([
        "partners.company_name as partner_name",
        "payout_methods.type as method_type",
        "payout_methods.masked as method_masked",
      ])
      .orderBy("payout_requests.created_at", query.status === "paid" ? "desc" : "asc")
      .orderBy("payout_requests.id", "asc"),
  );
  return mapPage(rows, (row) => ({
    id: row.id,
    partnerId: row.partner_id,
    partnerName: row.partner_name,
    amount: toMajor(minorFromDb(row.amount_minor), row.currency),
    currency: row.currency,
    status: row.status,
    paymentReference: row.payment_reference,
    paidOn: row.paid_on,
    createdAt: row.created_at,
    runId: row.run_id,
    method: row.method_type ? { type: row.method_type, masked: row.method_masked ?? "" } : null,
  }));
}

export async function markPayoutPaid(
  id: string,
  payment: { paymentReference: string; payoutDate: string },
  actorUserId: string | null,
  now = new Date(),
) {
  const db = await getDb();
  const result = await db.transaction().execute(async (trx) => {
    // A payout method changed in the last 24 hours is held: the money would go to an account
    // nobody else in the company has seen yet.
    const held = await trx
      .selectFrom("payout_requests")
      .innerJoin("payout_methods", "payout_methods.partner_id", "payout_requests.partner_id")
      .innerJoin("partners", "partners.id", "payout_requests.partner_id")
      .select("partners.company_name")
      .where("payout_requests.id", "=", id)
      .where("payout_methods.status", "=", "current")
      .where("payout_methods.hold_until", ">", now.toISOString())
      .executeTakeFirst();
    if (held) throw new Refusal(409, payoutRunMessages.held(held.company_name));
    return payRequestIn(trx, id, payment, actorUserId, now, null);
  });
  kickMailSender();
  kickWebhookSender();
  return result;
}

/**
 * Pays one open payout request inside the caller's transaction (a single payment or a run's):
 * the reference and date on the request, its commissions paid, the audit entry and the
 * partner's email. 404 unknown, 409 already paid or in another run (a request in a run is
 * paid with its run, not alone), 400 a date before the request.
 */
export async function payRequestIn(
  trx: Transaction<Database>,
  id: string,
  payment: { paymentReference: string; payoutDate: string },
  actorUserId: string | null,
  now: Date,
  runId: string | null,
) {
  const at = now.toISOString();
  // A payment is made after its request: the request's UTC day is at most the payment's
  // (created_at is an ISO timestamp, so "before the next day" compares as text).
  const dayAfterPayment = new Date(Date.parse(payment.payoutDate) + DAY_MS).toISOString().slice(0, 10);
  const row = await trx
    .updateTable("payout_requests")
    .set({
      status: "paid",
      payment_reference: payment.paymentReference,
      paid_on: payment.payoutDate,
      paid_by: actorUserId,
      updated_at: at,
    })
    .where("id", "=", id)
    .where("status", "=", "requested")
    .where("run_id", runId === null ? "is" : "=", runId)
    .where("created_at", "<", dayAfterPayment)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const request = await trx
      .selectFrom("payout_requests")
      .select(["status", "run_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!request) throw new Refusal(404, adminMessages.notFound);
    if (request.status !== "requested") throw new Refusal(409, payoutMessages.alreadyPaid);
    if (request.run_id !== runId) throw new Refusal(409, payoutRunMessages.inRun);
    throw new Refusal(400, payoutMessages.payoutDateBeforeRequest, {
      payoutDate: payoutMessages.payoutDateBeforeRequest,
    });
  }
  const paid = await payRequestedCommissions(
    trx,
    id,
    { reference: payment.paymentReference, date: payment.payoutDate },
    { userId: actorUserId, role: "admin" },
    at,
  );
  const amountMinor = minorFromDb(row.amount_minor);
  await recordAudit(trx, {
    actorUserId,
    action: "payout.paid",
    entityType: "payout",
    entityId: id,
    details: {
      paymentReference: payment.paymentReference,
      paidOn: payment.payoutDate,
      commissions: paid.length,
    },
  });
  // The owners and the person who asked for it (a finance colleague, often) are told.
  const people = await concernedPeople(trx, row.partner_id, { people: [row.requested_by] });
  for (const to of people)
    await enqueueMail(
      trx,
      {
        to: to.email,
        ...payoutPaidMail({
          id,
          amountMinor,
          currency: row.currency,
          count: paid.length,
          reference: payment.paymentReference,
          paidOn: payment.payoutDate,
        }),
        kind: "payout:paid",
        refId: id,
        notify: {
          userId: to.id,
          message: `Your payout of ${formatMoney(amountMinor, row.currency)} was paid on ${formatDay(payment.payoutDate)}.`,
          link: dashboardPath("commissions"),
        },
      },
      "transactional",
    );
  await queueWebhookEvent(trx, "payout.paid", toApiPayout(row, paid), now);
  return {
    id,
    amount: toMajor(amountMinor, row.currency),
    currency: row.currency,
    status: row.status,
    paymentReference: row.payment_reference,
    paidOn: row.paid_on,
    commissions: paid.length,
    commissionIds: paid,
  };
}
