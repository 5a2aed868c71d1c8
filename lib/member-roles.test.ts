import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { GET as commissionsRoute } from "@/app/api/partners/commissions/route";
import { GET as dealsRoute, POST as registerDealRoute } from "@/app/api/partners/deals/route";
import { POST as payoutRoute } from "@/app/api/partners/payouts/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { createTestPartner } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import {
  can,
  memberPermissionMessages,
  memberRoles,
  type MemberPermission,
  type MemberRole,
} from "./member-roles";

useTestDatabase();

const matrix: Record<MemberPermission, MemberRole[]> = {
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

describe("member roles", () => {
  it.each(Object.entries(matrix))("%s is granted to exactly %j", (permission, allowed) => {
    for (const role of memberRoles)
      expect(can(role, permission as MemberPermission)).toBe(allowed.includes(role));
  });

  async function tokenAs(memberRole: MemberRole) {
    const { user } = await createTestPartner({ memberRole });
    return (await createSession(await getDb(), user)).token;
  }

  it("refuses a member the company's commissions with a message that says who can help", async () => {
    const result = await callRoute(commissionsRoute, "/api/partners/commissions", {
      token: await tokenAs("member"),
    });
    expect(result.status).toBe(403);
    expect(result.json.error).toBe(memberPermissionMessages["earnings:read"]);
  });

  it("lets finance read deals but not register one, before the body is read", async () => {
    const token = await tokenAs("finance");
    expect((await callRoute(dealsRoute, "/api/partners/deals", { token })).status).toBe(200);
    const refused = await callRoute(registerDealRoute, "/api/partners/deals", {
      token,
      body: { nonsense: true },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(memberPermissionMessages["deals:write"]);
    const db = await getDb();
    expect(await db.selectFrom("deals").select("id").execute()).toEqual([]);
  });

  it("refuses a member a payout request and lets an owner through to the payout rules", async () => {
    const member = await callRoute(payoutRoute, "/api/partners/payouts", {
      token: await tokenAs("member"),
      body: {},
    });
    expect(member.status).toBe(403);
    const owner = await callRoute(payoutRoute, "/api/partners/payouts", {
      token: await tokenAs("owner"),
      body: {},
    });
    expect(owner.status).not.toBe(403);
  });
});
