import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { SignJWT } from "jose";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as teamRoute } from "@/app/api/partners/team/route";
import { POST as inviteRoute } from "@/app/api/partners/team/invitations/route";
import { DELETE as revokeRoute } from "@/app/api/partners/team/invitations/[id]/route";
import { POST as acceptRoute } from "@/app/api/partners/team/invitations/accept/route";
import { DELETE as removeRoute, PATCH as roleRoute } from "@/app/api/partners/team/[userId]/route";
import { POST as transferRoute } from "@/app/api/partners/team/transfer/route";
import { PATCH as settingsRoute } from "@/app/api/partners/team/settings/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { memberPermissionMessages } from "@/lib/member-roles";
import { memberMessages } from "@/lib/validation/members";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { addColleague, invitationToken, teamFootprint, testTeam } from "@/test/support/members";
import { callRoute, clientAddresses, type CallOptions, type Handler } from "@/test/support/routes";
import { DAY_MS } from "@/lib/time";

// Bad input on every team endpoint: 25 or more refusals each, every one a 4xx with a message
// and nothing changed (users and roles, invitations, sessions, audit, notifications, outbox).

vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));
freshTestDatabase();
const nextIp = clientAddresses("10.94");
const long = (length: number) => "x".repeat(length);
const crossSite = "Cross-site requests are not allowed.";

type Team = Awaited<ReturnType<typeof testTeam>>;
let team: Team;
let otherCompany: Team;
let live: { id: string; token: string; email: string };
let spentToken: string;
let revokedToken: string;
let expiredToken: string;
let otherInvitationId: string;

async function invite(owner: Team["owner"], email: string) {
  const result = await callRoute(inviteRoute, "/api/partners/team/invitations", {
    body: { email, role: "member" },
    token: owner.token,
    ip: nextIp(),
  });
  expect(result.status).toBe(201);
  return { id: (result.json.invitation as { id: string }).id, token: await invitationToken(email), email };
}

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
  otherInvitationId = (await invite(otherCompany.owner, `other-${randomUUID().slice(0, 6)}@example.com`)).id;
});

interface Case {
  name: string;
  /** The call's options (made after anything it sets up, and before the footprint is taken). */
  call: () => Promise<CallOptions> | CallOptions;
  status: number;
  error?: string;
}

