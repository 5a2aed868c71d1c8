import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import {
  memberPermissionMessages,
  memberRoles,
  type MemberPermission,
  type MemberRole,
} from "@/lib/member-roles";
import { testTeam } from "@/test/support/members";
import { isPartnerApiPath } from "@/lib/server/upstream/partner-api";
import {
  apiRouteEndpoints,
  apiRouteFiles,
  callRoute,
  clientAddresses,
  type RouteEndpoint,
} from "@/test/support/routes";

// Every partner endpoint by every role: a role the rule refuses gets 403 with the
// permission's message before anything is read; a role it allows never gets that message.
// The endpoints are read from app/api/partners, and each must be named below: a new one fails
// this test until its rule is written down.

freshTestDatabase();
const nextIp = clientAddresses("10.93");

/** Who may, per permission, as the roles are described to partners (independent of the grants table). */
const allowed: Record<MemberPermission, MemberRole[]> = {
  "deals:read": ["owner", "admin", "member", "finance"],
  "deals:write": ["owner", "admin", "member"],
  "referrals:read": ["owner", "admin", "member", "finance"],
  "referrals:write": ["owner", "admin", "member"],
  "mdf:read": ["owner", "admin", "member", "finance"],
  "mdf:write": ["owner", "admin", "member"],
  "earnings:read": ["owner", "admin", "finance"],
  "payouts:request": ["owner", "admin", "finance"],
  "payout-details:manage": ["owner", "finance"],
  "team:manage": ["owner", "admin"],
  "ownership:transfer": ["owner"],
};

/** "any": every role of a company (the service may still refuse a particular act); "public": no session needed. */
const rules: Record<string, MemberPermission | "any" | "public"> = {
  "POST /api/partners/account/deletion": "any",
  "GET /api/partners/account/deletion": "any",
  "DELETE /api/partners/account/deletion": "any",
  "GET /api/partners/account/export/me": "any",
  "GET /api/partners/api-keys": "team:manage",
  "POST /api/partners/api-keys": "team:manage",
  "DELETE /api/partners/api-keys/[id]": "team:manage",
  "GET /api/partners/account/export": "payout-details:manage",
  "POST /api/partners/application-status/registration-link": "public",
  "POST /api/partners/application-status": "public",
  "POST /api/partners/claim-portal": "public",
  "GET /api/partners/claim/verify-token/[token]": "public",
  "GET /api/partners/commissions/export": "earnings:read",
  "GET /api/partners/commissions": "earnings:read",
  "GET /api/partners/commissions/summary": "earnings:read",
  "GET /api/partners/dashboard": "any",
  "POST /api/partners/deals/[id]/extension": "deals:write",
  "GET /api/partners/deals/[id]": "deals:read",
  "PATCH /api/partners/deals/[id]": "deals:write",
  "POST /api/partners/deals/[id]/withdraw": "deals:write",
  "GET /api/partners/deals": "deals:read",
  "POST /api/partners/deals": "deals:write",
  "GET /api/partners/invitation/verify-token/[token]": "public",
  "DELETE /api/partners/links/[id]": "referrals:write",
  "GET /api/partners/links": "referrals:read",
  "POST /api/partners/links": "referrals:write",
  "GET /api/partners/mdf": "mdf:read",
  "POST /api/partners/mdf/requests": "mdf:write",
  "PUT /api/partners/mdf/requests/[id]": "mdf:write",
  "POST /api/partners/mdf/requests/[id]/withdraw": "mdf:write",
  "POST /api/partners/mdf/requests/[id]/claim": "mdf:write",
  "GET /api/partners/mdf/requests/[id]/plan": "mdf:read",
  "GET /api/partners/performance/[chart]": "deals:read",
  "GET /api/partners/notification-preferences": "any",
  "PUT /api/partners/notification-preferences": "any",
  "POST /api/partners/notifications/read": "any",
  "GET /api/partners/notifications": "any",
  "POST /api/partners/onboarding/dismiss": "any",
  "GET /api/partners/onboarding": "any",
  "GET /api/partners/payouts/[id]/statement": "earnings:read",
  "GET /api/partners/payout-method": "payout-details:manage",
  "PUT /api/partners/payout-method": "payout-details:manage",
  "GET /api/partners/tax-form": "payout-details:manage",
  "POST /api/partners/tax-form": "payout-details:manage",
  "GET /api/partners/payouts": "earnings:read",
  "GET /api/partners/payouts/preview": "payouts:request",
  "POST /api/partners/payouts": "payouts:request",
  "GET /api/partners/profile": "any",
  "PATCH /api/partners/profile": "any",
  "PATCH /api/partners/profile/company": "any",
  "POST /api/partners/referrals/[id]/follow-up": "referrals:write",
  "GET /api/partners/referrals/[id]": "referrals:read",
  "GET /api/partners/referrals": "referrals:read",
  "GET /api/partners/leads": "referrals:read",
  "POST /api/partners/leads/[id]/accept": "referrals:write",
  "POST /api/partners/leads/[id]/decline": "referrals:write",
  "POST /api/partners/leads/[id]/convert": "deals:write",
  "GET /api/partners/directory-profile": "team:manage",
  "PUT /api/partners/directory-profile": "team:manage",
  "PUT /api/partners/directory-profile/logo": "team:manage",
  "DELETE /api/partners/directory-profile/logo": "team:manage",
  "POST /api/partners/referrals": "referrals:write",
  "GET /api/partners/resources/[id]/download": "any",
  "GET /api/partners/resources": "any",
  "DELETE /api/partners/team/[userId]": "any",
  "PATCH /api/partners/team/[userId]": "team:manage",
  "DELETE /api/partners/team/invitations/[id]": "team:manage",
  "POST /api/partners/team/invitations/accept": "public",
  "POST /api/partners/team/invitations": "team:manage",
  "GET /api/partners/team": "any",
  "PATCH /api/partners/team/settings": "team:manage",
  "POST /api/partners/team/transfer": "ownership:transfer",
  "GET /api/partners/tier": "any",
  // Owners only, refused by the service in its own words.
  "GET /api/partners/sso": "any",
  "PUT /api/partners/sso": "any",
  "POST /api/partners/sso/verify": "any",
  "POST /api/partners/training/[id]/complete": "any",
  "GET /api/partners/training/[id]": "any",
  "GET /api/partners/training": "any",
};

