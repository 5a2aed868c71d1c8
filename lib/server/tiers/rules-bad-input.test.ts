import { beforeAll, describe, expect, it } from "vitest";
import { GET as getRoute, PUT as putRoute } from "@/app/api/admin/tiers/route";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { useTestDatabase } from "@/test/support/test-database";
import { smallRules } from "@/test/support/tiers";
import type { TierRules } from "@/lib/validation/tiers";
import { tierMessages } from "@/lib/validation/tiers";

// PUT /api/admin/tiers against bad input: every case answers 400 with a message and leaves
// the rules (and the audit log) as they were. GET answers what PUT accepts.
const db = useTestDatabase();
let token: string;
let n = 0;
const ip = () => `10.62.0.${(n += 1) % 250}`;

beforeAll(async () => {
  token = (await adminToken()).token;
});

const put = (body: unknown, rawBody?: string) =>
  callRoute(putRoute, "/api/admin/tiers", {
    method: "PUT",
    token,
    ip: ip(),
    ...(rawBody === undefined ? { body } : { rawBody, headers: { "content-type": "application/json" } }),
  });
const get = () => callRoute(getRoute, "/api/admin/tiers", { token, ip: ip() });
const rulesOf = (json: Record<string, unknown>) => ({
  currency: json.currency,
  graceDays: json.graceDays,
  tiers: json.tiers,
});

/** The valid rules with one tier's field changed. */
function withTier(tier: string, field: string, value: unknown) {
  const rules = smallRules();
  return {
    ...rules,
    tiers: rules.tiers.map((rule) => (rule.tier === tier ? { ...rule, [field]: value } : rule)),
  };
}

describe("GET and PUT /api/admin/tiers", () => {
  it("answer the rules in the shape PUT accepts, and PUT replaces them", async () => {
    const before = await get();
    expect(before.status).toBe(200);
    const defaults = rulesOf(before.json) as TierRules;
    expect(defaults.graceDays).toBe(30);
    expect(defaults.tiers.map((rule) => rule.tier)).toEqual(["bronze", "silver", "gold", "platinum"]);
    // What GET answers, PUT takes back unchanged.
    expect((await put(defaults)).status).toBe(200);
    const saved = await put(smallRules({ graceDays: 14 }));
    expect(saved.status).toBe(200);
    expect(rulesOf((await get()).json)).toEqual(smallRules({ graceDays: 14 }));
    // Amounts in minor units: Silver's $1,000 of won revenue is 100000 cents.
    const silver = (rulesOf((await get()).json) as TierRules).tiers[1]!;
    expect([silver.minWonRevenueMinor, silver.mdfQuarterlyMinor]).toEqual([100_000, 10_000]);
  });

  it("are for the team only", async () => {
    const partner = await partnerToken();
    const answer = await callRoute(getRoute, "/api/admin/tiers", { token: partner.token, ip: ip() });
    expect(answer.status).toBe(403);
    expect(
      (await callRoute(putRoute, "/api/admin/tiers", { method: "PUT", body: smallRules(), ip: ip() })).status,
    ).toBe(401);
  });

  const valid = smallRules();
  const cases: [string, unknown, string?][] = [
    ["no body at all", undefined],
    ["a JSON array", [valid.tiers]],
    ["a string", "gold"],
    ["null", null],
    ["no tiers", { graceDays: 30 }],
    ["tiers not a list", { ...valid, tiers: { bronze: valid.tiers[0] } }],
    ["three tiers", { ...valid, tiers: valid.tiers.slice(0, 3) }, tierMessages.everyTier],
    [
      "a tier twice",
      { ...valid, tiers: [...valid.tiers.slice(0, 3), valid.tiers[2]] },
      tierMessages.everyTier,
    ],
    ["an unknown tier", withTier("platinum", "tier", "diamond"), tierMessages.unknownTier],
    ["a negative revenue", withTier("gold", "minWonRevenueMinor", -1), tierMessages.amountMinor],
    [
      "revenue in fractions of a cent",
      withTier("gold", "minWonRevenueMinor", 500000.5),
      tierMessages.amountMinor,
    ],
    ["revenue as text", withTier("gold", "minWonRevenueMinor", "500000"), tierMessages.amountMinor],
    ["revenue beyond a billion", withTier("platinum", "minWonRevenueMinor", 2e11), tierMessages.amountMinor],
    ["half a deal", withTier("gold", "minWonDeals", 2.5), tierMessages.count],
    ["negative certifications", withTier("gold", "minCertifications", -1), tierMessages.count],
    ["a rate above 100", withTier("gold", "commissionRate", 101), tierMessages.rate],
    ["a negative rate", withTier("silver", "commissionRate", -5), tierMessages.rate],
    ["0 days of protection", withTier("silver", "protectionDays", 0), tierMessages.protectionDays],
    ["protection beyond 10 years", withTier("gold", "protectionDays", 4000), tierMessages.protectionDays],
    [
      "a negative market-development budget",
      withTier("gold", "mdfQuarterlyMinor", -100),
      tierMessages.amountMinor,
    ],
    ["a grace period of a year and more", { ...valid, graceDays: 400 }, tierMessages.graceDays],
    ["a grace period in fractions of a day", { ...valid, graceDays: 1.5 }, tierMessages.graceDays],
    ["another currency", { ...valid, currency: "EUR" }, tierMessages.currency],
    ["an unknown field", { ...valid, autoDemote: false }],
    [
      "an amount in major units under its old name",
      {
        ...valid,
        tiers: valid.tiers.map(({ minWonRevenueMinor, ...rule }) => ({
          ...rule,
          minWonRevenue: minWonRevenueMinor / 100,
        })),
      },
    ],
    ["Bronze with a requirement", withTier("bronze", "minWonDeals", 1), tierMessages.entryTier],
    [
      "Gold requiring less than Silver",
      withTier("gold", "minWonRevenueMinor", 50_000),
      tierMessages.ascending,
    ],
    [
      "Platinum requiring fewer deals than Gold",
      withTier("platinum", "minWonDeals", 1),
      tierMessages.ascending,
    ],
  ];

  it("lists at least 25 bad inputs", () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)("refuse %s with a message, changing nothing", async (_label, body, message) => {
    const before = rulesOf((await get()).json);
    const audits = await db()
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", "tiers.rules")
      .execute();
    const answer = body === undefined ? await put(undefined, "") : await put(body);
    expect(answer.status).toBe(400);
    expect(answer.json.success).toBe(false);
    expect(typeof answer.json.error).toBe("string");
    if (message) expect(answer.json.error).toContain(message);
    expect(rulesOf((await get()).json)).toEqual(before);
    const after = await db()
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", "tiers.rules")
      .execute();
    expect(after.length).toBe(audits.length);
  });

  it("refuse a body that is not JSON", async () => {
    const answer = await put(undefined, "{tiers: [");
    expect(answer.status).toBe(400);
  });
});