/** A session of a user whose account cannot use the portal, or a forged or dead one. */
async function sessionOf(
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

async function forgedJwt(): Promise<string> {
  return new SignJWT({ sid: randomUUID(), role: "partner" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(team.owner.user.id)
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode("not-the-server-secret-not-the-server-secret"));
}

/** Who may not reach a team endpoint at all: no session, a forged or dead one, an account without a portal. */
function sessionCases(body?: unknown): Case[] {
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

const crossSiteCase = (body?: unknown): Case => ({
  name: "a cross-site request",
  call: () => ({ body, token: team.owner.token, headers: { origin: "https://evil.example" } }),
  status: 403,
  error: crossSite,
});

/** Bodies that are no object of the schema at all, as the owner sends them. */
function bodyShapeCases(token: () => string): Case[] {
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

async function expectRefusals(
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

describe("GET /api/partners/team", () => {
  it("refuses 25 ways, changing nothing", async () => {
    const cases: Case[] = [
      ...sessionCases(),
      { name: "NUL in a query value", call: () => ({ token: team.owner.token }), status: 400 },
      { name: "NUL in a query name", call: () => ({ token: team.owner.token }), status: 400 },
      { name: "an empty bearer token", call: () => ({ token: " " }), status: 401 },
      {
        name: "Basic authorisation",
        call: () => ({ headers: { authorization: "Basic b3duZXI6cGFzcw==" } }),
        status: 401,
      },
      { name: "a badly encoded cookie", call: () => ({ cookie: "partner_token=%E0%A4%A" }), status: 401 },
      { name: "a partner_ref cookie only", call: () => ({ cookie: "partner_ref=x" }), status: 401 },
      { name: "a JWT with three junk parts", call: () => ({ token: "a.b.c" }), status: 401 },
      { name: "the token in the query string", call: () => ({}), status: 401 },
      { name: "an invitation token as a session", call: () => ({ token: live.token }), status: 401 },
      {
        name: "a removed colleague's session",
        call: async () => {
          const gone = await addColleague(team.partnerId, "member");
          await (await getDb()).deleteFrom("users").where("id", "=", gone.user.id).execute();
          return { token: gone.token };
        },
        status: 401,
      },
      {
        name: "a company that requires two-factor, without it",
        call: async () => {
          const company = await testTeam();
          await (
            await getDb()
          )
            .updateTable("partners")
            .set({ require_two_factor: 1 })
            .where("id", "=", company.partnerId)
            .execute();
          return { token: company.member.token };
        },
        status: 403,
        error: memberMessages.twoFactorRequired,
      },
      {
        name: "a token of a deleted session row",
        call: async () => {
          const c = await addColleague(team.partnerId, "finance");
          await (await getDb()).deleteFrom("sessions").where("user_id", "=", c.user.id).execute();
          return { token: c.token };
        },
        status: 401,
      },
      {
        name: "an uppercase BEARER with a forged token",
        call: () => ({ headers: { authorization: "BEARER forged" } }),
        status: 401,
      },
    ];
    const paths: Record<string, string> = {
      "NUL in a query value": "/api/partners/team?x=%00",
      "NUL in a query name": "/api/partners/team?a%00b=1",
      "the token in the query string": "/api/partners/team?token=abc",
    };
    expect(cases.length).toBeGreaterThanOrEqual(25);
    await expectRefusals(teamRoute, "GET", (c) => paths[c.name] ?? "/api/partners/team", cases);
  });
});

describe("POST /api/partners/team/invitations", () => {
  it("refuses 25 ways, storing and sending nothing", async () => {
    const valid = { email: "new.colleague@example.com", role: "member" };
    const owner = () => team.owner.token;
    const body = (b: unknown, status = 400, error?: string): Omit<Case, "name"> => ({
      call: () => ({ token: owner(), body: b }),
      status,
      error,
    });
    const cases: Case[] = [
      ...sessionCases(valid),
      crossSiteCase(valid),
      ...bodyShapeCases(owner),
      {
        name: "a member",
        call: () => ({ token: team.member.token, body: valid }),
        status: 403,
        error: memberPermissionMessages["team:manage"],
      },
      {
        name: "finance",
        call: () => ({ token: team.finance.token, body: valid }),
        status: 403,
        error: memberPermissionMessages["team:manage"],
      },
      { name: "email missing", ...body({ role: "member" }, 400, memberMessages.emailMissing) },
      {
        name: "email not an address",
        ...body({ ...valid, email: "not-an-email" }, 400, memberMessages.emailInvalid),
      },
      { name: "email with a line break", ...body({ ...valid, email: "a@x.example\nBcc: b@y.example" }) },
      { name: "email a number", ...body({ ...valid, email: 7 }) },
      { name: "email with NUL", ...body({ ...valid, email: "a\u0000@x.example" }) },
      { name: "role owner", ...body({ ...valid, role: "owner" }, 400, memberMessages.inviteRole) },
      { name: "role unknown", ...body({ ...valid, role: "superuser" }, 400, memberMessages.inviteRole) },
      { name: "role missing", ...body({ email: valid.email }, 400, memberMessages.inviteRole) },
      { name: "role a list", ...body({ ...valid, role: ["admin"] }) },
      { name: "unknown field partnerId", ...body({ ...valid, partnerId: otherCompany.partnerId }) },
      // Another company's user is invited like anyone (no account probe): key-holders.test.ts.
      {
        name: "a colleague's email",
        ...body({ ...valid, email: team.member.user.email }, 409, memberMessages.alreadyColleague),
      },
      {
        name: "a live invitation's email",
        ...body({ ...valid, email: live.email }, 409, memberMessages.invitationPending),
      },
      {
        name: "a live invitation's email in capitals",
        ...body({ ...valid, email: live.email.toUpperCase() }, 409, memberMessages.invitationPending),
      },
    ];
    expect(cases.length).toBeGreaterThanOrEqual(25);
    await expectRefusals(inviteRoute, "POST", () => "/api/partners/team/invitations", cases);
  });
});

describe("DELETE /api/partners/team/invitations/{id}", () => {
  it("refuses 25 ways, revoking nothing", async () => {
    const ids: Record<string, string> = {};
    const as = (name: string, id: string, token = team.owner.token, status = 404, error?: string): Case => {
      ids[name] = id;
      return { name, call: () => ({ token }), status, error };
    };
    const cases: Case[] = [
      ...sessionCases().map((c) => ({ ...c, name: `${c.name}` })),
      { ...crossSiteCase(), name: "a cross-site request" },
      as("a member", live.id, team.member.token, 403, memberPermissionMessages["team:manage"]),
      as("finance", live.id, team.finance.token, 403, memberPermissionMessages["team:manage"]),
      as(
        "another company's invitation",
        otherInvitationId,
        team.owner.token,
        404,
        memberMessages.invitationNotFound,
      ),
      as("an unknown id", randomUUID()),
      as("not a uuid", "abc"),
      as("SQL in the id", "1' OR '1'='1"),
      as("a very long id", long(500)),
      as("an id with a slash encoded", "a%2Fb"),
      as("a user's id", team.member.user.id),
      as("the company's id", team.partnerId),
      as("an invitation token instead of its id", live.token),
      as("an empty id", ""),
    ];
    for (const c of cases) ids[c.name] ??= live.id;
    expect(cases.length).toBeGreaterThanOrEqual(25);
    await expectRefusals(
      revokeRoute,
      "DELETE",
      (c) => `/api/partners/team/invitations/${encodeURIComponent(ids[c.name]!)}`,
      cases,
      (c) => ({ id: ids[c.name]! }),
    );
  });

  it("a spent or revoked invitation cannot be revoked (409)", async () => {
    const db = await getDb();
    const spent = await db
      .selectFrom("member_invitations")
      .select("id")
      .where("accepted_at", "is not", null)
      .executeTakeFirstOrThrow();
    const before = await teamFootprint();
    const result = await callRoute(revokeRoute, `/api/partners/team/invitations/${spent.id}`, {
      method: "DELETE",
      params: { id: spent.id },
      token: team.owner.token,
      ip: nextIp(),
    });
    expect([result.status, result.json.error]).toEqual([409, memberMessages.invitationClosed]);
    expect(await teamFootprint()).toEqual(before);
  });
});

describe("POST /api/partners/team/invitations/accept", () => {
  it("refuses 25 ways, creating nobody", async () => {
    const valid = () => ({
      token: live.token,
      firstName: "Jo",
      lastName: "Joiner",
      password: "Joiner-Passw0rd!",
    });
    const body = (patch: Record<string, unknown>, status = 400, error?: string): Omit<Case, "name"> => ({
      call: () => ({ body: { ...valid(), ...patch } }),
      status,
      error,
    });
    const cases: Case[] = [
      ...bodyShapeCases(() => "").map((c) => ({
        ...c,
        call: async () => ({ ...(await c.call()), token: undefined }),
      })),
      {
        name: "a cross-site request",
        call: () => ({ body: valid(), headers: { origin: "https://evil.example" } }),
        status: 403,
        error: crossSite,
      },
      { name: "a spent link", ...body({ token: spentToken }, 410, memberMessages.invitationGone) },
      { name: "a revoked link", ...body({ token: revokedToken }, 410, memberMessages.invitationGone) },
      { name: "an expired link", ...body({ token: expiredToken }, 410, memberMessages.invitationGone) },
      { name: "an unknown link", ...body({ token: "A".repeat(43) }, 410, memberMessages.invitationGone) },
      { name: "a token too short", ...body({ token: "abc" }, 400, memberMessages.invitationLink) },
      {
        name: "a token with SQL",
        ...body({ token: "x' OR '1'='1' --xxxxxxxxxx" }, 400, memberMessages.invitationLink),
      },
      { name: "a token too long", ...body({ token: long(201) }, 400, memberMessages.invitationLink) },
      { name: "a token a number", ...body({ token: 12345 }, 400, memberMessages.invitationLink) },
      { name: "token missing", ...body({ token: undefined }, 400, memberMessages.invitationLink) },
      { name: "first name missing", ...body({ firstName: "" }, 400, memberMessages.firstName) },
      { name: "last name missing", ...body({ lastName: "   " }, 400, memberMessages.lastName) },
      { name: "first name with a line break", ...body({ firstName: "Jo\nBcc: x" }) },
      { name: "last name too long", ...body({ lastName: long(81) }) },
      { name: "password missing", ...body({ password: "" }, 400, memberMessages.password) },
      { name: "password too short", ...body({ password: "Ab1!" }, 400, memberMessages.passwordLength) },
      { name: "password too weak", ...body({ password: "abcdefgh" }) },
      { name: "password too long", ...body({ password: `Aa1!${long(300)}` }) },
      { name: "unknown field role", ...body({ role: "owner" }) },
      { name: "unknown field partnerId", ...body({ partnerId: otherCompany.partnerId }) },
      { name: "unknown field email", ...body({ email: "someone@else.example" }) },
    ];
    expect(cases.length).toBeGreaterThanOrEqual(25);
    await expectRefusals(acceptRoute, "POST", () => "/api/partners/team/invitations/accept", cases);
  });
});

describe("PATCH /api/partners/team/{userId}", () => {
  it("refuses 25 ways, changing no role", async () => {
    const targets: Record<string, string> = {};
    const as = (
      name: string,
      target: string,
      role: unknown,
      token = team.owner.token,
      status = 400,
      error?: string,
    ): Case => {
      targets[name] = target;
      return { name, call: () => ({ token, body: { role } }), status, error };
    };
    const member = () => team.member.user.id;
    const cases: Case[] = [
      ...sessionCases({ role: "admin" }),
      crossSiteCase({ role: "admin" }),
      ...bodyShapeCases(() => team.owner.token),
      as("role unknown", member(), "boss", team.owner.token, 400, memberMessages.role),
      as("role a number", member(), 1, team.owner.token, 400, memberMessages.role),
      as("role in capitals", member(), "ADMIN", team.owner.token, 400, memberMessages.role),
      as(
        "a member changing a role",
        team.finance.user.id,
        "admin",
        team.member.token,
        403,
        memberPermissionMessages["team:manage"],
      ),
      as(
        "finance changing a role",
        member(),
        "admin",
        team.finance.token,
        403,
        memberPermissionMessages["team:manage"],
      ),
      as("an admin making an owner", member(), "owner", team.admin.token, 403, memberMessages.ownersOnlyRole),
      as(
        "an admin demoting the owner",
        team.owner.user.id,
        "admin",
        team.admin.token,
        403,
        memberMessages.ownersOnlyRole,
      ),
      as(
        "the last owner demoting themselves",
        team.owner.user.id,
        "admin",
        team.owner.token,
        409,
        memberMessages.lastOwner,
      ),
      as(
        "another company's user",
        otherCompany.member.user.id,
        "admin",
        team.owner.token,
        404,
        memberMessages.memberNotFound,
      ),
      as("an unknown user", randomUUID(), "admin", team.owner.token, 404, memberMessages.memberNotFound),
      as("not a uuid", "abc", "admin", team.owner.token, 404, memberMessages.memberNotFound),
      as("SQL in the id", "1' OR '1'='1", "admin", team.owner.token, 404, memberMessages.memberNotFound),
    ];
    for (const c of cases) targets[c.name] ??= member();
    expect(cases.length).toBeGreaterThanOrEqual(25);
    await expectRefusals(
      roleRoute,
      "PATCH",
      (c) => `/api/partners/team/${encodeURIComponent(targets[c.name]!)}`,
      cases,
      (c) => ({ userId: targets[c.name]! }),
    );
  });
});

describe("DELETE /api/partners/team/{userId}", () => {
  it("refuses 25 ways, removing nobody and ending no session", async () => {
    const targets: Record<string, string> = {};
    const as = (name: string, target: string, token: string, status: number, error?: string): Case => {
      targets[name] = target;
      return { name, call: () => ({ token }), status, error };
    };
    const cases: Case[] = [
      ...sessionCases(),
      crossSiteCase(),
      as(
        "a member removing a colleague",
        team.finance.user.id,
        team.member.token,
        403,
        memberPermissionMessages["team:manage"],
      ),
      as(
        "finance removing a colleague",
        team.member.user.id,
        team.finance.token,
        403,
        memberPermissionMessages["team:manage"],
      ),
      as(
        "a member removing the owner",
        team.owner.user.id,
        team.member.token,
        403,
        memberPermissionMessages["team:manage"],
      ),
      as(
        "an admin removing the owner",
        team.owner.user.id,
        team.admin.token,
        403,
        memberMessages.ownersOnlyRemove,
      ),
      as("the last owner leaving", team.owner.user.id, team.owner.token, 409, memberMessages.lastOwner),
      as(
        "another company's user",
        otherCompany.member.user.id,
        team.owner.token,
        404,
        memberMessages.memberNotFound,
      ),
      as(
        "another company's owner",
        otherCompany.owner.user.id,
        team.admin.token,
        404,
        memberMessages.memberNotFound,
      ),
      as("an unknown user", randomUUID(), team.owner.token, 404, memberMessages.memberNotFound),
      as("not a uuid", "abc", team.owner.token, 404),
      as("SQL in the id", "1' OR '1'='1", team.owner.token, 404),
      as("a very long id", long(500), team.owner.token, 404),
      as("an invitation's id", live.id, team.owner.token, 404, memberMessages.memberNotFound),
      as("the company's id", team.partnerId, team.owner.token, 404, memberMessages.memberNotFound),
    ];
    for (const c of cases) targets[c.name] ??= team.member.user.id;
    expect(cases.length).toBeGreaterThanOrEqual(25);
    await expectRefusals(
      removeRoute,
      "DELETE",
      (c) => `/api/partners/team/${encodeURIComponent(targets[c.name]!)}`,
      cases,
      (c) => ({ userId: targets[c.name]! }),
    );
  });
});

describe("POST /api/partners/team/transfer", () => {
  it("refuses 25 ways, transferring nothing", async () => {
    const body = (
      userId: unknown,
      token = team.owner.token,
      status = 400,
      error?: string,
    ): Omit<Case, "name"> => ({
      call: () => ({ token, body: { userId } }),
      status,
      error,
    });
    const cases: Case[] = [
      ...sessionCases({ userId: randomUUID() }),
      crossSiteCase({ userId: randomUUID() }),
      ...bodyShapeCases(() => team.owner.token),
      {
        name: "an admin",
        ...body(team.member.user.id, team.admin.token, 403, memberPermissionMessages["ownership:transfer"]),
      },
      {
        name: "a member",
        ...body(team.finance.user.id, team.member.token, 403, memberPermissionMessages["ownership:transfer"]),
      },
      { name: "yourself", ...body(team.owner.user.id, team.owner.token, 409, memberMessages.transferSelf) },
      {
        name: "another company's user",
        ...body(otherCompany.member.user.id, team.owner.token, 404, memberMessages.memberNotFound),
      },
      {
        name: "an unknown user",
        ...body(randomUUID(), team.owner.token, 404, memberMessages.memberNotFound),
      },
      { name: "not a uuid", ...body("abc", team.owner.token, 400, memberMessages.userId) },
      { name: "a number", ...body(42, team.owner.token, 400, memberMessages.userId) },
      {
        name: "unknown field",
        call: () => ({ token: team.owner.token, body: { userId: team.member.user.id, keepOwner: true } }),
        status: 400,
      },
    ];
    expect(cases.length).toBeGreaterThanOrEqual(25);
    await expectRefusals(transferRoute, "POST", () => "/api/partners/team/transfer", cases);
  });
});

describe("PATCH /api/partners/team/settings", () => {
  it("refuses 25 ways, changing no setting", async () => {
    const body = (
      value: unknown,
      token = team.owner.token,
      status = 400,
      error?: string,
    ): Omit<Case, "name"> => ({
      call: () => ({ token, body: { requireTwoFactor: value } }),
      status,
      error,
    });
    const cases: Case[] = [
      ...sessionCases({ requireTwoFactor: true }),
      crossSiteCase({ requireTwoFactor: true }),
      ...bodyShapeCases(() => team.owner.token),
      { name: "a member", ...body(true, team.member.token, 403, memberPermissionMessages["team:manage"]) },
      { name: "finance", ...body(true, team.finance.token, 403, memberPermissionMessages["team:manage"]) },
      { name: "a string", ...body("true", team.owner.token, 400, memberMessages.requireTwoFactor) },
      { name: "a number", ...body(1, team.owner.token, 400, memberMessages.requireTwoFactor) },
      { name: "null", ...body(null, team.owner.token, 400, memberMessages.requireTwoFactor) },
      {
        name: "turning it on without two-factor yourself",
        ...body(true, team.owner.token, 409, memberMessages.enableOwnTwoFactorFirst),
      },
      {
        name: "unknown field",
        call: () => ({ token: team.owner.token, body: { requireTwoFactor: false, partnerId: "x" } }),
        status: 400,
      },
    ];
    expect(cases.length).toBeGreaterThanOrEqual(25);
    await expectRefusals(settingsRoute, "PATCH", () => "/api/partners/team/settings", cases);
  });
});