const permissionMessages = new Set(Object.values(memberPermissionMessages));
let endpoints: RouteEndpoint[] = [];
let tokens: Record<MemberRole, string>;

beforeAll(async () => {
  endpoints = await apiRouteEndpoints(apiRouteFiles(/^partners[\\/]/));
  const team = await testTeam();
  tokens = {
    owner: team.owner.token,
    admin: team.admin.token,
    member: team.member.token,
    finance: team.finance.token,
  };
});

async function call(endpoint: RouteEndpoint, token: string) {
  const params = Object.fromEntries(
    endpoint.params.map((name) => [name, "00000000-0000-4000-8000-000000000000"]),
  );
  const path = endpoint.path.replace(/\[(\w+)\]/g, (_m, name: string) => params[name]!);
  return callRoute(endpoint.handler, path, { method: endpoint.method, token, params, ip: nextIp() });
}

describe("the permission matrix", () => {
  it("names a rule for every partner endpoint (and no endpoint that is gone)", () => {
    expect(endpoints.map((e) => `${e.method} ${e.path}`).sort()).toEqual(Object.keys(rules).sort());
  });

  it.each(memberRoles)("%s: refused exactly where the role lacks the permission", async (role) => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const endpoint of endpoints) {
      const key = `${endpoint.method} ${endpoint.path}`;
      const rule = rules[key];
      if (!rule || rule === "public") continue;
      const result = await call(endpoint, tokens[role]);
      const refusedByRole = result.status === 403 && permissionMessages.has(String(result.json.error));
      outcomes.push(`${key}: ${refusedByRole ? `403 ${result.json.error}` : "allowed"}`);
      const refuse = rule !== "any" && !allowed[rule].includes(role);
      expected.push(
        `${key}: ${refuse ? `403 ${memberPermissionMessages[rule as MemberPermission]}` : "allowed"}`,
      );
      if (!refuse) expect(result.status, `${key} as ${role}`).not.toBe(401);
    }
    expect(outcomes).toEqual(expected);
  });
});

describe("proxy mode", () => {
  it("forwards every partner endpoint to the partner API, the team's included", () => {
    const unforwarded = endpoints
      .map((e) => e.path.replace(/\[(\w+)\]/g, "x"))
      .filter((path) => !isPartnerApiPath(path));
    expect(endpoints.some((e) => e.path.startsWith("/api/partners/team"))).toBe(true);
    expect(unforwarded).toEqual([]);
  });
});
