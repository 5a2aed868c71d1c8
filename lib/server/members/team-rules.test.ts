import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { PATCH as settingsRoute } from "@/app/api/partners/team/settings/route";
import { GET as dealsRoute } from "@/app/api/partners/deals/route";
import { GET as referralsRoute, POST as referRoute } from "@/app/api/partners/referrals/route";
import { GET as dashboardRoute } from "@/app/api/partners/dashboard/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { getDb } from "@/lib/server/db";
import { memberMessages } from "@/lib/validation/members";
import { invitationToken, testTeam } from "@/test/support/members";
import { createTestPartner } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { accept, enableTwoFactor, nextIp } from "@/test/support/team-journeys";
import { referralBody } from "@/test/support/referrals";

// What a company's team changes elsewhere: Mine and Everyone's on deals and referrals, the
// dashboard by role, the two-factor requirement, and the registration's secondary contact
// invited on approval. Invitations, roles and removal: ./team.test.ts.

freshTestDatabase();

describe("Mine and Everyone's", () => {
  it("?registeredBy=me lists only the user's own deals and referrals", async () => {
    const { owner, member } = await testTeam();
    for (const [who, n] of [
      [owner, 1],
      [member, 2],
    ] as const) {
      const referred = await callRoute(referRoute, "/api/partners/referrals", {
        body: referralBody({ company: `Ref ${n}` }),
        token: who.token,
        ip: nextIp(),
      });
      expect(referred.status, JSON.stringify(referred.json)).toBe(201);
    }
    const mine = await callRoute(referralsRoute, "/api/partners/referrals?registeredBy=me", {
      token: member.token,
      ip: nextIp(),
    });
    const everyone = await callRoute(referralsRoute, "/api/partners/referrals", {
      token: member.token,
      ip: nextIp(),
    });
    expect((mine.json.referrals as { company: string }[]).map((r) => r.company)).toEqual(["Ref 2"]);
    expect((everyone.json.referrals as unknown[]).length).toBe(2);
    const bad = await callRoute(dealsRoute, "/api/partners/deals?registeredBy=them", {
      token: member.token,
      ip: nextIp(),
    });
    expect(bad.status).toBe(400);
    const mineDeals = await callRoute(dealsRoute, "/api/partners/deals?registeredBy=me", {
      token: owner.token,
      ip: nextIp(),
    });
    expect(mineDeals.status).toBe(200);
  });
});

describe("the dashboard by role", () => {
  it("a member gets no money figures; finance does", async () => {
    const { member, finance } = await testTeam();
    const forMember = await callRoute(dashboardRoute, "/api/partners/dashboard", {
      token: member.token,
      ip: nextIp(),
    });
    expect(forMember.status).toBe(200);
    expect(forMember.json.stats).not.toHaveProperty("total_revenue");
    expect(forMember.json.stats).not.toHaveProperty("pending_commission");
    expect((forMember.json.trends as { total_revenue: unknown }).total_revenue).toBeNull();
    const forFinance = await callRoute(dashboardRoute, "/api/partners/dashboard", {
      token: finance.token,
      ip: nextIp(),
    });
    expect(forFinance.json.stats).toHaveProperty("total_revenue");
  });
});

describe("Require two-factor authentication", () => {
  it("is refused to a manager without two-factor, and then holds every colleague without it to 403", async () => {
    const { owner, member } = await testTeam();
    const setting = (token: string, requireTwoFactor: unknown) =>
      callRoute(settingsRoute, "/api/partners/team/settings", {
        method: "PATCH",
        body: { requireTwoFactor },
        token,
        ip: nextIp(),
      });
    const refused = await setting(owner.token, true);
    expect([refused.status, refused.json.error]).toEqual([409, memberMessages.enableOwnTwoFactorFirst]);
    const ownerToken = await enableTwoFactor(owner.user.id);
    expect((await setting(ownerToken, true)).status).toBe(200);

    const blocked = await callRoute(dealsRoute, "/api/partners/deals", { token: member.token, ip: nextIp() });
    expect([blocked.status, blocked.json.error]).toEqual([403, memberMessages.twoFactorRequired]);
    const me = await callRoute(meRoute, "/api/auth/me", { token: member.token, ip: nextIp() });
    expect([me.status, (me.json.user as { twoFactorRequired: boolean }).twoFactorRequired]).toEqual([
      200,
      true,
    ]);
    expect(
      (await callRoute(dealsRoute, "/api/partners/deals", { token: ownerToken, ip: nextIp() })).status,
    ).toBe(200);

    const memberToken = await enableTwoFactor(member.user.id);
    expect(
      (await callRoute(dealsRoute, "/api/partners/deals", { token: memberToken, ip: nextIp() })).status,
    ).toBe(200);
    expect((await setting(ownerToken, false)).status).toBe(200);
  });
});

describe("approval", () => {
  it("invites the registration's secondary contact as an admin, who can join", async () => {
    const { approveRegistration } = await import("@/lib/server/registration/console");
    const account = await createTestPartner({ status: "pending_approval" });
    const secondary = `second-${Date.now()}@example.com`;
    const db = await getDb();
    await db
      .updateTable("partners")
      .set({ profile_json: JSON.stringify({ secondaryContact: { name: "Sam Second", email: secondary } }) })
      .where("id", "=", account.partner.id)
      .execute();
    await approveRegistration(account.partner.id, null);
    const invitations = await db
      .selectFrom("member_invitations")
      .select(["email", "role", "invited_by"])
      .where("partner_id", "=", account.partner.id)
      .execute();
    expect(invitations).toEqual([{ email: secondary, role: "admin", invited_by: null }]);
    const accepted = await accept(await invitationToken(secondary));
    expect(accepted.json.user).toMatchObject({ email: secondary, memberRole: "admin" });
  });
});
