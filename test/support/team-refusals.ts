// What the team endpoints' bad-input tests share (imported by *.test.ts only): two companies
// with invitations live, accepted, revoked and expired, sessions that may not reach the team,
// the refusal cases every endpoint meets, and the check that a refusal changed nothing.
import { randomUUID } from "node:crypto";
import { beforeAll, expect } from "vitest";
import { SignJWT } from "jose";
import { POST as inviteRoute } from "@/app/api/partners/team/invitations/route";
import { DELETE as revokeRoute } from "@/app/api/partners/team/invitations/[id]/route";
import { POST as acceptRoute } from "@/app/api/partners/team/invitations/accept/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { DAY_MS } from "@/lib/time";
import { adminToken, createTestPartner } from "./accounts";
import { addColleague, invitationToken, teamFootprint, testTeam } from "./members";
import { callRoute, clientAddresses, type CallOptions, type Handler } from "./routes";

export const nextIp = clientAddresses("10.94");
export const long = (length: number) => "x".repeat(length);
export const crossSite = "Cross-site requests are not allowed.";

export type Team = Awaited<ReturnType<typeof testTeam>>;
export let team: Team;
export let otherCompany: Team;
export let live: { id: string; token: string; email: string };
export let spentToken: string;
export let revokedToken: string;
export let expiredToken: string;
export let otherInvitationId: string;

export async function invite(owner: Team["owner"], email: string) {
  const result = await callRoute(inviteRoute, "/api/partners/team/invitations", {
    body: { email, role: "member" },
    token: owner.token,
    ip: nextIp(),
  });
  expect(result.status).toBe(201);
  return { id: (result.json.invitation as { id: string }).id, token: await invitationToken(email), email };
}

/** Sets up, before the calling file's tests, two companies and invitations in every state. */
export function prepareTeamRefusals() {
  beforeAll(async () => {
    team = await testTeam();
    otherCompany = await testTeam();
    live = await invite(team.owner, `live-${randomUUID().slice(0, 6)}@example.com`);
    const spent = await invite(team.owner, `spent-${randomUUID().slice(0, 6)}@example.com`);
    const accepted = await callRoute(acceptRoute, "/api/partners/team/invitations/accept", {
      body: { token: spent.token, firstName: "Sam", lastName: "Spent", password: "Spent-Passw0rd!" },
      ip: nextIp(),
    });
    expect(accepted.status).toBe(201);
    spentToken = spent.token;
    const revoked = await invite(team.owner, `revoked-${randomUUID().slice(0, 6)}@example.com`);
    await callRoute(revokeRoute, `/api/partners/team/invitations/${revoked.id}`, {
      method: "DELETE",
      params: { id: revoked.id },
      token: team.owner.token,
      ip: nextIp(),
    });
    revokedToken = revoked.token;
    const expired = await invite(team.owner, `expired-${randomUUID().slice(0, 6)}@example.com`);
    await (
      await getDb()
    )
      .updateTable("member_invitations")
      .set({ expires_at: new Date(Date.now() - DAY_MS).toISOString() })
      .where("id", "=", expired.id)
      .execute();
    expiredToken = expired.token;
    otherInvitationId = (await invite(otherCompany.owner, `other-${randomUUID().slice(0, 6)}@example.com`))
      .id;
  });
}

export interface Case {
  name: string;
  /** The call's options (made after anything it sets up, and before the footprint is taken). */
  call: () => Promise<CallOptions> | CallOptions;
  status: number;
  error?: string;
}

/** A session of a user whose account cannot use the portal, or a forged or dead one. */
export async function sessionOf(
  kind: "unverified" | "pending" | "rejected" | "revoked" | "expired",
): Promise<string> {
  const db = await getDb();
  if (kind === "revoked" || kind === "expired") {
    const colleague = await addColleague(team.partnerId, "admin");
    const column =
      kind === "revoked"
        ? { revoked_at: new Date().toISOString() }
        : { expires_at: new Date(0).toISOString() };
    await db.updateTable("sessions").set(column).where("user_id", "=", colleague.user.id).execute();
    return colleague.token;
  }
  const account = await createTestPartner(
    kind === "unverified"
      ? { verified: false }
      : { status: kind === "pending" ? "pending_approval" : "rejected" },
  );
  return (await createSession(db, account.user)).token;
}

