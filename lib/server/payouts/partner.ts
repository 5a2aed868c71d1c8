import "server-only";
import { randomUUID } from "node:crypto";
import { Refusal } from "@/lib/refusal";
import { formatMoney, minorFromDb } from "@/lib/money";
import { payoutMessages } from "@/lib/validation/payouts";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { payoutRequestedTeamMail } from "@/lib/server/payouts/emails";
import { commissionFiguresOf, figureList } from "@/lib/server/commissions/figures";
import { ledgerKinds, takeApprovedCommissions } from "@/lib/server/commissions/ledger";
import type { PartnerActor } from "@/lib/server/actor";
import type { Payout } from "@/lib/validation/payouts";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { toApiPayout } from "./api-reads";
import { convertToPayoutCurrency, parseConversions, requirePayoutDetails } from "./payout-gate";
import { checkPayoutMinimum, describeWorth } from "../money/payout-minimum";

// Request Payment needs a payout method (not on hold) and a tax form on file (./payout-gate.ts);
// commissions (and market development reimbursements, ledger lines of their own kind) in other
// currencies convert to the method's payout currency at the team's
// rates in effect that day, each rate recorded on the request. A payout request names exactly
// the partner's approved commissions in no request at that moment, and its total is the sum
// of their stored amounts. Each commission is taken by a guarded update (status approved and
// no request yet), so of two concurrent requests only one gets it; a request whose
// commissions are worth less than PAYOUT_MINIMUM in the reporting currency
// (./payout-minimum.ts) is rolled back (409, naming both amounts, or saying so when the
// partner's approved commissions already wait in an open request). Commissions approved
// after a request may make a second one once they reach the minimum themselves.

export async function requestPayout(actor: PartnerActor, now = new Date()): Promise<Payout> {
  const db = await getDb();
  const payout = await db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const at = now.toISOString();
    const method = await requirePayoutDetails(trx, actor.partnerId, now);
    await trx
      .insertInto("payout_requests")
      .values({
        id,
        partner_id: actor.partnerId,
        amount_minor: 0,
        status: "requested",
        payment_reference: null,
        paid_on: null,
        requested_by: actor.userId,
        requested_by_name: actor.name,
        paid_by: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const taken = await takeApprovedCommissions(
      trx,
      actor.partnerId,
      id,
      { userId: actor.userId, role: "partner" },
      at,
    );
    const currency = method.currency;
    const { totalMinor: amountMinor, conversions } = await convertToPayoutCurrency(
      trx,
      taken,
      currency,
      at.slice(0, 10),
    );
    // The minimum is in the reporting currency: the commissions' own amounts are converted
    // into it (not the payout total), so the payout currency chosen never changes the test.
    const minimum = await checkPayoutMinimum(
      trx,
      taken.map((line) => ({ minor: line.amountMinor, currency: line.currency })),
      at.slice(0, 10),
    );
    if (taken.length === 0 || !minimum.reaches) {
      // Say why when the approved commissions already wait in an open request of the partner's.
      const open = await trx
        .selectFrom("payout_requests")
        .select("id")
        .where("partner_id", "=", actor.partnerId)
        .where("status", "=", "requested")
        .where("id", "!=", id)
        .executeTakeFirst();
      throw new Refusal(
        409,
        open
          ? payoutMessages.openRequest
          : payoutMessages.belowMinimum(
              formatMoney(minimum.minimum.minor, minimum.minimum.currency),
              describeWorth(minimum),
            ),
      );
    }
    // The part that reimburses market development, kept so the 1099-NEC figures can leave it out.
    const reimbursements = taken.filter((line) => line.kind === ledgerKinds.mdfReimbursement);
    const reimbursementMinor = reimbursements.length
      ? (await convertToPayoutCurrency(trx, reimbursements, currency, at.slice(0, 10))).totalMinor
      : 0;
    await trx
      .updateTable("payout_requests")
      .set({
        amount_minor: amountMinor,
        reimbursement_minor: reimbursementMinor,
        currency,
        method_id: method.methodId,
        conversions: JSON.stringify(conversions),
      })
      .where("id", "=", id)
      .execute();
    await enqueueMail(
      trx,
      {
        to: env().PROGRAMME_EMAIL,
        ...payoutRequestedTeamMail({
          id,
          partnerName: actor.companyName,
          amountMinor,
          currency,
          count: taken.length,
        }),
        kind: "payout:requested",
        refId: id,
      },
      "transactional",
    );
    const saved = await trx
      .selectFrom("payout_requests")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    await queueWebhookEvent(
      trx,
      "payout.requested",
      toApiPayout(
        saved,
        taken.map((row) => row.id),
      ),
      now,
    );
    return {
      id,
      amountMinor,
      currency,
      status: "requested" as const,
      commissionIds: taken.map((row) => row.id),
      paymentReference: null,
      paidOn: null,
      createdAt: at,
      statementUrl: null,
      registeredBy: { userId: actor.userId, name: actor.name },
      conversions,
    };
  });
  kickMailSender();
  kickWebhookSender();
  return payout;
}

/** The partner's payout requests, newest first, each with the commissions it names and its total. */
export async function listPartnerPayouts(partnerId: string): Promise<Payout[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("payout_requests")
    .selectAll()
    .where("partner_id", "=", partnerId)
    .orderBy("created_at", "desc")
    .limit(200)
    .execute();
  const named =
    rows.length === 0
      ? []
      : await db
          .selectFrom("commissions")
          .select(["id", "payout_request_id"])
          .where(
            "payout_request_id",
            "in",
            rows.map((row) => row.id),
          )
          .orderBy("created_at", "asc")
          .orderBy("id", "asc")
          .execute();
  const idsOf = new Map<string, string[]>();
  for (const line of named)
    idsOf.set(line.payout_request_id!, [...(idsOf.get(line.payout_request_id!) ?? []), line.id]);
  return rows.map((row) => ({
    id: row.id,
    amountMinor: minorFromDb(row.amount_minor),
    currency: row.currency,
    status: row.status,
    commissionIds: idsOf.get(row.id) ?? [],
    paymentReference: row.payment_reference,
    paidOn: row.paid_on,
    createdAt: row.created_at,
    statementUrl: row.status === "paid" ? `/api/partners/payouts/${row.id}/statement` : null,
    registeredBy: row.requested_by ? { userId: row.requested_by, name: row.requested_by_name ?? "" } : null,
    conversions: parseConversions(row.conversions),
  }));
}

/** What Request Payment would cover now: the approved amounts in no request, per currency, and the minimum. */
export async function payoutBalance(partnerId: string, now = new Date()) {
  const db = await getDb();
  const available = figureList(await commissionFiguresOf(partnerId, now, db, "payable"), "availableMinor");
  const check = await checkPayoutMinimum(db, available, now.toISOString().slice(0, 10));
  return {
    available: available.map((line) => ({ amountMinor: line.minor, currency: line.currency })),
    availableWorthMinor: check.converted.totalMinor,
    minimumMinor: check.minimum.minor,
    minimumCurrency: check.minimum.currency,
    reachesMinimum: check.reaches,
  };
}
