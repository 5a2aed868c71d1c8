// The team's payout endpoints refusing bad input in tests (imported by *.test.ts only): the
// sessions, a W-8BEN body, and payout requests seeded open, paid, held and in runs.
import { beforeAll } from "vitest";
import { POST as requestRoute } from "@/app/api/partners/payouts/route";
import { POST as createRunRoute } from "@/app/api/admin/payout-runs/route";
import { POST as runPaidRoute } from "@/app/api/admin/payout-runs/[id]/paid/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { payoutRunMessages } from "@/lib/validation/payout-runs";
import { taxFormMessages } from "@/lib/validation/tax-forms";
import { adminToken, createTestPartner } from "./accounts";
import { insertCommission } from "./payouts";
import { rawBody, refusalMessages, refusalSuite, type Options } from "./refusals";
import { callRoute, clientAddresses } from "./routes";
import { DAY_MS } from "@/lib/time";

export const today = () => new Date().toISOString().slice(0, 10);
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
export const { crossSite, notJson, brokenJson, emptyBody, unrecognized } = refusalMessages;
export const raw = rawBody;
export const t = taxFormMessages;
export const refuses = refusalSuite("10.64");

export let owner: { token: string; partnerId: string };
export let admin: { token: string };
export async function session(options: Parameters<typeof createTestPartner>[0] = {}) {
  const account = await createTestPartner(options);
  return { token: (await createSession(await getDb(), account.user)).token, partnerId: account.partner.id };
}
export const asAdmin = (body: unknown): Options => ({ token: admin.token, body });
export const w8 = () => ({
  form: "W-8BEN",
  legalName: "Ada Lovelace",
  countryOfCitizenship: "GB",
  address: { line1: "1 Strand", city: "London", postalCode: "WC2N 5HR", country: "GB" },
  dateOfBirth: "1985-12-10",
  foreignTinNotRequired: true,
  signature: { name: "Ada Lovelace", date: today(), capacity: "Beneficial owner" },
});
export const nextIp = clientAddresses("10.65");

// ---------- PUT /api/admin/exchange-rates ----------
// ---------- POST /api/admin/payout-runs and the run's payment ----------
export const requests = { open: "", paid: "", held: "", inRun: "", run: "", paidRun: "", early: "" };
export async function seedRuns() {
  if (requests.open) return;
  const make = async () => {
    const partner = await session();
    await insertCommission(partner.partnerId, 150);
    const payout = await callRoute(requestRoute, "/x", {
      method: "POST",
      token: partner.token,
      ip: nextIp(),
    });
    return { id: (payout.json.payout as { id: string }).id, partnerId: partner.partnerId };
  };
  requests.open = (await make()).id;
  requests.paid = (await make()).id;
  await (
    await getDb()
  )
    .updateTable("payout_requests")
    .set({ status: "paid" })
    .where("id", "=", requests.paid)
    .execute();
  const held = await make();
  requests.held = held.id;
  await (
    await getDb()
  )
    .updateTable("payout_methods")
    .set({ hold_until: new Date(Date.now() + DAY_MS).toISOString() })
    .where("partner_id", "=", held.partnerId)
    .execute();
  requests.inRun = (await make()).id;
  const run = await callRoute(createRunRoute, "/x", {
    method: "POST",
    token: admin.token,
    body: { requestIds: [requests.inRun] },
    ip: nextIp(),
  });
  requests.run = (run.json.run as { id: string }).id;
  const paidRunRequest = (await make()).id;
  const paidRun = await callRoute(createRunRoute, "/x", {
    method: "POST",
    token: admin.token,
    body: { requestIds: [paidRunRequest] },
    ip: nextIp(),
  });
  requests.paidRun = (paidRun.json.run as { id: string }).id;
  await callRoute(runPaidRoute, "/x", {
    method: "POST",
    token: admin.token,
    params: { id: requests.paidRun },
    body: { paymentReference: "R", payoutDate: today() },
    ip: nextIp(),
  });
}
export const ids = (requestIds: unknown) => async () => (
  await seedRuns(),
  { token: admin.token, body: { requestIds } }
);
export const p = payoutRunMessages;

/** Signs in a partner without payout details and the programme team before the file's tests. */
export function preparePayoutRunRefusals() {
  beforeAll(async () => {
    owner = await session({ payoutDetails: false });
    admin = await adminToken();
  });
}
