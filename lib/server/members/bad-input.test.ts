import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as teamRoute } from "@/app/api/partners/team/route";
import { POST as inviteRoute } from "@/app/api/partners/team/invitations/route";
import { DELETE as revokeRoute } from "@/app/api/partners/team/invitations/[id]/route";
import { POST as acceptRoute } from "@/app/api/partners/team/invitations/accept/route";
import { getDb } from "@/lib/server/db";
import { memberPermissionMessages } from "@/lib/member-roles";
import { memberMessages } from "@/lib/validation/members";
import { addColleague, teamFootprint, testTeam } from "@/test/support/members";
import { callRoute } from "@/test/support/routes";
import {
  bodyShapeCases,
  crossSite,
  crossSiteCase,
  expectRefusals,
  expiredToken,
  live,
  long,
  nextIp,
  otherCompany,
  otherInvitationId,
  prepareTeamRefusals,
  revokedToken,
  sessionCases,
  spentToken,
  team,
  type Case,
} from "@/test/support/team-refusals";

// Bad input on the team list and the invitations: 25 or more refusals each, every one a 4xx
// with a message and nothing changed (users and roles, invitations, sessions, audit,
// notifications, outbox). The colleagues' endpoints are in ./bad-input-colleagues.test.ts.

freshTestDatabase();
prepareTeamRefusals();

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
