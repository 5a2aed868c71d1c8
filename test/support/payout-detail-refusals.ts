// A partner's payout details endpoints refusing bad input in tests (imported by *.test.ts
// only): the owner's, a member's and the team's sessions, shared by the payout method and the
// tax form tables.
import { beforeAll } from "vitest";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { adminToken, createTestPartner } from "./accounts";
import { rawBody, refusalMessages, refusalSuite, type Options } from "./refusals";
import { DAY_MS } from "@/lib/time";

export const today = () => new Date().toISOString().slice(0, 10);
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
export const { crossSite, notJson, brokenJson, emptyBody, unrecognized } = refusalMessages;
export const raw = rawBody;
export const refuses = refusalSuite("10.63");

export let owner: { token: string; partnerId: string };
export let member: { token: string };
export let admin: { token: string };
export async function session(options: Parameters<typeof createTestPartner>[0] = {}) {
  const account = await createTestPartner(options);
  return { token: (await createSession(await getDb(), account.user)).token, partnerId: account.partner.id };
}
export const asOwner = (body: unknown): Options => ({ token: owner.token, body });

/** Signs in the owner (no payout details yet), a member and the programme team before the file's tests. */
export function prepareDetailRefusals() {
  beforeAll(async () => {
    owner = await session({ payoutDetails: false });
    member = await session({ memberRole: "member" });
    admin = await adminToken();
  });
}