export async function forgedJwt(): Promise<string> {
  return new SignJWT({ sid: randomUUID(), role: "partner" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(team.owner.user.id)
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode("not-the-server-secret-not-the-server-secret"));
}

/** Who may not reach a team endpoint at all: no session, a forged or dead one, an account without a portal. */
export function sessionCases(body?: unknown): Case[] {
  const withBody = body === undefined ? {} : { body };
  return [
    { name: "no session", call: () => ({ ...withBody }), status: 401 },
    { name: "a forged bearer token", call: () => ({ ...withBody, token: "forged" }), status: 401 },
    { name: "a token with SQL", call: () => ({ ...withBody, token: "x' OR '1'='1" }), status: 401 },
    { name: "a very long token", call: () => ({ ...withBody, token: long(5000) }), status: 401 },
    {
      name: "a forged session cookie",
      call: () => ({ ...withBody, cookie: "partner_token=forged" }),
      status: 401,
    },
    {
      name: "a token signed with another key",
      call: async () => ({ ...withBody, token: await forgedJwt() }),
      status: 401,
    },
    {
      name: "a revoked session",
      call: async () => ({ ...withBody, token: await sessionOf("revoked") }),
      status: 401,
    },
    {
      name: "an expired session",
      call: async () => ({ ...withBody, token: await sessionOf("expired") }),
      status: 401,
    },
    {
      name: "an unverified partner",
      call: async () => ({ ...withBody, token: await sessionOf("unverified") }),
      status: 403,
    },
    {
      name: "a company pending approval",
      call: async () => ({ ...withBody, token: await sessionOf("pending") }),
      status: 403,
    },
    {
      name: "a rejected company",
      call: async () => ({ ...withBody, token: await sessionOf("rejected") }),
      status: 403,
    },
    {
      name: "the programme team",
      call: async () => ({ ...withBody, token: (await adminToken()).token }),
      status: 403,
    },
  ];
}

export const crossSiteCase = (body?: unknown): Case => ({
  name: "a cross-site request",
  call: () => ({ body, token: team.owner.token, headers: { origin: "https://evil.example" } }),
  status: 403,
  error: crossSite,
});

/** Bodies that are no object of the schema at all, as the owner sends them. */
export function bodyShapeCases(token: () => string): Case[] {
  const raw =
    (rawBody: string, type = "application/json") =>
    () => ({
      token: token(),
      rawBody,
      headers: { "content-type": type },
    });
  return [
    { name: "an array body", call: () => ({ token: token(), body: [{}] }), status: 400 },
    { name: "a null body", call: () => ({ token: token(), body: null }), status: 400 },
    { name: "a string body", call: () => ({ token: token(), body: "role=admin" }), status: 400 },
    { name: "a number body", call: () => ({ token: token(), body: 42 }), status: 400 },
    { name: "an empty object", call: () => ({ token: token(), body: {} }), status: 400 },
    { name: "not JSON", call: raw("{not json"), status: 400 },
    { name: "a form body", call: raw("role=admin", "application/x-www-form-urlencoded"), status: 415 },
    {
      name: "a body over the size limit",
      call: () => ({ token: token(), body: { x: long(40_000) } }),
      status: 413,
    },
  ];
}

export async function expectRefusals(
  handler: Handler,
  method: string,
  path: (c: Case) => string,
  cases: Case[],
  params?: (c: Case) => Record<string, string>,
) {
  for (const testCase of cases) {
    const options = await testCase.call();
    const before = await teamFootprint();
    const result = await callRoute(handler, path(testCase), {
      method,
      ip: nextIp(),
      params: params?.(testCase),
      ...options,
    });
    expect(result.status, testCase.name).toBe(testCase.status);
    expect(typeof result.json.error, testCase.name).toBe("string");
    if (testCase.error) expect(result.json.error, testCase.name).toBe(testCase.error);
    expect(await teamFootprint(), testCase.name).toEqual(before);
  }
}
