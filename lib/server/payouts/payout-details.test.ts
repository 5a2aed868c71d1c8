import { formatDayTime } from "@/lib/dates";
import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as getMethodRoute } from "@/app/api/partners/payout-method/route";
import { GET as getTaxFormRoute } from "@/app/api/partners/tax-form/route";
import { GET as adminDetailsRoute } from "@/app/api/admin/partners/[id]/payout-details/route";
import { POST as rejectRoute } from "@/app/api/admin/tax-forms/[id]/reject/route";
import { payoutGateMessages } from "@/lib/validation/payout-details";
import { adminToken } from "@/test/support/accounts";
import { insertCommission, requestPayment } from "@/test/support/payouts";
import { callRoute } from "@/test/support/routes";
import { DAY_MS } from "@/lib/time";
import { POST as paidRoute } from "@/app/api/admin/payouts/[id]/paid/route";
import { payoutRunMessages } from "@/lib/validation/payout-runs";
import {
  ibanBody,
  w8benBody,
  w9Body,
  partner,
  teammate,
  putMethod,
  postTaxForm,
  databaseBytes,
} from "@/test/support/payout-details";

// Payout details end to end through the routes: the method and tax form are stored sealed
// and answered masked; changing a method holds payouts and warns owners and finance; payout
// requests are refused without details. Conversion at the team's rates: ./payout-currencies.test.ts.

const db = freshTestDatabase();

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
