import "server-only";
import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import { Refusal } from "@/lib/refusal";
import type { CommissionStatus } from "@/lib/validation/commission-options";
import { applyRate, minorFromDb } from "@/lib/money";
import type { Database } from "@/lib/server/db";
import type { CommissionEventsTable, CommissionsTable } from "@/lib/server/db/schema/commissions";
import { adminMessages } from "@/lib/validation/admin";
import { dealMessages } from "@/lib/validation/deals";
import { commissionMessages } from "./messages";

// The commission ledger's writes. Amounts are integer minor units, computed once where the
// rate is applied; a status changes only by a guarded update from the statuses it may come
// from, and every change is kept in commission_events with who made it and when. History is
// never edited: a reversal adds a line of the opposite amount.

export type CommissionRow = Selectable<CommissionsTable>;

/** A ledger line's kind: a commission earned, or a market development reimbursement. */
export const ledgerKinds = { commission: "commission", mdfReimbursement: "mdf_reimbursement" } as const;
export interface LedgerActor {
  userId: string | null;
  role: CommissionEventsTable["actor_role"];
}

type Trx = Transaction<Database>;

export async function recordCommissionEvents(
  trx: Trx,
  ids: readonly string[],
  change: {
    from: CommissionStatus | null;
    to: CommissionStatus;
    actor: LedgerActor;
    at: string;
    payoutRequestId?: string | null;
  },
): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .insertInto("commission_events")
    .values(
      ids.map((id) => ({
        id: randomUUID(),
        commission_id: id,
        from_status: change.from,
        to_status: change.to,
        actor_user_id: change.actor.userId,
        actor_role: change.actor.role,
        payout_request_id: change.payoutRequestId ?? null,
        created_at: change.at,
      })),
    )
    .execute();
}

/**
 * The won deal's commission, pending the team's approval: the deal's value times the rate,
 * rounded once. The unique won_deal_id makes it one per deal however often (or concurrently)
 * the deal is marked closed won.
 */
