import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as payoutsRoute } from "@/app/api/partners/payouts/route";
import { GET as ratesRoute, PUT as putRateRoute } from "@/app/api/admin/exchange-rates/route";
import { payoutGateMessages } from "@/lib/validation/payout-details";
import { adminToken } from "@/test/support/accounts";
import { insertCommission, requestPayment } from "@/test/support/payouts";
import { callRoute } from "@/test/support/routes";
import { DAY_MS } from "@/lib/time";
import { POST as createDealRoute } from "@/app/api/partners/deals/route";
import { POST as stageRoute } from "@/app/api/admin/deals/[id]/stage/route";
import { approveDeal } from "@/lib/server/deals/console-review";
import { dealMessages } from "@/lib/validation/deals";
import { applyRate } from "@/lib/money";
import { dealBody } from "@/test/support/deals";
import {
  ip,
  today,
  ibanBody,
  w8benBody,
  partner,
  putMethod,
  postTaxForm,
} from "@/test/support/payout-details";

// Payout requests convert at the team's rates, keeping each rate; a deal's own currency earns
// its commission in that currency; JPY is paid in whole yen.

const db = freshTestDatabase();

describe("currencies", () => {
  it("converts USD and JPY commissions to a EUR payout at the rates in effect that day, keeping each rate", async () => {
    const admin = await adminToken();
    const owner = await partner();
    await putMethod(owner.token, ibanBody);
    await postTaxForm(owner.token, w8benBody());
    await insertCommission(owner.partnerId, 100, "approved", "Northwind", "USD");
    await insertCommission(owner.partnerId, 33.33, "approved", "Contoso", "USD");
    await insertCommission(owner.partnerId, 12_345, "approved", "Tanaka", "JPY");
    const put = (base: string, quote: string, rate: unknown, effectiveFrom: string) =>
      callRoute(putRateRoute, "/api/admin/exchange-rates", {
        method: "PUT",
        token: admin.token,
        body: { base, quote, rate, effectiveFrom },
      });
    const noRate = await requestPayment(owner.token);
    expect(noRate.status).toBe(409);
    expect(noRate.json.error).toBe(payoutGateMessages.noRate("JPY", "EUR", today()));
    const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    expect((await put("USD", "EUR", "0.9", "2025-01-01")).status).toBe(200);
    expect((await put("USD", "EUR", "0.9234", yesterday)).status).toBe(200);
    expect((await put("USD", "EUR", "2", tomorrow)).status).toBe(200);
    expect((await put("JPY", "EUR", 0.006123, yesterday)).status).toBe(200);
    const list = await callRoute(ratesRoute, "/x", { token: admin.token });
    expect((list.json.rates as unknown[]).length).toBe(4);
    const payout = await requestPayment(owner.token);
    expect(payout.status).toBe(201);
    // 133.33 USD * 0.9234 = 123.116922 -> 123.12 EUR; 12345 JPY * 0.006123 = 75.588435 -> 75.59 EUR.
    expect(payout.json.payout).toMatchObject({
      currency: "EUR",
      amountMinor: 19_871,
      conversions: [
        {
          from: "JPY",
          to: "EUR",
          originalMinor: 12_345,
          rate: "0.006123",
          effectiveFrom: yesterday,
          convertedMinor: 7559,
        },
        {
          from: "USD",
          to: "EUR",
          originalMinor: 13_333,
          rate: "0.9234",
          effectiveFrom: yesterday,
          convertedMinor: 12_312,
        },
      ],
    });
    const listed = await callRoute(payoutsRoute, "/x", { token: owner.token });
    expect((listed.json.payouts as { conversions: unknown[] }[])[0]!.conversions).toHaveLength(2);
  });

  it("a deal registered in JPY earns its commission in yen; an unknown currency is refused", async () => {
    const admin = await adminToken();
    const owner = await partner();
    const refused = await callRoute(createDealRoute, "/api/partners/deals", {
      method: "POST",
      token: owner.token,
      body: dealBody({ currency: "XYZ" }),
      ip: ip(),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe(dealMessages.currency);
    const created = await callRoute(createDealRoute, "/api/partners/deals", {
      method: "POST",
      token: owner.token,
      body: dealBody({ currency: "JPY", dealSize: 1_234_567 }),
      ip: ip(),
    });
    expect(created.status).toBe(201);
    const deal = created.json.deal as { _id: string; currency: string; dealSize: number };
    expect(deal).toMatchObject({ currency: "JPY", dealSize: 1_234_567 });
    await approveDeal(deal._id, { actorUserId: admin.userId });
    await callRoute(stageRoute, "/x", {
      method: "POST",
      token: admin.token,
      params: { id: deal._id },
      body: { stage: "closed_won" },
    });
    const commission = await db()
      .selectFrom("commissions")
      .select(["amount_minor", "currency", "rate"])
      .where("deal_id", "=", deal._id)
      .executeTakeFirstOrThrow();
    // The tier's rate of 1,234,567 yen, rounded once to whole yen.
    expect(commission.currency).toBe("JPY");
    expect(Number(commission.amount_minor)).toBe(applyRate(1_234_567, Number(commission.rate)));
  });

  it("pays JPY in whole yen", async () => {
    const admin = await adminToken();
    const owner = await partner();
    await putMethod(owner.token, { type: "paypal", email: "yen@example.com", currency: "JPY" });
    await postTaxForm(owner.token, w8benBody());
    await insertCommission(owner.partnerId, 123.45);
    await callRoute(putRateRoute, "/x", {
      method: "PUT",
      token: admin.token,
      body: { base: "USD", quote: "JPY", rate: "151.237", effectiveFrom: "2026-01-01" },
    });
    const payout = await requestPayment(owner.token);
    // 123.45 * 151.237 = 18670.20765 -> 18670 yen.
    expect(payout.json.payout).toMatchObject({ currency: "JPY", amountMinor: 18_670 });
  });
});
