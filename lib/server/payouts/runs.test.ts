import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as runsRoute, POST as createRunRoute } from "@/app/api/admin/payout-runs/route";
import { GET as fileRoute } from "@/app/api/admin/payout-runs/[id]/file/route";
import { POST as runPaidRoute } from "@/app/api/admin/payout-runs/[id]/paid/route";
import { POST as paidRoute } from "@/app/api/admin/payouts/[id]/paid/route";
import { PUT as putMethodRoute } from "@/app/api/partners/payout-method/route";
import { POST as postTaxFormRoute } from "@/app/api/partners/tax-form/route";
import { POST as requestRoute } from "@/app/api/partners/payouts/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { payoutRunMessages } from "@/lib/validation/payout-runs";
import { buildPain001 } from "./sepa";
import { loadStatement } from "./statement";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { insertCommission } from "@/test/support/payouts";
import { callRoute } from "@/test/support/routes";

// Payout runs: requests taken once (also when two runs race for them), the bank files (the
// SEPA one valid against the EPC pain.001.001.09 schema), the run paid as a whole.

const db = freshTestDatabase();
const xsd = fs.readFileSync(
  path.join(import.meta.dirname, "../../../test/fixtures/sepa/pain.001.001.09.xsd"),
  "utf8",
);
let n = 0;
const ip = () => `10.62.${Math.floor((n += 1) / 250)}.${n % 250}`;
const today = () => new Date().toISOString().slice(0, 10);

async function validAgainstXsd(xml: string) {
  return validateXML({
    xml: [{ fileName: "payout-run.xml", contents: xml }],
    schema: [{ fileName: "pain.001.001.09.xsd", contents: xsd }],
  });
}

/** A partner with the given method and a W-8BEN (or W-9), an approved commission, and an open payout request. */
async function requested(
  method: Record<string, unknown>,
  amount = 250,
  form: "W-8BEN" | "W-9" = "W-8BEN",
  name = "Acme",
  reimbursement?: number,
) {
  const account = await createTestPartner({ payoutDetails: false, companyName: name });
  const token = (await createSession(await getDb(), account.user)).token;
  await callRoute(putMethodRoute, "/x", { method: "PUT", token, body: method, ip: ip() });
  const signature = { name: "Ada Lovelace", date: today() };
  const taxForm =
    form === "W-9"
      ? {
          form: "W-9",
          legalName: `${name} LLC`,
          taxClassification: "llc",
          llcClassification: "P",
          address: { line1: "1 Main St", city: "Austin", state: "TX", postalCode: "78701", country: "US" },
          tin: "12-3456789",
          signature,
        }
      : {
          form: "W-8BEN",
          legalName: "Ada Lovelace",
          countryOfCitizenship: "DE",
          address: { line1: "Unter den Linden 1", city: "Berlin", postalCode: "10117", country: "DE" },
          dateOfBirth: "1980-01-01",
          foreignTinNotRequired: true,
          signature: { ...signature, capacity: "Beneficial owner" },
        };
  expect(
    (await callRoute(postTaxFormRoute, "/x", { method: "POST", token, body: taxForm, ip: ip() })).status,
  ).toBe(201);
  await insertCommission(account.partner.id, amount);
  if (reimbursement) {
    // A market development reimbursement paid in the same payout.
    const line = await insertCommission(account.partner.id, reimbursement);
    await db().updateTable("commissions").set({ kind: "mdf_reimbursement" }).where("id", "=", line).execute();
  }
  const payout = await callRoute(requestRoute, "/x", { method: "POST", token, ip: ip() });
  expect(payout.status).toBe(201);
  return { partnerId: account.partner.id, payoutId: (payout.json.payout as { id: string }).id };
}

const eurIban = {
  type: "bank_iban",
  accountHolder: "Ada & Co <GmbH>",
  iban: "DE89370400440532013000",
  bic: "COBADEFFXXX",
  currency: "USD",
};

