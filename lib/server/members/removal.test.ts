import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { useTestDatabase } from "@/test/support/test-database";
import { GET as teamRoute } from "@/app/api/partners/team/route";
import { GET as dealsRoute } from "@/app/api/partners/deals/route";
import { GET as dealRoute } from "@/app/api/partners/deals/[id]/route";
import { POST as v1RegisterDeal } from "@/app/api/v1/deals/route";
import { GET as sessionExpired } from "@/app/partner-portal/session-expired/route";
import { approveDeal } from "@/lib/server/deals/console-review";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { authMessages } from "@/lib/validation/auth-messages";
import { memberMessages } from "@/lib/validation/members";
import { invitationToken, testTeam } from "@/test/support/members";
import { createTestPartner } from "@/test/support/accounts";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { apiDealBody } from "@/test/support/deals";
import {
  acceptInvitationLink,
  changeRoleOf,
  createKeyAs,
  inviteColleague,
  removeColleague,
} from "@/test/support/team-routes";

// What a removal takes with it and what each role may see or grant: the invitations the person
// sent (revoked unless the owner keeps them), an invitation that probes no account, only an
// owner granting finance, a removed colleague told why, commission figures by one role rule.

useTestDatabase();
const nextIp = clientAddresses("10.95");

describe("invitations belong to whoever sent them", () => {
  it("the list names the sender; removal revokes what they sent", async () => {
    const { owner, admin } = await testTeam();
    const email = `sent-by-admin-${Date.now()}@example.com`;
    expect((await inviteColleague(admin.token, email)).status).toBe(201);
    const listed = await callRoute(teamRoute, "/api/partners/team", { token: owner.token, ip: nextIp() });
    const invitation = (listed.json.invitations as { email: string; invitedBy: unknown }[]).find(
      (i) => i.email === email,
    );
    expect(invitation!.invitedBy).toEqual({ userId: admin.user.id, name: "Admin Colleague" });
    const members = listed.json.members as { userId: string; liveInvitationsSent: number }[];
    expect(members.find((m) => m.userId === admin.user.id)!.liveInvitationsSent).toBe(1);
    const removed = await removeColleague(owner.token, admin.user.id);
    expect(removed.json).toMatchObject({ revokedInvitations: 1, keptInvitations: 0 });
    const accepted = await acceptInvitationLink(await invitationToken(email));
    expect(accepted.status).toBe(410);
  });

  it("the owner may keep them: they are then the owner's", async () => {
    const { owner, admin } = await testTeam();
    const email = `kept-${Date.now()}@example.com`;
    await inviteColleague(admin.token, email);
    const removed = await removeColleague(owner.token, admin.user.id, "?keepInvitations=true");
    expect(removed.json).toMatchObject({ revokedInvitations: 0, keptInvitations: 1 });
    const listed = await callRoute(teamRoute, "/api/partners/team", { token: owner.token, ip: nextIp() });
    const invitation = (listed.json.invitations as { email: string; invitedBy: unknown }[]).find(
      (i) => i.email === email,
    );
    expect(invitation!.invitedBy).toMatchObject({ userId: owner.user.id });
    expect((await acceptInvitationLink(await invitationToken(email))).status).toBe(201);
  });
});

describe("an invitation tells nothing about other companies' accounts", () => {
  it("answers the same for an address with an account elsewhere; accepting says why not", async () => {
    const { owner } = await testTeam();
    const elsewhere = await createTestPartner();
    const fresh = await inviteColleague(owner.token, `nobody-${Date.now()}@example.com`);
    const existing = await inviteColleague(owner.token, elsewhere.email);
    expect(existing.status).toBe(fresh.status);
    expect(existing.status).toBe(201);
    expect(Object.keys(existing.json).sort()).toEqual(Object.keys(fresh.json).sort());
    const accepted = await acceptInvitationLink(await invitationToken(elsewhere.email));
    expect(accepted.status).toBe(409);
    expect(accepted.json.error).toBe(memberMessages.acceptAccountExists);
  });

  it("a colleague already in the team is told so (they are on the list anyway)", async () => {
    const { owner, member } = await testTeam();
    const again = await inviteColleague(owner.token, member.user.email);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(memberMessages.alreadyColleague);
  });
});

describe("only an owner grants finance", () => {
  it("an admin can neither make a colleague finance nor invite one", async () => {
    const { owner, admin, member, finance } = await testTeam();
    const promote = await changeRoleOf(admin.token, member.user.id, "finance");
    expect(promote.status).toBe(403);
    expect(promote.json.error).toBe(memberMessages.ownersOnlyFinance);
    const demote = await changeRoleOf(admin.token, finance.user.id, "member");
    expect(demote.status).toBe(403);
    const invited = await inviteColleague(admin.token, `fin-${Date.now()}@example.com`, "finance");
    expect(invited.status).toBe(403);
    expect(invited.json.error).toBe(memberMessages.ownersOnlyFinance);
    expect((await changeRoleOf(owner.token, member.user.id, "finance")).status).toBe(200);
  });
});

describe("a removed colleague is told why", () => {
  it("their next request answers 401 saying they were removed; leaving says nothing of the kind", async () => {
    const { owner, member, admin } = await testTeam();
    expect((await removeColleague(owner.token, member.user.id)).status).toBe(200);
    const next = await callRoute(dealsRoute, "/api/partners/deals", { token: member.token, ip: nextIp() });
    expect(next.status).toBe(401);
    expect(next.json.error).toBe(authMessages.removedFromTeam);
    // A page visit goes through the dashboard's session check to the login page, told why.
    const page = await sessionExpired(
      new NextRequest("http://localhost:3000/partner-portal/session-expired", {
        headers: { cookie: `partner_token=${member.token}` },
      }),
    );
    expect(page.headers.get("location")).toBe(
      "/partner-portal/login?next=%2Fpartner-portal%2Fdashboard&signedOut=removed",
    );
    expect((await removeColleague(admin.token, admin.user.id)).status).toBe(200);
    const gone = await callRoute(dealsRoute, "/api/partners/deals", { token: admin.token, ip: nextIp() });
    expect(gone.json.error).toBe(authMessages.unauthenticated);
  });
});

describe("one role rule for commission figures", () => {
  it("a deal's details show its commission to owner, admin and finance, never to a member", async () => {
    const { owner, admin, member, finance } = await testTeam();
    const { key } = await createKeyAs(admin.token);
    const created = await callRoute(v1RegisterDeal, "/api/v1/deals", {
      body: apiDealBody({ customerWebsite: "https://won-for-commission.example" }),
      token: key,
      ip: nextIp(),
    });
    const dealId = (created.json.data as { id: string }).id;
    await approveDeal(dealId, { actorUserId: null });
    await setDealStage(dealId, "closed_won", { actorUserId: null });
    const read = (token: string) =>
      callRoute(dealRoute, `/api/partners/deals/${dealId}`, { token, params: { id: dealId }, ip: nextIp() });
    for (const who of [owner, admin, finance]) {
      const answer = await read(who.token);
      expect(answer.status).toBe(200);
      expect(answer.json.deal).toHaveProperty("commission.amount");
    }
    const asMember = await read(member.token);
    expect(asMember.status).toBe(200);
    expect(asMember.json.deal).not.toHaveProperty("commission");
    expect(JSON.stringify(asMember.json)).not.toMatch(/"commission"|"rate"/);
  });
});
