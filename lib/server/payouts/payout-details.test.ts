import fs from "node:fs";
import { formatDayTime } from "@/lib/dates";
import { describe, expect, it, vi } from "vitest";
import { sql } from "kysely";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as getMethodRoute, PUT as putMethodRoute } from "@/app/api/partners/payout-method/route";
import { GET as getTaxFormRoute, POST as postTaxFormRoute } from "@/app/api/partners/tax-form/route";
import { GET as payoutsRoute, POST as requestRoute } from "@/app/api/partners/payouts/route";
import { GET as adminDetailsRoute } from "@/app/api/admin/partners/[id]/payout-details/route";
import { POST as rejectRoute } from "@/app/api/admin/tax-forms/[id]/reject/route";
import { GET as ratesRoute, PUT as putRateRoute } from "@/app/api/admin/exchange-rates/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { payoutGateMessages } from "@/lib/validation/payout-details";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { insertCommission } from "@/test/support/payouts";
import { callRoute } from "@/test/support/routes";
import { DAY_MS } from "@/lib/time";
import { POST as paidRoute } from "@/app/api/admin/payouts/[id]/paid/route";
import { payoutRunMessages } from "@/lib/validation/payout-runs";
import { POST as createDealRoute } from "@/app/api/partners/deals/route";
import { POST as stageRoute } from "@/app/api/admin/deals/[id]/stage/route";
import { approveDeal } from "@/lib/server/deals/console-review";
import { dealMessages } from "@/lib/validation/deals";
import { applyRate } from "@/lib/money";
import { dealBody } from "@/test/support/deals";

// Payout details end to end through the routes: the method and tax form are stored sealed
// and answered masked; changing a method holds payouts and warns owners and finance; payout
// requests are refused without details and convert at the team's rates, keeping each rate.

vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));
const db = freshTestDatabase();
let n = 0;
const ip = () => `10.61.${Math.floor((n += 1) / 250)}.${n % 250}`;
const today = () => new Date().toISOString().slice(0, 10);

export const ibanBody = {
  type: "bank_iban",
  accountHolder: "Ada Lovelace",
  iban: "DE89 3704 0044 0532 0130 00",
  bic: "COBADEFFXXX",
};
export const w8benBody = () => ({
  form: "W-8BEN",
  legalName: "Ada Lovelace",
  countryOfCitizenship: "GB",
  address: { line1: "12 St James's Square", city: "London", postalCode: "SW1Y 4LB", country: "GB" },
  foreignTin: "AB123456C",
  dateOfBirth: "1985-12-10",
  signature: { name: "Ada Lovelace", date: today(), capacity: "Beneficial owner" },
});
const w9Body = (tin = "12-3456789") => ({
  form: "W-9",
  legalName: "Contoso Consulting LLC",
  taxClassification: "llc",
  llcClassification: "P",
  address: { line1: "1 Main St", city: "Austin", state: "TX", postalCode: "78701", country: "US" },
  tin,
  signature: { name: "Pat Partner", date: today() },
});

async function partner(options: Parameters<typeof createTestPartner>[0] = {}) {
  const account = await createTestPartner({ payoutDetails: false, ...options });
  const session = await createSession(await getDb(), account.user);
  return { token: session.token, partnerId: account.partner.id, email: account.email };
}
async function teammate(partnerId: string, memberRole: "finance" | "member" | "admin" | "owner") {
  const account = await createTestPartner({ memberRole, payoutDetails: false });
  await db().updateTable("users").set({ partner_id: partnerId }).where("id", "=", account.user.id).execute();
  await db().deleteFrom("partners").where("id", "=", account.partner.id).execute();
  const session = await createSession(await getDb(), account.user);
  return { token: session.token, email: account.email };
}
const putMethod = (token: string, body: unknown) =>
  callRoute(putMethodRoute, "/api/partners/payout-method", { method: "PUT", token, body, ip: ip() });
const postTaxForm = (token: string, body: unknown) =>
  callRoute(postTaxFormRoute, "/api/partners/tax-form", { method: "POST", token, body, ip: ip() });
const requestPayment = (token: string) =>
  callRoute(requestRoute, "/api/partners/payouts", { method: "POST", token, ip: ip() });

