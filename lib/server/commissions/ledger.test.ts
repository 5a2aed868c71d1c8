import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as summaryRoute } from "@/app/api/partners/commissions/summary/route";
import { GET as payoutsRoute } from "@/app/api/partners/payouts/route";
import { GET as commissionsRoute } from "@/app/api/partners/commissions/route";
import { minorFromDb, toMinor } from "@/lib/money";
import { getDb } from "@/lib/server/db";
import { markPayoutPaid } from "@/lib/server/payouts/console";
import { requestPayout } from "@/lib/server/payouts/partner";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { useTestDatabase } from "@/test/support/test-database";
import { commissionFiguresOf } from "./figures";
import { approveCommissionLine, createCommissionLine, reverseDealCommission } from "./ledger";

const db = useTestDatabase();
const system = { userId: null, role: "system" as const };

/** The commission of a deal value at a rate in tenths of a percent, rounded half away from zero, by rational arithmetic. */
function expectedCommission(valueMinor: bigint, rateTenths: bigint): bigint {
  const numerator = valueMinor * rateTenths;
  const denominator = 1000n;
  const magnitude = ((numerator < 0n ? -numerator : numerator) * 2n + denominator) / (2n * denominator);
  return numerator < 0n ? -magnitude : magnitude;
}

/** Every stored line of the partner, summed per status with bigint arithmetic. */
async function storedSums(partnerId: string): Promise<Record<string, bigint>> {
  const rows = await db()
    .selectFrom("commissions")
    .select(["status", "amount_minor"])
    .where("partner_id", "=", partnerId)
    .execute();
  const sums: Record<string, bigint> = {};
  for (const row of rows) sums[row.status] = (sums[row.status] ?? 0n) + BigInt(String(row.amount_minor));
  return sums;
}

