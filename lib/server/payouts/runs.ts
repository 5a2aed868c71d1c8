import "server-only";
import { randomUUID } from "node:crypto";
import { Refusal } from "@/lib/refusal";
import { minorFromDb, toMajor, totalsByCurrency } from "@/lib/money";
import { payoutRunMessages } from "@/lib/validation/payout-runs";
import { getDb } from "@/lib/server/db";
import { kickMailSender } from "@/lib/server/mail";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { recordAudit } from "@/lib/server/audit/audit";
import { payRequestIn } from "./console";
import { paymentFileOf } from "./payment-files";

// Payout runs: the team takes open payout requests into a run, exports the run's payment
// file(s) (./payment-files.ts), and marks the run paid, which pays every request in it with
// the run's reference and date. A request is taken by a guarded update (open and in no run),
// so of two runs created at once with the same request only one gets it; the other is
// refused whole (409) and keeps nothing. Requests whose partner changed payout method in the
// last 24 hours cannot be taken.

export async function createPayoutRun(requestIds: readonly string[], actorUserId: string, now = new Date()) {
  const db = await getDb();
  const at = now.toISOString();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("payout_runs")
      .values({
        id,
        status: "open",
        payment_reference: null,
        paid_on: null,
        created_by: actorUserId,
        paid_by: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const taken = await trx
      .updateTable("payout_requests")
      .set({ run_id: id, updated_at: at })
      .where("id", "in", [...requestIds])
      .where("status", "=", "requested")
      .where("run_id", "is", null)
      .returning(["id", "partner_id"])
      .execute();
    if (taken.length !== requestIds.length) {
      const known = await trx
        .selectFrom("payout_requests")
        .select("id")
        .where("id", "in", [...requestIds])
        .execute();
      throw new Refusal(
        known.length === requestIds.length ? 409 : 404,
        known.length === requestIds.length ? payoutRunMessages.taken : payoutRunMessages.unknown,
      );
    }
    const methods = await trx
      .selectFrom("partners")
      .leftJoin("payout_methods", (join) =>
        join
          .onRef("payout_methods.partner_id", "=", "partners.id")
          .on("payout_methods.status", "=", "current"),
      )
      .select(["partners.company_name", "payout_methods.id as method_id", "payout_methods.hold_until"])
      .where(
        "partners.id",
        "in",
        taken.map((row) => row.partner_id),
      )
      .execute();
    for (const method of methods) {
      if (!method.method_id) throw new Refusal(409, payoutRunMessages.noMethod(method.company_name));
      if (method.hold_until && method.hold_until > at)
        throw new Refusal(409, payoutRunMessages.held(method.company_name));
    }
    await recordAudit(trx, {
      actorUserId,
      action: "payout-run.created",
      entityType: "payout_run",
      entityId: id,
      details: { requests: requestIds.length },
    });
  });
  return getPayoutRun(id);
}

export async function getPayoutRun(id: string) {
  const db = await getDb();
  const run = await db.selectFrom("payout_runs").selectAll().where("id", "=", id).executeTakeFirst();
  if (!run) throw new Refusal(404, payoutRunMessages.notFound);
  const requests = await db
    .selectFrom("payout_requests")
    .innerJoin("partners", "partners.id", "payout_requests.partner_id")
    .select([
      "payout_requests.id",
      "payout_requests.partner_id",
      "partners.company_name",
      "payout_requests.amount_minor",
      "payout_requests.currency",
      "payout_requests.status",
    ])
    .where("payout_requests.run_id", "=", id)
    .orderBy("partners.company_name")
    .orderBy("payout_requests.id")
    .execute();
  return {
    id: run.id,
    status: run.status,
    paymentReference: run.payment_reference,
    paidOn: run.paid_on,
    createdAt: run.created_at,
    requests: requests.map((row) => ({
      id: row.id,
      partnerId: row.partner_id,
      partnerName: row.company_name,
      amount: toMajor(minorFromDb(row.amount_minor), row.currency),
      currency: row.currency,
      status: row.status,
    })),
  };
}

export async function listPayoutRuns() {
  const db = await getDb();
  const runs = await db
    .selectFrom("payout_runs")
    .leftJoin("payout_requests", "payout_requests.run_id", "payout_runs.id")
    .select(["payout_runs.id", "payout_runs.status", "payout_runs.payment_reference", "payout_runs.paid_on"])
    .select("payout_runs.created_at")
    .select((eb) => eb.fn.count("payout_requests.id").as("requests"))
    .groupBy([
      "payout_runs.id",
      "payout_runs.status",
      "payout_runs.payment_reference",
      "payout_runs.paid_on",
      "payout_runs.created_at",
    ])
    .orderBy("payout_runs.created_at", "desc")
    .limit(200)
    .execute();
  // Each run's total per currency, and which payment files it has lines for.
  const lines =
    runs.length === 0
      ? []
      : await db
          .selectFrom("payout_requests")
          .leftJoin("payout_methods", (join) =>
            join
              .onRef("payout_methods.partner_id", "=", "payout_requests.partner_id")
              .on("payout_methods.status", "=", "current"),
          )
          .select([
            "payout_requests.run_id",
            "payout_requests.amount_minor",
            "payout_requests.currency",
            "payout_methods.type as method_type",
          ])
          .where(
            "payout_requests.run_id",
            "in",
            runs.map((run) => run.id),
          )
          .execute();
  return runs.map((run) => {
    const own = lines.filter((line) => line.run_id === run.id);
    return {
      id: run.id,
      status: run.status,
      paymentReference: run.payment_reference,
      paidOn: run.paid_on,
      createdAt: run.created_at,
      requests: Number(run.requests),
      totals: totalsByCurrency(
        own.map((line) => ({ minor: minorFromDb(line.amount_minor), currency: line.currency })),
      ).map((total) => ({ amountMinor: total.minor, currency: total.currency })),
      files: {
        sepa: own.some((line) => paymentFileOf(line.method_type, line.currency) === "sepa"),
        csv: own.some((line) => paymentFileOf(line.method_type, line.currency) === "csv"),
      },
    };
  });
}

/** Pays every request of an open run with the run's reference and date (all or none). */
export async function markPayoutRunPaid(
  id: string,
  payment: { paymentReference: string; payoutDate: string },
  actorUserId: string,
  now = new Date(),
) {
  const db = await getDb();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const run = await trx
      .updateTable("payout_runs")
      .set({
        status: "paid",
        payment_reference: payment.paymentReference,
        paid_on: payment.payoutDate,
        paid_by: actorUserId,
        updated_at: at,
      })
      .where("id", "=", id)
      .where("status", "=", "open")
      .returning("id")
      .executeTakeFirst();
    if (!run) {
      const exists = await trx.selectFrom("payout_runs").select("id").where("id", "=", id).executeTakeFirst();
      throw new Refusal(exists ? 409 : 404, exists ? payoutRunMessages.runPaid : payoutRunMessages.notFound);
    }
    const requests = await trx
      .selectFrom("payout_requests")
      .select("id")
      .where("run_id", "=", id)
      .orderBy("id")
      .execute();
    for (const request of requests) await payRequestIn(trx, request.id, payment, actorUserId, now, id);
    await recordAudit(trx, {
      actorUserId,
      action: "payout-run.paid",
      entityType: "payout_run",
      entityId: id,
      details: {
        paymentReference: payment.paymentReference,
        paidOn: payment.payoutDate,
        requests: requests.length,
      },
    });
  });
  kickMailSender();
  kickWebhookSender();
  return getPayoutRun(id);
}