export async function createCommissionLine(
  trx: Trx,
  line: {
    partnerId: string;
    dealId: string;
    dealValueMinor: number;
    currency: string;
    rate: number;
    /** The tier whose rate it is (null: the partner's own rate). */
    tier?: string | null;
    actor: LedgerActor;
    at: string;
  },
): Promise<string | null> {
  const id = randomUUID();
  const inserted = await trx
    .insertInto("commissions")
    .values({
      id,
      partner_id: line.partnerId,
      deal_id: line.dealId,
      won_deal_id: line.dealId,
      amount_minor: applyRate(line.dealValueMinor, line.rate),
      currency: line.currency,
      rate: line.rate,
      tier: line.tier ?? null,
      status: "pending",
      payout_date: null,
      payment_reference: null,
      payout_request_id: null,
      created_at: line.at,
      updated_at: line.at,
    })
    .onConflict((oc) => oc.column("won_deal_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted)
    await recordCommissionEvents(trx, [id], { from: null, to: "pending", actor: line.actor, at: line.at });
  return inserted?.id ?? null;
}

/** Approves a pending commission (404 unknown, 409 not pending). */
export async function approveCommissionLine(
  trx: Trx,
  id: string,
  actor: LedgerActor,
  at: string,
): Promise<CommissionRow> {
  const row = await trx
    .updateTable("commissions")
    .set({ status: "approved", updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const exists = await trx.selectFrom("commissions").select("id").where("id", "=", id).executeTakeFirst();
    throw new Refusal(exists ? 409 : 404, exists ? dealMessages.commissionReviewed : adminMessages.notFound);
  }
  await recordCommissionEvents(trx, [id], { from: "pending", to: "approved", actor, at });
  return row;
}

/** Names every approved commission of the partner not yet in a request in the payout request. */
export async function takeApprovedCommissions(
  trx: Trx,
  partnerId: string,
  payoutRequestId: string,
  actor: LedgerActor,
  at: string,
) {
  const taken = await trx
    .updateTable("commissions")
    .set({ status: "requested", payout_request_id: payoutRequestId, updated_at: at })
    .where("partner_id", "=", partnerId)
    .where("status", "=", "approved")
    .where("payout_request_id", "is", null)
    .returning(["id", "amount_minor", "currency", "kind"])
    .execute();
  await recordCommissionEvents(
    trx,
    taken.map((row) => row.id),
    { from: "approved", to: "requested", actor, at, payoutRequestId },
  );
  return taken.map((row) => ({
    id: row.id,
    amountMinor: minorFromDb(row.amount_minor),
    currency: row.currency,
    kind: row.kind,
  }));
}

/**
 * An approved market development claim's reimbursement: a line of its own kind, approved at
 * once (the team approved the claim), in no deal and at no rate, paid with the partner's next
 * payout like an approved commission. The unique mdf_claim_id makes it one per claim.
 */
export async function createReimbursementLine(
  trx: Trx,
  line: {
    partnerId: string;
    claimId: string;
    amountMinor: number;
    currency: string;
    actor: LedgerActor;
    at: string;
  },
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto("commissions")
    .values({
      id,
      partner_id: line.partnerId,
      deal_id: null,
      won_deal_id: null,
      amount_minor: line.amountMinor,
      currency: line.currency,
      rate: 0,
      status: "approved",
      payout_date: null,
      payment_reference: null,
      payout_request_id: null,
      kind: ledgerKinds.mdfReimbursement,
      mdf_claim_id: line.claimId,
      created_at: line.at,
      updated_at: line.at,
    })
    .execute();
  await recordCommissionEvents(trx, [id], { from: null, to: "approved", actor: line.actor, at: line.at });
  return id;
}

/** Pays exactly the commissions the request names (each still requested in it). */
export async function payRequestedCommissions(
  trx: Trx,
  payoutRequestId: string,
  payment: { reference: string; date: string },
  actor: LedgerActor,
  at: string,
): Promise<string[]> {
  const paid = await trx
    .updateTable("commissions")
    .set({ status: "paid", payment_reference: payment.reference, payout_date: payment.date, updated_at: at })
    .where("payout_request_id", "=", payoutRequestId)
    .where("status", "=", "requested")
    .returning("id")
    .execute();
  const ids = paid.map((row) => row.id);
  await recordCommissionEvents(trx, ids, { from: "requested", to: "paid", actor, at, payoutRequestId });
  return ids;
}

/**
 * A won deal reopened or lost after all: its commission is reversed by a line of the
 * opposite amount (the commission itself keeps its amount). Money asked for or paid is not
 * taken back silently: a commission in a payout request or paid refuses the reversal (409).
 * Returns the reversing line's id, or null when the deal had no commission.
 */
export async function reverseDealCommission(
  trx: Trx,
  dealId: string,
  actor: LedgerActor,
  at: string,
): Promise<string | null> {
  const current = await trx
    .selectFrom("commissions")
    .select(["id", "status"])
    .where("won_deal_id", "=", dealId)
    .executeTakeFirst();
  if (!current || current.status === "reversed") return null;
  // Guarded by the status just read: a commission requested meanwhile is not reversed.
  const row =
    current.status === "pending" || current.status === "approved"
      ? await trx
          .updateTable("commissions")
          .set({ status: "reversed", updated_at: at })
          .where("id", "=", current.id)
          .where("status", "=", current.status)
          .returningAll()
          .executeTakeFirst()
      : undefined;
  if (!row) throw new Refusal(409, commissionMessages.reverseAfterRequest);
  const lineId = randomUUID();
  await trx
    .insertInto("commissions")
    .values({
      id: lineId,
      partner_id: row.partner_id,
      deal_id: row.deal_id,
      won_deal_id: null,
      reverses_id: row.id,
      amount_minor: -minorFromDb(row.amount_minor),
      currency: row.currency,
      rate: Number(row.rate),
      status: "reversed",
      payout_date: null,
      payment_reference: null,
      payout_request_id: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await recordCommissionEvents(trx, [row.id], {
    from: current.status,
    to: "reversed",
    actor,
    at,
  });
  await recordCommissionEvents(trx, [lineId], { from: null, to: "reversed", actor, at });
  return lineId;
}
