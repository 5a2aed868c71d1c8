// Commission and payout endpoints refusing bad input in tests (imported by *.test.ts only):
// the expected refusal, the check that nothing changed, a partner's session and payout
// request, and the team's session.
import { beforeAll, expect } from "vitest";
import { POST as requestRoute } from "@/app/api/partners/payouts/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { adminToken, createTestPartner } from "./accounts";
import { payoutFootprint } from "./payouts";
import { callRoute, clientAddresses, type CallOptions, type CallResult } from "./routes";
import { DAY_MS } from "@/lib/time";

export const nextIp = clientAddresses("10.42");
export const long = (length: number) => "x".repeat(length);
export const injection = "'; DROP TABLE payout_requests; --";
export const crossSite = "Cross-site requests are not allowed.";
export const today = () => new Date().toISOString().slice(0, 10);
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
export const json = (raw: string, type = "application/json") => ({
  rawBody: raw,
  headers: { "content-type": type },
});

export interface Refusal {
  status: number;
  error: string;
  /** errors as the answer carries them; absent when the refusal names no field. */
  errors?: Record<string, string>;
}
export const refused = (status: number, error: string, field?: string): Refusal => ({
  status,
  error,
  ...(field ? { errors: { [field]: error } } : {}),
});

export async function expectRefusal(call: () => Promise<CallResult>, expected: Refusal) {
  const before = await payoutFootprint();
  const result = await call();
  expect({ status: result.status, error: result.json.error, errors: result.json.errors }).toEqual({
    ...expected,
    errors: expected.errors,
  });
  expect(await payoutFootprint()).toEqual(before);
}

/** A signed-in partner whose account is not in good standing (or is), with its partner id. */
export async function partnerSession(options: Parameters<typeof createTestPartner>[0] = {}) {
  const account = await createTestPartner(options);
  const session = await createSession(await getDb(), account.user);
  return { token: session.token, partnerId: account.partner.id };
}
export const requestPayment = (token: string, options: Partial<CallOptions> = {}) =>
  callRoute(requestRoute, "/api/partners/payouts", { method: "POST", token, ip: nextIp(), ...options });

export let admin: { token: string; userId: string };

/** Signs the programme team in before the file's tests. */
export function preparePayoutRefusals() {
  beforeAll(async () => {
    admin = await adminToken();
  });
}