async function insertDeals(partnerId: string, values: number[]): Promise<string[]> {
  const at = new Date().toISOString();
  const ids = values.map(() => randomUUID());
  const rows = values.map((value, i) => ({
    id: ids[i]!,
    partner_id: partnerId,
    customer_name: `Customer ${i}`,
    decision_maker_name: null,
    decision_maker_email: null,
    deal_size_minor: toMinor(value),
    status: "closed_won" as const,
    stage: "closed_won" as const,
    protection_expires: null,
    created_at: at,
    updated_at: at,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await db()
      .insertInto("deals")
      .values(rows.slice(i, i + 200))
      .execute();
  return ids;
}

describe("the commission ledger", () => {
  it("keeps every figure equal to the sum of stored integers over thousands of lines, payouts and reversals", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const user = await db()
      .selectFrom("users")
      .select(["id", "email"])
      .where("partner_id", "=", partner.partnerId)
      .executeTakeFirstOrThrow();
    const count = 2400;
    // Values like 1,000.10, 1,000.11 ... at 12.5 % and 15 %: every product has a fraction of a cent.
    const values = Array.from({ length: count }, (_, i) => Number((1000.1 + i * 0.01).toFixed(2)));
    const rates = values.map((_, i) => (i % 2 === 0 ? 12.5 : 15));
    const dealIds = await insertDeals(partner.partnerId, values);
    const at = new Date().toISOString();
    const lineIds: string[] = [];
    for (let start = 0; start < count; start += 300) {
      await db()
        .transaction()
        .execute(async (trx) => {
          for (let i = start; i < Math.min(count, start + 300); i += 1) {
            lineIds.push(
              (await createCommissionLine(trx, {
                partnerId: partner.partnerId,
                dealId: dealIds[i]!,
                dealValueMinor: toMinor(values[i]!),
                currency: "USD",
                rate: rates[i]!,
                actor: system,
                at,
              }))!,
            );
          }
        });
    }
    const stored = await db()
      .selectFrom("commissions")
      .select(["won_deal_id", "amount_minor"])
      .where("partner_id", "=", partner.partnerId)
      .execute();
    const byDeal = new Map(stored.map((row) => [row.won_deal_id, BigInt(String(row.amount_minor))]));
    values.forEach((value, i) =>
      expect(byDeal.get(dealIds[i]!), `deal ${i}`).toBe(
        expectedCommission(BigInt(toMinor(value)), BigInt(rates[i]! * 10)),
      ),
    );

    // Two thirds approved; of those, some reversed; of the pending, some reversed too.
    await db()
      .transaction()
      .execute(async (trx) => {
        for (let i = 0; i < count; i += 1)
          if (i % 3 !== 0)
            await approveCommissionLine(trx, lineIds[i]!, { userId: admin.userId, role: "admin" }, at);
        for (let i = 0; i < count; i += 50)
          await reverseDealCommission(trx, dealIds[i]!, { userId: admin.userId, role: "admin" }, at);
        for (let i = 1; i < count; i += 70)
          await reverseDealCommission(trx, dealIds[i]!, { userId: admin.userId, role: "admin" }, at);
      });

    const payout = await requestPayout({
      partnerId: partner.partnerId,
      userId: user.id,
      email: user.email,
      name: "Pat Partner",
      companyName: "Acme Advisory",
    });
    const today = new Date().toISOString().slice(0, 10);
    await markPayoutPaid(payout.id, { paymentReference: "WIRE-LEDGER-1", payoutDate: today }, admin.userId);
    // Approved after the payout: awaiting payment, in no request.
    await db()
      .transaction()
      .execute(async (trx) => {
        for (let i = 3; i < 30; i += 3)
          await approveCommissionLine(trx, lineIds[i]!, { userId: admin.userId, role: "admin" }, at);
      });

    const sums = await storedSums(partner.partnerId);
    const figures = (await commissionFiguresOf(partner.partnerId)).byCurrency[0]!;
    expect(BigInt(figures.paidMinor)).toBe(sums.paid);
    expect(BigInt(figures.thisMonthMinor)).toBe(sums.paid);
    expect(BigInt(figures.awaitingPaymentMinor)).toBe((sums.approved ?? 0n) + (sums.requested ?? 0n));
    expect(BigInt(figures.earnedMinor)).toBe((sums.approved ?? 0n) + (sums.requested ?? 0n) + sums.paid!);
    expect(BigInt(figures.pendingApprovalMinor)).toBe(sums.pending);
    expect(sums.reversed).toBe(0n); // every reversed commission beside its reversing line
    expect(figures.paidMinor).toBeGreaterThan(0);

    // The payout's total is the sum of exactly the commissions it names, all paid.
    const named = await db()
      .selectFrom("commissions")
      .select(["id", "amount_minor", "status"])
      .where("payout_request_id", "=", payout.id)
      .execute();
    const stored_ = await db()
      .selectFrom("payout_requests")
      .select("amount_minor")
      .where("id", "=", payout.id)
      .executeTakeFirstOrThrow();
    expect(BigInt(String(stored_.amount_minor))).toBe(
      named.reduce((sum, row) => sum + BigInt(String(row.amount_minor)), 0n),
    );
    expect(new Set(named.map((row) => row.status))).toEqual(new Set(["paid"]));
    expect(minorFromDb(stored_.amount_minor)).toBe(figures.paidMinor);

    // The endpoints read the same figures, in minor units per currency.
    const summary = await callRoute(summaryRoute, "/api/partners/commissions/summary", {
      token: partner.token,
    });
    expect(summary.json).toMatchObject({ reportingCurrency: "USD", byCurrency: [figures] });
    const payouts = await callRoute(payoutsRoute, "/api/partners/payouts", { token: partner.token });
    const listed = (
      payouts.json.payouts as { id: string; amountMinor: number; commissionIds: string[] }[]
    )[0]!;
    expect(listed.amountMinor).toBe(figures.paidMinor);
    expect([...listed.commissionIds].sort()).toEqual(named.map((row) => row.id).sort());
    expect(payouts.json.available).toEqual([{ amountMinor: figures.availableMinor, currency: "USD" }]);
    const list = (await callRoute(commissionsRoute, "/api/partners/commissions", { token: partner.token }))
      .json;
    expect(list.summary).toEqual({ ...summary.json, success: undefined });
  }, 120_000);

  it("reverses by a line of the opposite amount, once, with the transition kept; paid money is not reversed", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const [open, paid] = await insertDeals(partner.partnerId, [1000.1, 2000.2]);
    const at = new Date().toISOString();
    const actor = { userId: admin.userId, role: "admin" as const };
    const [openLine, paidLine] = await db()
      .transaction()
      .execute(async (trx) => [
        (await createCommissionLine(trx, {
          partnerId: partner.partnerId,
          dealId: open!,
          dealValueMinor: 100010,
          currency: "USD",
          rate: 15,
          actor,
          at,
        }))!,
        (await createCommissionLine(trx, {
          partnerId: partner.partnerId,
          dealId: paid!,
          dealValueMinor: 200020,
          currency: "USD",
          rate: 15,
          actor,
          at,
        }))!,
      ]);
    await db()
      .updateTable("commissions")
      .set({ status: "paid", payout_date: at.slice(0, 10) })
      .where("id", "=", paidLine)
      .execute();
    const reversal = await db()
      .transaction()
      .execute((trx) => reverseDealCommission(trx, open!, actor, at));
    const lines = await db()
      .selectFrom("commissions")
      .select(["id", "amount_minor", "status", "reverses_id"])
      .where("deal_id", "=", open!)
      .orderBy("reverses_id")
      .execute();
    expect(
      lines
        .map((line) => ({ ...line, amount_minor: minorFromDb(line.amount_minor) }))
        .sort((a, b) => a.amount_minor - b.amount_minor),
    ).toEqual([
      { id: reversal, amount_minor: -15002, status: "reversed", reverses_id: openLine },
      { id: openLine, amount_minor: 15002, status: "reversed", reverses_id: null },
    ]);
    const events = await db()
      .selectFrom("commission_events")
      .select(["from_status", "to_status", "actor_user_id"])
      .where("commission_id", "=", openLine)
      .orderBy("created_at")
      .orderBy("to_status", "asc")
      .execute();
    expect(events).toEqual([
      { from_status: null, to_status: "pending", actor_user_id: admin.userId },
      { from_status: "pending", to_status: "reversed", actor_user_id: admin.userId },
    ]);
    // Again: nothing more to reverse.
    expect(
      await db()
        .transaction()
        .execute((trx) => reverseDealCommission(trx, open!, actor, at)),
    ).toBeNull();
    await expect(
      db()
        .transaction()
        .execute((trx) => reverseDealCommission(trx, paid!, actor, at)),
    ).rejects.toMatchObject({ status: 409 });
    const figures = (await commissionFiguresOf(partner.partnerId)).byCurrency[0];
    expect(figures).toMatchObject({ paidMinor: 30003, pendingApprovalMinor: 0, awaitingPaymentMinor: 0 });
    expect(await getDb()).toBe(db());
  });
});
