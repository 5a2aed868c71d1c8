import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as summaryRoute } from "@/app/api/partners/commissions/summary/route";
import { GET as dashboardRoute } from "@/app/api/partners/dashboard/route";
import { GET as previewRoute } from "@/app/api/partners/payouts/preview/route";
import { POST as requestRoute } from "@/app/api/partners/payouts/route";
import { GET as tierRoute } from "@/app/api/partners/tier/route";
import { convertMinor, formatMoney, formatMoneyList, type Money } from "@/lib/money";
import type { CommissionSummary, CurrencyFigures } from "@/lib/validation/commissions";
import type { DashboardSummary } from "@/lib/validation/dashboard";
import type { PayoutPreview } from "@/lib/validation/payouts";
import type { PartnerTierView } from "@/lib/validation/tiers";
import { dealRegistrationSchema } from "@/lib/validation/deals";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { addExchangeRate } from "@/lib/server/money/exchange-rates";
import { requestPayout } from "@/lib/server/payouts/partner";
import { markPayoutPaid } from "@/lib/server/payouts/console";
import { measurePartner } from "@/lib/server/tiers/metrics";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { dealBody } from "@/test/support/deals";
import { givePayoutDetails } from "@/test/support/payout-details";
import { callRoute } from "@/test/support/routes";
import { useTestDatabase } from "@/test/support/test-database";
import { approveCommission } from "./console";

// A ledger in dollars, euros and yen, generated: every figure the partner, the team and the
// emails read equals the sum of its lines in each currency, or that sum converted at the
// stated, dated rate; two currencies are never added at face value.

const db = useTestDatabase();
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const rates = { EUR: "1.0825", JPY: "0.0066" } as const;

