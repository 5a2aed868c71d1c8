import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { DELETE as removeRoute, PATCH as roleRoute } from "@/app/api/partners/team/[userId]/route";
import { POST as transferRoute } from "@/app/api/partners/team/transfer/route";
import { PATCH as settingsRoute } from "@/app/api/partners/team/settings/route";
import { memberPermissionMessages } from "@/lib/member-roles";
import { memberMessages } from "@/lib/validation/members";
import {
  bodyShapeCases,
  crossSiteCase,
  expectRefusals,
  live,
  long,
  otherCompany,
  prepareTeamRefusals,
  sessionCases,
  team,
  type Case,
} from "@/test/support/team-refusals";

// Bad input on a colleague's role and removal, the transfer of ownership and the team's
// settings: 25 or more refusals each, every one a 4xx with a message and nothing changed. The
// team list and the invitations are in ./bad-input.test.ts.

freshTestDatabase();
prepareTeamRefusals();

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
