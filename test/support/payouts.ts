// Commissions and payout requests for tests (imported by *.test.ts only).
import { randomUUID } from "node:crypto";
import { toMinor } from "@/lib/money";
import type { CommissionStatus } from "@/lib/validation/commission-options";
import { getDb } from "@/lib/server/db";
import { POST as requestRoute } from "@/app/api/partners/payouts/route";
import { callRoute, type Handler } from "./routes";

let n = 0;

/**
 * A commission row as a closed won deal creates it (with its deal), in the given status.
 * Each is created a millisecond after the previous one, so lists order them by call.
 */
export async function insertCommission(
  partnerId: string,
  amount: number,
  status: CommissionStatus = "approved",
  customer = "Northwind",
  currency = "USD",
): Promise<string> {
  const db = await getDb();
  const now = new Date(Date.now() + (n += 1)).toISOString();
  const dealId = randomUUID();
  await db
    .insertInto("deals")
    .values({
      id: dealId,
      partner_id: partnerId,
      customer_name: customer,
      decision_maker_name: null,
      decision_maker_email: null,
      deal_size_minor: toMinor(amount, currency) * 10,
      currency,
      status: "closed_won",
      stage: "closed_won",
      protection_expires: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const id = randomUUID();
  await db
    .insertInto("commissions")
    .values({
      id,
      partner_id: partnerId,
      deal_id: dealId,
      won_deal_id: dealId,
      amount_minor: toMinor(amount, currency),
      currency,
      rate: 10,
      status,
      payout_date: null,
      payment_reference: null,
      payout_request_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/**
 * Every row a commission or payout action may write: payout requests, commissions (status,
 * payout link, payment), the audit log and the outbox. Equal before and after a refused call
 * means the call changed nothing.
 */
export async function payoutFootprint() {
  const db = await getDb();
  return {
    payoutRequests: await db.selectFrom("payout_requests").selectAll().orderBy("id").execute(),
    commissions: await db.selectFrom("commissions").selectAll().orderBy("id").execute(),
    audit: await db.selectFrom("audit_log").selectAll().orderBy("id").execute(),
    outbox: await db.selectFrom("outbox").selectAll().orderBy("id").execute(),
  };
}

/** POST to a console route whose path names an id (a payout, a commission, a deal) as `token`. */
export const postForId = (route: Handler, id: string, token: string, body?: unknown) =>
  callRoute(route, "/x", { method: "POST", token, params: { id }, body });

let requests = 0;
/** POST /api/partners/payouts as the partner, each request from its own client address. */
export const requestPayment = (token: string) =>
  callRoute(requestRoute, "/api/partners/payouts", {
    method: "POST",
    token,
    ip: `10.40.0.${(requests += 1) % 250}`,
  });
