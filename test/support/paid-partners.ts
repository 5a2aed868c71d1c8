import { expect } from "vitest";
import { POST as paidRoute } from "@/app/api/admin/payouts/[id]/paid/route";
import { PUT as putMethodRoute } from "@/app/api/partners/payout-method/route";
import { POST as postTaxFormRoute } from "@/app/api/partners/tax-form/route";
import { POST as requestRoute } from "@/app/api/partners/payouts/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { adminToken, createTestPartner } from "./accounts";
import { insertCommission } from "./payouts";
import { callRoute } from "./routes";

// Partners paid through the real routes (method, W-9, request, paid), for the 1099 tests.

let n = 0;
const ip = () => `10.65.${Math.floor((n += 1) / 250)}.${n % 250}`;
const today = () => new Date().toISOString().slice(0, 10);

/** A partner with a W-9, the method given, and a paid payout of `amount` USD. */
export async function paidPartner(
  name: string,
  amount: number,
  method: Record<string, unknown>,
  w9Fields: Record<string, unknown>,
) {
  const admin = await adminToken();
  const account = await createTestPartner({ payoutDetails: false, companyName: name });
  const token = (await createSession(await getDb(), account.user)).token;
  expect(
    (await callRoute(putMethodRoute, "/x", { method: "PUT", token, body: method, ip: ip() })).status,
  ).toBe(200);
  const body = {
    form: "W-9",
    legalName: `${name} Legal`,
    taxClassification: "individual",
    address: { line1: "1 Main St", city: "Austin", state: "TX", postalCode: "78701", country: "US" },
    tin: "123-45-6789",
    signature: { name: "Pat Partner", date: today() },
    ...w9Fields,
  };
  const signed = await callRoute(postTaxFormRoute, "/x", { method: "POST", token, body, ip: ip() });
  expect(signed.status, JSON.stringify(signed.json)).toBe(201);
  // Commissions at 10%: the payout is the amount asked for.
  await insertCommission(account.partner.id, amount);
  // The method's 24-hour hold would refuse the request: it started a day ago.
  await (
    await getDb()
  )
    .updateTable("payout_methods")
    .set({ hold_until: null })
    .where("partner_id", "=", account.partner.id)
    .execute();
  const payout = await callRoute(requestRoute, "/x", { method: "POST", token, ip: ip() });
  expect(payout.status, JSON.stringify(payout.json)).toBe(201);
  const id = (payout.json.payout as { id: string }).id;
  const done = await callRoute(paidRoute, "/x", {
    method: "POST",
    token: admin.token,
    params: { id },
    body: { paymentReference: `P-${name}`, payoutDate: today() },
  });
  expect(done.status).toBe(200);
  return account.partner.id;
}

export const bankUs = {
  type: "bank_us",
  accountHolder: "Pat Partner",
  routingNumber: "011000015",
  accountNumber: "123456789012",
  accountType: "checking",
};
export const paypal = { type: "paypal", email: "pat@example.com", currency: "USD" };