/** A small deterministic generator (a linear congruential one), so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

async function addRates(actor: string) {
  for (const [base, rate] of Object.entries(rates) as ["EUR" | "JPY", string][])
    await addExchangeRate({ base, quote: "USD", rate, effectiveFrom: day(-40) }, actor, new Date());
}

/** An approved deal of the partner in `currency`, then won by the team (its commission and win value). */
async function winDeal(partnerId: string, minor: number, currency: string) {
  const id = randomUUID();
  const at = new Date(Date.now() - DAY).toISOString();
  await db()
    .insertInto("deals")
    .values({
      id,
      partner_id: partnerId,
      customer_name: `Customer ${currency} ${minor}`,
      decision_maker_name: null,
      decision_maker_email: null,
      deal_size_minor: minor,
      currency,
      status: "approved",
      stage: "negotiation",
      protection_expires: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const { commissionId } = await setDealStage(id, "closed_won", { actorUserId: null });
  return { dealId: id, commissionId: commissionId! };
}

/** The partner's payout method (a test partner has one on file) set to pay in `currency`. */
async function payIn(partnerId: string, currency: string) {
  const method = await db()
    .selectFrom("payout_methods")
    .select("id")
    .where("partner_id", "=", partnerId)
    .executeTakeFirst();
  if (!method) await givePayoutDetails(partnerId, { currency });
  else await db().updateTable("payout_methods").set({ currency }).where("id", "=", method.id).execute();
}

const sumOf = (values: (number | string)[]) =>
  values.reduce<number>((total, value) => total + Number(value), 0);

describe("a ledger in USD, EUR and JPY", () => {
  it("keeps every screen total and email figure equal to its lines per currency, or their stated conversion", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    await addRates(admin.userId);
    await payIn(partner.partnerId, "USD");
    const user = await db()
      .selectFrom("users")
      .select(["id", "email"])
      .where("partner_id", "=", partner.partnerId)
      .executeTakeFirstOrThrow();
    const actor = {
      partnerId: partner.partnerId,
      userId: user.id,
      email: user.email,
      name: "Pat Partner",
      companyName: "Acme",
    };
    const next = generator(45);
    const won: { commissionId: string; currency: string }[] = [];
    for (let i = 0; i < 24; i += 1) {
      const currency = (["USD", "EUR", "JPY"] as const)[i % 3]!;
      // Values with odd minor units, so every commission and conversion has a fraction to round.
      const minor = currency === "JPY" ? 1_000_001 + next(9_000_000) : 100_001 + next(90_000_000);
      won.push({ ...(await winDeal(partner.partnerId, minor, currency)), currency });
    }
    // Approve two thirds, pay the first half of those through a payout, leave the rest pending.
    for (const line of won.slice(0, 8)) await approveCommission(line.commissionId, admin.userId);
    const payout = await requestPayout(actor);
    await markPayoutPaid(payout.id, { paymentReference: "WIRE-MULTI", payoutDate: day(0) }, admin.userId);
    for (const line of won.slice(8, 16)) await approveCommission(line.commissionId, admin.userId);

    const lines = await db()
      .selectFrom("commissions")
      .select(["currency", "status", "amount_minor", "payout_request_id", "payout_date"])
      .where("partner_id", "=", partner.partnerId)
      .execute();
    type Line = (typeof lines)[number];
    const sum = (currency: string, statuses: string[], keep: (row: Line) => boolean = () => true) =>
      sumOf(
        lines
          .filter((row) => row.currency === currency && statuses.includes(row.status) && keep(row))
          .map((row) => row.amount_minor),
      );

    // The Commissions cards: one set per currency, each the sum of its lines.
    const summary = (await callRoute(summaryRoute, "/x", { token: partner.token }))
      .json as unknown as CommissionSummary;
    expect(summary.byCurrency.map((entry) => entry.currency)).toEqual(["USD", "EUR", "JPY"]);
    for (const entry of summary.byCurrency) {
      const c = entry.currency;
      expect(entry).toEqual<CurrencyFigures>({
        currency: c,
        earnedMinor: sum(c, ["approved", "requested", "paid"]),
        paidMinor: sum(c, ["paid"]),
        thisMonthMinor: sum(c, ["paid"]),
        lastMonthMinor: 0,
        awaitingPaymentMinor: sum(c, ["approved", "requested"]),
        pendingApprovalMinor: sum(c, ["pending"]),
        availableMinor: sum(c, ["approved"], (row) => row.payout_request_id === null),
      });
      expect(entry.earnedMinor).toBe(entry.awaitingPaymentMinor + entry.paidMinor);
    }

    // The payout: each currency's total converted once at its stated rate, and their sum.
    expect(payout.currency).toBe("USD");
    const paidLines = lines.filter((row) => row.status === "paid");
    for (const conversion of payout.conversions) {
      const original = sum(conversion.from, ["paid"]);
      expect(conversion.originalMinor).toBe(original);
      const rate = conversion.from === "USD" ? "1" : rates[conversion.from as keyof typeof rates];
      expect(conversion.rate).toBe(rate);
      expect(conversion.convertedMinor).toBe(convertMinor(original, conversion.from, "USD", rate));
    }
    expect(payout.conversions.map((line) => line.from).sort()).toEqual(
      [...new Set(paidLines.map((row) => row.currency))].sort(),
    );
    expect(payout.amountMinor).toBe(sumOf(payout.conversions.map((line) => line.convertedMinor)));

    // Overview: revenue is every won deal at its win date's rate, the same as the tier panel.
    const deals = await db()
      .selectFrom("deals")
      .innerJoin("deal_wins", "deal_wins.deal_id", "deals.id")
      .select([
        "deal_size_minor",
        "currency",
        "deal_wins.rate as won_rate",
        "deal_wins.reporting_minor as won_reporting_minor",
      ])
      .where("partner_id", "=", partner.partnerId)
      .execute();
    const revenueMinor = sumOf(
      deals.map((deal) => {
        const rate = deal.currency === "USD" ? "1" : rates[deal.currency as keyof typeof rates];
        expect(deal.won_rate).toBe(rate);
        const converted = convertMinor(Number(deal.deal_size_minor), deal.currency, "USD", rate);
        expect(Number(deal.won_reporting_minor)).toBe(converted);
        return converted;
      }),
    );
    const dashboard = (await callRoute(dashboardRoute, "/x", { token: partner.token }))
      .json as unknown as DashboardSummary;
    expect(dashboard.stats.currency).toBe("USD");
    expect(Math.round(dashboard.stats.total_revenue! * 100)).toBe(revenueMinor);
    expect(dashboard.stats.revenue_unconverted).toEqual([]);
    expect(dashboard.stats.pending_commission_by_currency).toEqual(
      ["USD", "EUR", "JPY"].map((currency) => ({
        currency,
        amountMinor: sum(currency, ["approved", "requested", "pending"]),
      })),
    );
    expect((await measurePartner(db(), partner.partnerId, new Date())).wonRevenueMinor).toBe(revenueMinor);
    const tier = (await callRoute(tierRoute, "/x", { token: partner.token }))
      .json as unknown as PartnerTierView;
    expect(tier.currency).toBe("USD");
    expect(tier.unconvertedRevenue).toEqual([]);

    // The last approval's email: the approved, unrequested amounts per currency and their worth
    // in USD at the stated rates, which is what the payout minimum is compared with.
    const mail = await db()
      .selectFrom("outbox")
      .select("text_body")
      .where("ref_id", "=", won[15]!.commissionId)
      .where("kind", "=", "commission:approved")
      .executeTakeFirstOrThrow();
    const available: Money[] = ["USD", "EUR", "JPY"]
      .map((currency) => ({
        currency,
        minor: sum(currency, ["approved"], (row) => row.payout_request_id === null),
      }))
      .filter((line) => line.minor !== 0);
    const worth = sumOf(
      available.map((line) =>
        line.currency === "USD"
          ? line.minor
          : convertMinor(line.minor, line.currency, "USD", rates[line.currency as keyof typeof rates]),
      ),
    );
    expect(mail.text_body).toContain(
      `now total ${formatMoneyList(available)}, worth ${formatMoney(worth, "USD")}`,
    );
    expect(mail.text_body).toContain("1 EUR = 1.0825 USD");
    expect(mail.text_body).toContain("1 JPY = 0.0066 USD");
    expect(mail.text_body).toContain("which reaches the payout minimum of $100.00");

    // Request Payment's preview names the same commissions, conversions and total it would pay.
    const preview = (await callRoute(previewRoute, "/x", { token: partner.token })).json
      .preview as PayoutPreview;
    expect(preview.problem).toBeNull();
    expect(preview.destination).toMatchObject({ type: "paypal", masked: "p•••@example.com" });
    expect(sumOf(preview.conversions.map((line) => line.convertedMinor))).toBe(preview.totalMinor);
    const requested = await callRoute(requestRoute, "/x", { token: partner.token, method: "POST" });
    expect(requested.status).toBe(201);
    const made = requested.json.payout as { amountMinor: number; commissionIds: string[] };
    expect(made.amountMinor).toBe(preview.totalMinor);
    expect([...made.commissionIds].sort()).toEqual(preview.commissions.map((line) => line.id).sort());
  }, 120_000);

  it("compares the payout minimum in the reporting currency, whatever the payout currency", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    await addRates(admin.userId);
    await addExchangeRate(
      { base: "EUR", quote: "JPY", rate: "163.5", effectiveFrom: day(-40) },
      admin.userId,
    );
    // EUR 5.00 approved, paid in yen: ¥818 would "meet" 100 in yen, but it is worth $5.41.
    await payIn(partner.partnerId, "JPY");
    const { commissionId } = await winDeal(partner.partnerId, 3_334, "EUR");
    await db().updateTable("commissions").set({ amount_minor: 500 }).where("id", "=", commissionId).execute();
    await approveCommission(commissionId, admin.userId);
    const refused = await callRoute(requestRoute, "/x", { token: partner.token, method: "POST" });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(
      "Request Payment needs approved, unpaid commissions of at least $100.00; yours total €5.00, worth $5.41: " +
        "€5.00 = $5.41 at 1 EUR = 1.0825 USD (rate of " +
        `${day(-40)}).`,
    );
    expect(
      await db()
        .selectFrom("payout_requests")
        .select("id")
        .where("partner_id", "=", partner.partnerId)
        .execute(),
    ).toEqual([]);
    const preview = (await callRoute(previewRoute, "/x", { token: partner.token })).json
      .preview as PayoutPreview;
    expect(preview.problem).toBe(refused.json.error);
    expect(preview.conversions).toEqual([
      expect.objectContaining({ from: "EUR", to: "JPY", originalMinor: 500, convertedMinor: 818 }),
    ]);
  });

  it("refuses a deal value below one minor unit of its currency, and yen fractions", () => {
    const parse = (dealSize: number, currency: string) =>
      dealRegistrationSchema.safeParse(dealBody({ dealSize, currency }));
    expect(parse(0.001, "USD").error?.issues[0]?.message).toBe(
      "Estimated value in USD must be at least 0.01 and have at most 2 decimals.",
    );
    expect(parse(10.005, "EUR").success).toBe(false);
    expect(parse(1.5, "JPY").error?.issues[0]?.message).toBe(
      "Estimated value in JPY must be a whole number (JPY has no fractions), at least 1.",
    );
    expect(parse(0.01, "USD").success).toBe(true);
    expect(parse(1, "JPY").success).toBe(true);
    expect(parse(4_999_999, "JPY").success).toBe(true);
  });
});
