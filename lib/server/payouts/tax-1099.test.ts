import { afterEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { GET as form1099Route } from "@/app/api/admin/tax/1099/route";
import { resetEnvForTests } from "@/lib/server/env";
import { tax1099Messages } from "@/lib/validation/tax-forms";
import type { StoredTaxForm } from "@/lib/validation/tax-forms";
import { adminToken } from "@/test/support/accounts";
import { parseCsv } from "@/test/support/csv";
import { bankUs, paidPartner, paypal } from "@/test/support/paid-partners";
import { callRoute } from "@/test/support/routes";
import { decide1099, filingThresholdMinor } from "./tax-1099-rules";
import { form1099Csv } from "./tax-1099";

// The 1099-NEC list: the threshold of the payment year, corporations and PayPal-paid amounts
// left out, and a reason for every partner paid in the year.

useTestDatabase();

describe("the filing threshold by payment year", () => {
  it.each([
    [2019, 60_000],
    [2025, 60_000],
    [2026, 200_000],
  ])("payments made in %i: %i cents", (year, minor) => {
    expect(filingThresholdMinor(year, {})).toBe(minor);
  });

  it("takes the team's figure from 2027, and has none without it", () => {
    expect(filingThresholdMinor(2027, {})).toBeNull();
    expect(filingThresholdMinor(2027, { 2027: 2050 })).toBe(205_000);
    expect(filingThresholdMinor(2028, { 2027: 2050 })).toBeNull();
  });
});

const w9 = (fields: Partial<Extract<StoredTaxForm, { form: "W-9" }>>): StoredTaxForm => ({
  form: "W-9",
  legalName: "Pat Partner",
  taxClassification: "individual",
  address: { line1: "1 Main St", city: "Austin", state: "TX", postalCode: "78701", country: "US" },
  tin: "123456789",
  signature: { name: "Pat Partner", date: "2026-01-05" },
  ...fields,
});
const paid = (direct: number, network = 0) => ({
  paidDirectMinor: direct,
  paidNetworkMinor: network,
  otherCurrencies: [],
});

describe("who gets a 1099-NEC", () => {
  it.each([
    ["an individual at the threshold", w9({}), paid(200_000), true, /at or over the \$2,000\.00 threshold/],
    ["an individual under it", w9({}), paid(199_999), false, /\$1,999\.99 .* under the \$2,000\.00/],
    [
      "a C corporation",
      w9({ taxClassification: "c_corporation" }),
      paid(100_000_00),
      false,
      /^C corporation: payments to corporations need no 1099-NEC/,
    ],
    ["an S corporation", w9({ taxClassification: "s_corporation" }), paid(500_000), false, /^S corporation/],
    [
      "an LLC taxed as a C corporation",
      w9({ taxClassification: "llc", llcClassification: "C" }),
      paid(500_000),
      false,
      /^LLC taxed as C corporation/,
    ],
    [
      "an LLC taxed as an S corporation",
      w9({ taxClassification: "llc", llcClassification: "S" }),
      paid(500_000),
      false,
      /^LLC taxed as S corporation/,
    ],
    [
      "an LLC taxed as a partnership",
      w9({ taxClassification: "llc", llcClassification: "P" }),
      paid(500_000),
      true,
      /threshold/,
    ],
    ["a partnership", w9({ taxClassification: "partnership" }), paid(500_000), true, /threshold/],
    ["exempt payee code 5", w9({ exemptPayeeCode: "5" }), paid(500_000), false, /^Exempt payee code 5/],
    [
      "an individual paid through PayPal",
      w9({}),
      paid(0, 900_000),
      false,
      /\$9,000\.00 paid through PayPal is reported by PayPal on Form 1099-K/,
    ],
    [
      "an individual paid both ways",
      w9({}),
      paid(250_000, 900_000),
      true,
      /\$2,500\.00 paid outside payment networks .*; \$9,000\.00 paid through PayPal/,
    ],
    [
      "a foreign individual",
      { ...w9({}), form: "W-8BEN" } as unknown as StoredTaxForm,
      paid(900_000),
      false,
      /^Foreign person \(W-8BEN on file\)/,
    ],
    ["a partner without a form", null, paid(900_000), false, /^No tax form on file/],
  ] as const)("%s", (_name, form, amounts, included, reason) => {
    const decision = decide1099(form, amounts, 2026, 200_000);
    expect(decision.included).toBe(included);
    expect(decision.reason).toMatch(reason);
  });

  it("uses $600 for payments made in 2025", () => {
    expect(decide1099(w9({}), paid(60_000), 2025, filingThresholdMinor(2025, {})!).included).toBe(true);
    expect(decide1099(w9({}), paid(60_000), 2026, filingThresholdMinor(2026, {})!).included).toBe(false);
  });
});

describe("GET /api/admin/tax/1099", () => {
  afterEach(() => {
    delete process.env.TAX_1099_THRESHOLDS;
    resetEnvForTests();
  });

  it("lists every partner paid in the year with why they are in or out", async () => {
    const year = new Date().getUTCFullYear();
    const threshold = filingThresholdMinor(year, {})!;
    const atThreshold = threshold / 100;
    const individual = await paidPartner("Individual", atThreshold, bankUs, {});
    const corporation = await paidPartner("Corporation", atThreshold * 3, bankUs, {
      taxClassification: "c_corporation",
      tin: "12-3456789",
    });
    const sCorpLlc = await paidPartner("S Corp LLC", atThreshold * 3, bankUs, {
      taxClassification: "llc",
      llcClassification: "S",
      tin: "12-3456789",
    });
    const viaPaypal = await paidPartner("Via PayPal", atThreshold * 3, paypal, {});
    const admin = await adminToken();
    const answer = await callRoute(form1099Route, `/x?year=${year}`, { token: admin.token });
    expect(answer.status).toBe(200);
    const bytes = new Uint8Array(await answer.response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv((await answer.response.text()).replace(/^\uFEFF/, ""));
    const row = (id: string) => {
      const found = rows.find((cells) => cells[0] === id)!;
      return Object.fromEntries(header!.map((name, i) => [name, found[i]]));
    };
    expect(row(individual)).toMatchObject({
      "1099-NEC": "Yes",
      "Legal Name": "Individual Legal",
      TIN: "•••• 6789",
      "Reportable (USD)": (threshold / 100).toFixed(2),
    });
    expect(row(corporation)).toMatchObject({ "1099-NEC": "No", "Tax Classification": "C corporation" });
    expect(row(corporation).Reason).toMatch(/^C corporation: payments to corporations need no 1099-NEC/);
    expect(row(sCorpLlc).Reason).toMatch(/^LLC taxed as S corporation/);
    expect(row(viaPaypal)).toMatchObject({
      "1099-NEC": "No",
      "Paid through PayPal (USD)": ((threshold * 3) / 100).toFixed(2),
    });
    expect(row(viaPaypal).Reason).toMatch(/reported by PayPal on Form 1099-K/);
    // Those who get one come first.
    expect(rows[0]![0]).toBe(individual);
    const full = await callRoute(form1099Route, `/x?year=${year}&tin=full`, { token: admin.token });
    expect(full.status).toBe(403);
    expect(full.json.error).toBe(tax1099Messages.fullTinTwoFactor);
  });

  it("refuses a year from 2027 without a threshold, and uses the one set", async () => {
    const options = { fullTin: false, actorUserId: "admin", twoFactorVerified: false };
    await expect(form1099Csv(2027, options)).rejects.toMatchObject({
      status: 409,
      message: tax1099Messages.noThreshold(2027),
    });
    process.env.TAX_1099_THRESHOLDS = "2027=2050";
    resetEnvForTests();
    expect(await form1099Csv(2027, options)).toMatch(/^\uFEFFPartner ID,Partner,1099-NEC,Reason/);
  });
});
