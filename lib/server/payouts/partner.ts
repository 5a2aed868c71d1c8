import "server-only";
import { randomUUID } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { dealMessages, payoutMessages } from "@/lib/validation/deals";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { payoutRequestedTeamMail } from "@/lib/server/deals/emails";
import type { PartnerActor } from "@/lib/server/deals/partner";
import type { Payout } from "@/lib/types/payouts";

// Request Payment: a payout request covers exactly the partner's approved, unpaid
// commissions at that moment. Each commission is taken by a guarded update (status
// approved and no request yet), so of two concurrent requests only one gets it; a request
// whose commissions do not reach PAYOUT_MINIMUM is rolled back (409, saying so when the
// partner's approved commissions already wait in an open request). Commissions approved
// after a request may make a second one once they reach the minimum themselves.

export async function requestPayout(actor: PartnerActor, now = new Date()): Promise<Payout & { commissionIds: string[] }> {
  const db = await getDb();
  const payout = await db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const at = now.toISOString();
    await trx.insertInto("payout_requests").values({ id, partner_id: actor.partnerId, amount: 0, status: "requested", payment_reference: null, paid_on: null, requested_by: actor.userId, paid_by: null, created_at: at, updated_at: at }).execute();
    const taken = await trx
      .updateTable("commissions")
      .set({ status: "processing", payout_request_id: id, updated_at: at })
      .where("partner_id", "=", actor.partnerId)
      .where("status", "=", "approved")
      .where("payout_request_id", "is", null)
      .returning(["id", "amount"])
      .execute();
    const amount = Math.round(taken.reduce((sum, row) => sum + Number(row.amount), 0) * 100) / 100;
    if (taken.length === 0 || amount < env().PAYOUT_MINIMUM) {
      // Say why when the approved commissions already wait in an open request of the partner's.
      const open = await trx.selectFrom("payout_requests").select("id").where("partner_id", "=", actor.partnerId).where("status", "=", "requested").where("id", "!=", id).executeTakeFirst();
      throw new ApiError(409, open ? payoutMessages.openRequest : dealMessages.payoutBelowMinimum);
    }
    await trx.updateTable("payout_requests").set({ amount }).where("id", "=", id).execute();
    await enqueueMail(trx, { to: env().PROGRAMME_EMAIL, ...payoutRequestedTeamMail({ id, partnerName: actor.companyName, amount, count: taken.length }), kind: "payout:requested", refId: id }, "transactional");
    return { id, amount, status: "requested" as const, paymentReference: null, paidOn: null, commissionIds: taken.map((row) => row.id), createdAt: at };
  });
  kickMailSender();
  return payout;
}

/** The partner's payout requests, newest first. */
export async function listPartnerPayouts(partnerId: string): Promise<Payout[]> {
  const db = await getDb();
  const rows = await db.selectFrom("payout_requests").selectAll().where("partner_id", "=", partnerId).orderBy("created_at", "desc").limit(200).execute();
  return rows.map((row) => ({ id: row.id, amount: Number(row.amount), status: row.status, paymentReference: row.payment_reference, paidOn: row.paid_on, createdAt: row.created_at }));
}

/** What Request Payment would cover now: the approved, unpaid total and the minimum. */
export async function payoutBalance(partnerId: string) {
  const db = await getDb();
  const row = await db.selectFrom("commissions").select((eb) => eb.fn.sum<number>("amount").as("v")).where("partner_id", "=", partnerId).where("status", "=", "approved").where("payout_request_id", "is", null).executeTakeFirst();
  return { available: Number(row?.v ?? 0), minimum: env().PAYOUT_MINIMUM };
}