describe("payout runs", () => {
  it("exports a SEPA file valid against pain.001.001.09 and a CSV for the rest, then pays every request", async () => {
    const admin = await adminToken();
    await db()
      .insertInto("exchange_rates")
      .values({
        id: "r1",
        base: "USD",
        quote: "EUR",
        rate: "0.9",
        effective_from: "2026-01-01",
        created_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const sepaOne = await requested({ ...eurIban, currency: "EUR" }, 250, "W-8BEN", "Ada & Co");
    const sepaTwo = await requested(
      { ...eurIban, currency: "EUR", iban: "FR1420041010050500013M02606", bic: "PSSTFRPPPAR" },
      100.01,
      "W-8BEN",
      "Acme",
      50,
    );
    const us = await requested(
      {
        type: "bank_us",
        accountHolder: "Contoso",
        routingNumber: "011000015",
        accountNumber: "123456789012",
        accountType: "checking",
      },
      300,
      "W-9",
      "Contoso",
    );
    const run = await callRoute(createRunRoute, "/x", {
      method: "POST",
      token: admin.token,
      body: { requestIds: [sepaOne.payoutId, sepaTwo.payoutId, us.payoutId] },
    });
    expect(run.status).toBe(201);
    const runId = (run.json.run as { id: string }).id;
    const sepa = await callRoute(fileRoute, `/x?format=sepa`, { token: admin.token, params: { id: runId } });
    expect(sepa.status).toBe(200);
    const xml = await sepa.response.text();
    expect(xml).toContain("<CtrlSum>360.01</CtrlSum>");
    // The name as the bank receives it: inside the EPC basic Latin set.
    expect(xml).toContain("<Nm>Ada + Co (GmbH)</Nm>");
    // The remittance says what each transfer pays: commissions, or commissions and a reimbursement.
    expect(xml).toContain(`<Ustrd>Partner commissions, payout ${sepaOne.payoutId}</Ustrd>`);
    expect(xml).toContain(
      `<Ustrd>Partner commissions and reimbursements, payout ${sepaTwo.payoutId}</Ustrd>`,
    );
    const validation = await validAgainstXsd(xml);
    expect(validation.errors).toEqual([]);
    expect(validation.valid).toBe(true);
    const csv = await (
      await callRoute(fileRoute, `/x?format=csv`, { token: admin.token, params: { id: runId } })
    ).response.text();
    expect(csv).toContain("123456789012");
    expect(csv).toContain("011000015");
    expect(csv).toContain("300.00,USD");
    expect(csv).not.toContain("DE89370400440532013000");
    // A request in a run is paid with the run, not alone.
    const alone = await callRoute(paidRoute, "/x", {
      method: "POST",
      token: admin.token,
      params: { id: us.payoutId },
      body: { paymentReference: "X", payoutDate: today() },
    });
    expect(alone.status).toBe(409);
    expect(alone.json.error).toBe(payoutRunMessages.inRun);
    const paid = await callRoute(runPaidRoute, "/x", {
      method: "POST",
      token: admin.token,
      params: { id: runId },
      body: { paymentReference: "RUN-2026-11", payoutDate: today() },
    });
    expect(paid.status).toBe(200);
    const rows = await db().selectFrom("payout_requests").selectAll().where("run_id", "=", runId).execute();
    expect(rows.map((row) => [row.status, row.payment_reference, row.paid_on])).toEqual(
      rows.map(() => ["paid", "RUN-2026-11", today()]),
    );
    // The partner's statement shows the USD lines in USD and the rate they converted at.
    const statement = await loadStatement(sepaOne.payoutId, sepaOne.partnerId);
    expect(statement).toMatchObject({ currency: "EUR", totalMinor: 22_500 });
    expect(statement.lines.map((line) => [line.amountMinor, line.currency])).toEqual([[25_000, "USD"]]);
    expect(statement.conversions).toEqual([
      {
        from: "USD",
        to: "EUR",
        originalMinor: 25_000,
        rate: "0.9",
        effectiveFrom: "2026-01-01",
        convertedMinor: 22_500,
      },
    ]);
    const commissions = await db()
      .selectFrom("commissions")
      .select("status")
      .where(
        "payout_request_id",
        "in",
        rows.map((row) => row.id),
      )
      .execute();
    expect(commissions.every((row) => row.status === "paid")).toBe(true);
    expect(
      (
        await callRoute(runPaidRoute, "/x", {
          method: "POST",
          token: admin.token,
          params: { id: runId },
          body: { paymentReference: "again", payoutDate: today() },
        })
      ).status,
    ).toBe(409);
    const list = await callRoute(runsRoute, "/x", { token: admin.token });
    expect(list.json.runs).toEqual([expect.objectContaining({ id: runId, status: "paid", requests: 3 })]);
  });

  it("the schema check fails a file that breaks the schema (the check can fail)", async () => {
    const xml = buildPain001({
      messageId: "M1",
      createdAt: new Date(),
      executionDate: today(),
      debtor: { name: "Finlytic AI", iban: "DE89370400440532013000", bic: "COBADEFF" },
      transfers: [
        {
          endToEndId: "E1",
          amountMinor: 0,
          creditorName: "A",
          iban: "DE89370400440532013000",
          bic: "not a bic",
          remittance: "x",
        },
      ],
    });
    const validation = await validAgainstXsd(xml);
    expect(validation.valid).toBe(false);
  });

  it("of two runs taking the same request at once, one gets it and the other keeps nothing", async () => {
    const admin = await adminToken();
    const a = await requested({ type: "paypal", email: "a@example.com" });
    const b = await requested({ type: "paypal", email: "b@example.com" });
    const create = (ids: string[]) =>
      callRoute(createRunRoute, "/x", { method: "POST", token: admin.token, body: { requestIds: ids } });
    const results = await Promise.all([
      create([a.payoutId, b.payoutId]),
      create([b.payoutId]),
      create([a.payoutId]),
    ]);
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    for (const result of results.filter((r) => r.status !== 201)) {
      expect(result.status).toBe(409);
      expect(result.json.error).toBe(payoutRunMessages.taken);
    }
    const rows = await db()
      .selectFrom("payout_requests")
      .select(["id", "run_id"])
      .where("id", "in", [a.payoutId, b.payoutId])
      .execute();
    const winners = results
      .filter((r) => r.status === 201)
      .map((r) => r.json.run as { id: string; requests: { id: string }[] });
    for (const row of rows) {
      const holders = winners.filter((run) => run.requests.some((request) => request.id === row.id));
      expect(holders).toHaveLength(1);
      expect(row.run_id).toBe(holders[0]!.id);
    }
    const runs = await db().selectFrom("payout_runs").select("id").execute();
    const emptyRuns = [];
    for (const run of runs)
      if (
        !(await db()
          .selectFrom("payout_requests")
          .select("id")
          .where("run_id", "=", run.id)
          .executeTakeFirst())
      )
        emptyRuns.push(run.id);
    expect(emptyRuns).toEqual([]);
  });
});