/** Every byte the SQLite database keeps on disk (file and write-ahead log). */
async function databaseBytes(): Promise<string | null> {
  if (process.env.DATABASE_URL) return null;
  const files = await sql<{ file: string }>`pragma database_list`.execute(db());
  const file = files.rows[0]!.file;
  return [file, `${file}-wal`]
    .filter((name) => fs.existsSync(name))
    .map((name) => fs.readFileSync(name).toString("latin1"))
    .join("");
}

describe("payout method", () => {
  it("is stored sealed and answered masked; a finance user may set it, a member may not", async () => {
    const owner = await partner();
    const finance = await teammate(owner.partnerId, "finance");
    const member = await teammate(owner.partnerId, "member");
    expect((await callRoute(getMethodRoute, "/x", { token: owner.token })).json.method).toBeNull();
    expect((await putMethod(member.token, ibanBody)).status).toBe(403);
    const set = await putMethod(finance.token, ibanBody);
    expect(set.status).toBe(200);
    expect(set.json.method).toMatchObject({
      type: "bank_iban",
      currency: "EUR",
      masked: "•••• 3000",
      bic: "COBADEFFXXX",
      holdUntil: null,
    });
    const read = await callRoute(getMethodRoute, "/x", { token: owner.token });
    expect(JSON.stringify(read.json)).not.toContain("0532013000");
    const us = await putMethod(owner.token, {
      type: "bank_us",
      accountHolder: "Ada",
      routingNumber: "021000021",
      accountNumber: "987654321012",
      accountType: "checking",
    });
    expect(us.json.method).toMatchObject({ masked: "•••• 1012", currency: "USD" });
    const bytes = await databaseBytes();
    if (bytes !== null) {
      expect(bytes).not.toContain("987654321012");
      expect(bytes).not.toContain("DE89370400440532013000");
    }
    const stored = await db()
      .selectFrom("payout_methods")
      .selectAll()
      .where("partner_id", "=", owner.partnerId)
      .execute();
    expect(stored.map((row) => row.status).sort()).toEqual(["current", "replaced"]);
    expect(stored.every((row) => !row.details_enc.includes("987654321012"))).toBe(true);
  });

  it("the first method neither holds nor warns; a change holds payouts 24 h and warns every owner and finance user", async () => {
    const owner = await partner();
    const finance = await teammate(owner.partnerId, "finance");
    const member = await teammate(owner.partnerId, "member");
    await insertCommission(owner.partnerId, 200);
    await postTaxForm(owner.token, w8benBody());
    const outboxBefore = await db().selectFrom("outbox").select("to_address").execute();
    await putMethod(owner.token, ibanBody);
    expect(await db().selectFrom("outbox").select("to_address").execute()).toEqual(outboxBefore);
    const changed = await putMethod(owner.token, {
      type: "paypal",
      email: "ada@example.com",
    });
    expect(changed.json.method).toMatchObject({ masked: "a•••@example.com" });
    const holdUntil = (changed.json.method as { holdUntil: string }).holdUntil;
    expect(Date.parse(holdUntil) - Date.now()).toBeGreaterThan(DAY_MS - 60_000);
    const notices = await db()
      .selectFrom("outbox")
      .select(["to_address", "subject", "priority"])
      .where("kind", "=", "payout-method:changed")
      .where("to_address", "in", [owner.email, finance.email, member.email])
      .execute();
    expect(notices.map((mail) => mail.to_address).sort()).toEqual([owner.email, finance.email].sort());
    expect(notices.map((mail) => mail.to_address)).not.toContain(member.email);
    expect(notices[0]!.priority).toBe(0);
    const refused = await requestPayment(owner.token);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(payoutGateMessages.held(formatDayTime(holdUntil)));
    // A request made before the change is not paid by hand during the hold either.
    await db()
      .updateTable("payout_methods")
      .set({ hold_until: null })
      .where("partner_id", "=", owner.partnerId)
      .execute();
    const open = await requestPayment(owner.token);
    expect(open.status).toBe(201);
    await db()
      .updateTable("payout_methods")
      .set({ hold_until: holdUntil })
      .where("partner_id", "=", owner.partnerId)
      .where("status", "=", "current")
      .execute();
    const admin = await adminToken();
    const paid = await callRoute(paidRoute, "/x", {
      method: "POST",
      token: admin.token,
      params: { id: (open.json.payout as { id: string }).id },
      body: { paymentReference: "HELD-1", payoutDate: new Date().toISOString().slice(0, 10) },
    });
    expect(paid.status).toBe(409);
    expect(paid.json.error).toBe(payoutRunMessages.held("Acme Advisory"));
  });
});

describe("tax form", () => {
  it("signs, masks the TIN, keeps history on replacement, and stores the TIN sealed", async () => {
    const owner = await partner();
    expect((await callRoute(getTaxFormRoute, "/x", { token: owner.token })).json).toMatchObject({
      form: null,
    });
    const first = await postTaxForm(owner.token, w9Body("98-7654321"));
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ form: "W-9", status: "submitted", tinMasked: "•••• 4321" });
    const second = await postTaxForm(owner.token, w9Body("91-1144442"));
    expect(second.json).toMatchObject({ tinMasked: "•••• 4442" });
    const read = await callRoute(getTaxFormRoute, "/x", { token: owner.token });
    expect(read.json).toMatchObject({ form: "W-9", status: "submitted", tinMasked: "•••• 4442" });
    const rows = await db()
      .selectFrom("tax_forms")
      .selectAll()
      .where("partner_id", "=", owner.partnerId)
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.replaced_at === null)).toHaveLength(1);
    expect(rows[0]!.signed_ip).toMatch(/^10\.61\./);
    const bytes = await databaseBytes();
    if (bytes !== null) {
      expect(bytes).not.toContain("987654321");
      expect(bytes).not.toContain("911144442");
    }
  });

  it("the team sees it and rejects it with a reason that is emailed; a rejected form blocks payouts", async () => {
    const admin = await adminToken();
    const owner = await partner();
    await insertCommission(owner.partnerId, 200);
    await putMethod(owner.token, { ...ibanBody, currency: "USD" });
    const form = await postTaxForm(owner.token, w8benBody());
    const details = await callRoute(adminDetailsRoute, "/x", {
      token: admin.token,
      params: { id: owner.partnerId },
    });
    expect(details.json).toMatchObject({
      methodStatus: "ready",
      method: { masked: "•••• 3000" },
      taxFormStatus: "submitted",
      taxForms: [{ form: "W-8BEN", legalName: "Ada Lovelace" }],
    });
    const rejected = await callRoute(rejectRoute, "/x", {
      method: "POST",
      token: admin.token,
      params: { id: form.json.id as string },
      body: { reason: "The date of birth does not match the passport." },
    });
    expect(rejected.status).toBe(200);
    const again = await callRoute(rejectRoute, "/x", {
      method: "POST",
      token: admin.token,
      params: { id: form.json.id as string },
      body: { reason: "Twice" },
    });
    expect(again.status).toBe(409);
    const mail = await db()
      .selectFrom("outbox")
      .select(["to_address", "text_body"])
      .where("kind", "=", "tax-form:rejected")
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain("The date of birth does not match the passport.");
    const refused = await requestPayment(owner.token);
    expect(refused.json.error).toBe(
      payoutGateMessages.rejected("W-8BEN", "The date of birth does not match the passport."),
    );
    await postTaxForm(owner.token, w8benBody());
    expect((await requestPayment(owner.token)).status).toBe(201);
  });
});

describe("payout requests need payout details", () => {
  it.each([
    ["neither", false, false, [payoutGateMessages.method, payoutGateMessages.taxForm]],
    ["no method", false, true, [payoutGateMessages.method]],
    ["no tax form", true, false, [payoutGateMessages.taxForm]],
  ])("refuses with %s on file, saying which is missing", async (_name, method, form, missing) => {
    const owner = await partner();
    await insertCommission(owner.partnerId, 500);
    if (method) await putMethod(owner.token, { type: "paypal", email: "pay@example.com" });
    if (form) await postTaxForm(owner.token, w9Body());
    const before = await db()
      .selectFrom("commissions")
      .selectAll()
      .where("partner_id", "=", owner.partnerId)
      .execute();
    const refused = await requestPayment(owner.token);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(payoutGateMessages.missing(missing));
    expect(refused.json.error).toContain("Settings, Payouts");
    expect(
      await db().selectFrom("commissions").selectAll().where("partner_id", "=", owner.partnerId).execute(),
    ).toEqual(before);
    expect(
      await db()
        .selectFrom("payout_requests")
        .selectAll()
        .where("partner_id", "=", owner.partnerId)
        .execute(),
    ).toEqual([]);
  });
});

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
      amount: 198.71,
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
    expect(payout.json.payout).toMatchObject({ currency: "JPY", amount: 18_670 });
  });
});
