import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { GET as teamRoute } from "@/app/api/partners/team/route";
import { POST as inviteRoute } from "@/app/api/partners/team/invitations/route";
import { POST as acceptRoute } from "@/app/api/partners/team/invitations/accept/route";
import { DELETE as removeRoute, PATCH as roleRoute } from "@/app/api/partners/team/[userId]/route";
import { GET as listKeysRoute, POST as createKeyRoute } from "@/app/api/partners/api-keys/route";
import { GET as v1Deals, POST as v1RegisterDeal } from "@/app/api/v1/deals/route";
import { POST as v1Refer } from "@/app/api/v1/referrals/route";
import { GET as dealsRoute } from "@/app/api/partners/deals/route";
import { GET as dealRoute } from "@/app/api/partners/deals/[id]/route";
import { approveDeal } from "@/lib/server/deals/team-review";
import { setDealStage } from "@/lib/server/deals/team-stage";
import { getDb } from "@/lib/server/db";
import { apiMessages } from "@/lib/validation/api";
import { authMessages } from "@/lib/validation/auth-messages";
import { memberMessages } from "@/lib/validation/members";
import { invitationToken, testTeam } from "@/test/support/members";
import { createTestPartner } from "@/test/support/accounts";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { dealBody } from "@/test/support/deals";
import { referralBody } from "@/test/support/referrals";

// What a colleague leaves behind when their role drops or they go: the API keys they
// created and the invitations they sent stop with them, unless the owner keeps them; keys
// and invitations say whose they are, and what a key registers names the key and its creator.

vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));
useTestDatabase();
const nextIp = clientAddresses("10.93");
const allScopes = ["deals:read", "deals:write", "referrals:read", "referrals:write"];

async function createKey(token: string, name = "CRM") {
  const created = await callRoute(createKeyRoute, "/api/partners/api-keys", {
    body: { name, scopes: allScopes },
    token,
    ip: nextIp(),
  });
  expect(created.status).toBe(201);
  return { key: created.json.key as string, id: (created.json.apiKey as { id: string }).id };
}
const listDeals = (key: string) => callRoute(v1Deals, "/api/v1/deals", { token: key, ip: nextIp() });
const remove = (token: string, userId: string, query = "") =>
  callRoute(removeRoute, `/api/partners/team/${userId}${query}`, {
    method: "DELETE",
    params: { userId },
    token,
    ip: nextIp(),
  });
const patchRole = (token: string, userId: string, role: string) =>
  callRoute(roleRoute, `/api/partners/team/${userId}`, {
    method: "PATCH",
    body: { role },
    params: { userId },
    token,
    ip: nextIp(),
  });
const invite = (token: string, email: string, role = "member") =>
  callRoute(inviteRoute, "/api/partners/team/invitations", { body: { email, role }, token, ip: nextIp() });
const accept = (token: string) =>
  callRoute(acceptRoute, "/api/partners/team/invitations/accept", {
    body: { token, firstName: "Ines", lastName: "Invitee", password: "Joiner-Passw0rd!" },
    ip: nextIp(),
  });

async function auditActions(partnerId: string) {
  const db = await getDb();
  return db
    .selectFrom("audit_log")
    .select(["action", "details"])
    .where("entity_id", "=", partnerId)
    .execute();
}

describe("an API key belongs to its creator", () => {
  it("stops at once when its creator is demoted below what it needs", async () => {
    const { owner, admin } = await testTeam();
    const { key } = await createKey(admin.token);
    expect((await listDeals(key)).status).toBe(200);
    expect((await patchRole(owner.token, admin.user.id, "member")).status).toBe(200);
    const after = await listDeals(key);
    expect(after.status).toBe(401);
    expect(after.json.detail ?? after.json.title).toBeDefined();
  });

  it("stays live when its creator keeps a role that holds it", async () => {
    const { owner, admin } = await testTeam();
    const { key } = await createKey(admin.token);
    expect((await patchRole(owner.token, admin.user.id, "owner")).status).toBe(200);
    expect((await listDeals(key)).status).toBe(200);
  });

  it("is revoked when its creator is removed, and the audit log says whose it was", async () => {
    const { owner, admin, partnerId } = await testTeam();
    const { key, id } = await createKey(admin.token);
    const removed = await remove(owner.token, admin.user.id);
    expect(removed.status).toBe(200);
    expect(removed.json).toMatchObject({ revokedKeys: 1, keptKeys: 0 });
    expect((await listDeals(key)).status).toBe(401);
    const revoked = (await auditActions(partnerId)).find(
      (row) => row.action === "api_key.revoked" && String(row.details).includes(id),
    );
    expect(JSON.parse(String(revoked!.details))).toMatchObject({
      keyId: id,
      createdBy: admin.user.id,
      reason: "creator_removed",
    });
  });

  it("is kept, transferred to the owner, when the owner chooses so in the removal", async () => {
    const { owner, admin, partnerId } = await testTeam();
    const { key, id } = await createKey(admin.token);
    const removed = await remove(owner.token, admin.user.id, "?keepApiKeys=true");
    expect(removed.json).toMatchObject({ revokedKeys: 0, keptKeys: 1 });
    expect((await listDeals(key)).status).toBe(200);
    const listed = await callRoute(listKeysRoute, "/api/partners/api-keys", { token: owner.token });
    const summary = (listed.json.apiKeys as { id: string; createdBy: unknown }[]).find((k) => k.id === id);
    expect(summary!.createdBy).toMatchObject({ userId: owner.user.id });
    const transferred = (await auditActions(partnerId)).find((row) => row.action === "api_key.transferred");
    expect(JSON.parse(String(transferred!.details))).toMatchObject({
      keyId: id,
      from: admin.user.id,
      to: owner.user.id,
    });
  });

  it("only an owner may keep them, and not when leaving", async () => {
    const { owner, admin, member } = await testTeam();
    const byAdmin = await remove(admin.token, member.user.id, "?keepApiKeys=true");
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.json.error).toBe(memberMessages.ownersOnlyKeep);
    const leaving = await remove(admin.token, admin.user.id, "?keepInvitations=true");
    expect(leaving.status).toBe(409);
    expect(leaving.json.error).toBe(memberMessages.keepOnRemovalOnly);
    const bad = await remove(owner.token, member.user.id, "?keepApiKeys=yes");
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(memberMessages.keepFlag);
  });

  it("the list shows each key's creator", async () => {
    const { owner, admin } = await testTeam();
    const { id } = await createKey(admin.token, "Admin's CRM");
    const listed = await callRoute(listKeysRoute, "/api/partners/api-keys", { token: owner.token });
    const summary = (listed.json.apiKeys as { id: string; createdBy: unknown }[]).find((k) => k.id === id);
    expect(summary!.createdBy).toEqual({ userId: admin.user.id, name: "Admin Colleague" });
  });

  it("a deal or referral made with a key names its creator and the key", async () => {
    const { admin, owner } = await testTeam();
    const { key, id } = await createKey(admin.token);
    const created = await callRoute(v1RegisterDeal, "/api/v1/deals", {
      body: dealBody({ customerWebsite: "https://keyed-deal.example" }),
      token: key,
      ip: nextIp(),
    });
    expect(created.status).toBe(201);
    const deals = await callRoute(dealsRoute, "/api/partners/deals", { token: owner.token, ip: nextIp() });
    const deal = (deals.json.deals as { customerDomain: string; registeredBy: unknown }[]).find(
      (d) => d.customerDomain === "keyed-deal.example",
    );
    expect(deal!.registeredBy).toEqual({ userId: admin.user.id, name: "Admin Colleague", apiKeyId: id });
    const referred = await callRoute(v1Refer, "/api/v1/referrals", {
      body: referralBody(),
      token: key,
      ip: nextIp(),
    });
    expect(referred.status).toBe(201);
    const row = await (await getDb())
      .selectFrom("referrals")
      .select(["registered_by", "api_key_id"])
      .where("id", "=", (referred.json.data as { id: string }).id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ registered_by: admin.user.id, api_key_id: id });
  });

  it("needs its creator's two-factor authentication when the company requires it", async () => {
    const { admin, partnerId } = await testTeam();
    const { key } = await createKey(admin.token);
    await (await getDb())
      .updateTable("partners")
      .set({ require_two_factor: 1 })
      .where("id", "=", partnerId)
      .execute();
    const refused = await listDeals(key);
    expect(refused.status).toBe(403);
    expect(refused.json.detail).toBe(apiMessages.creatorTwoFactor);
    const now = new Date().toISOString();
    await (await getDb())
      .insertInto("two_factor")
      .values({ user_id: admin.user.id, secret_enc: "test", enabled_at: now, last_step: null, created_at: now })
      .execute();
    expect((await listDeals(key)).status).toBe(200);
  });
});

describe("invitations belong to whoever sent them", () => {
  it("the list names the sender; removal revokes what they sent", async () => {
    const { owner, admin } = await testTeam();
    const email = `sent-by-admin-${Date.now()}@example.com`;
    expect((await invite(admin.token, email)).status).toBe(201);
    const listed = await callRoute(teamRoute, "/api/partners/team", { token: owner.token, ip: nextIp() });
    const invitation = (listed.json.invitations as { email: string; invitedBy: unknown }[]).find(
      (i) => i.email === email,
    );
    expect(invitation!.invitedBy).toEqual({ userId: admin.user.id, name: "Admin Colleague" });
    const members = listed.json.members as { userId: string; liveInvitationsSent: number }[];
    expect(members.find((m) => m.userId === admin.user.id)!.liveInvitationsSent).toBe(1);
    const removed = await remove(owner.token, admin.user.id);
    expect(removed.json).toMatchObject({ revokedInvitations: 1, keptInvitations: 0 });
    const accepted = await accept(await invitationToken(email));
    expect(accepted.status).toBe(410);
  });

  it("the owner may keep them: they are then the owner's", async () => {
    const { owner, admin } = await testTeam();
    const email = `kept-${Date.now()}@example.com`;
    await invite(admin.token, email);
    const removed = await remove(owner.token, admin.user.id, "?keepInvitations=true");
    expect(removed.json).toMatchObject({ revokedInvitations: 0, keptInvitations: 1 });
    const listed = await callRoute(teamRoute, "/api/partners/team", { token: owner.token, ip: nextIp() });
    const invitation = (listed.json.invitations as { email: string; invitedBy: unknown }[]).find(
      (i) => i.email === email,
    );
    expect(invitation!.invitedBy).toMatchObject({ userId: owner.user.id });
    expect((await accept(await invitationToken(email))).status).toBe(201);
  });
});

describe("an invitation tells nothing about other companies' accounts", () => {
  it("answers the same for an address with an account elsewhere; accepting says why not", async () => {
    const { owner } = await testTeam();
    const elsewhere = await createTestPartner();
    const fresh = await invite(owner.token, `nobody-${Date.now()}@example.com`);
    const existing = await invite(owner.token, elsewhere.email);
    expect(existing.status).toBe(fresh.status);
    expect(existing.status).toBe(201);
    expect(Object.keys(existing.json).sort()).toEqual(Object.keys(fresh.json).sort());
    const accepted = await accept(await invitationToken(elsewhere.email));
    expect(accepted.status).toBe(409);
    expect(accepted.json.error).toBe(memberMessages.acceptAccountExists);
  });

  it("a colleague already in the team is told so (they are on the list anyway)", async () => {
    const { owner, member } = await testTeam();
    const again = await invite(owner.token, member.user.email);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(memberMessages.alreadyColleague);
  });
});

describe("only an owner grants finance", () => {
  it("an admin can neither make a colleague finance nor invite one", async () => {
    const { owner, admin, member, finance } = await testTeam();
    const promote = await patchRole(admin.token, member.user.id, "finance");
    expect(promote.status).toBe(403);
    expect(promote.json.error).toBe(memberMessages.ownersOnlyFinance);
    const demote = await patchRole(admin.token, finance.user.id, "member");
    expect(demote.status).toBe(403);
    const invited = await invite(admin.token, `fin-${Date.now()}@example.com`, "finance");
    expect(invited.status).toBe(403);
    expect(invited.json.error).toBe(memberMessages.ownersOnlyFinance);
    expect((await patchRole(owner.token, member.user.id, "finance")).status).toBe(200);
  });
});

describe("a removed colleague is told why", () => {
  it("their next request answers 401 saying they were removed; leaving says nothing of the kind", async () => {
    const { owner, member, admin } = await testTeam();
    expect((await remove(owner.token, member.user.id)).status).toBe(200);
    const next = await callRoute(dealsRoute, "/api/partners/deals", { token: member.token, ip: nextIp() });
    expect(next.status).toBe(401);
    expect(next.json.error).toBe(authMessages.removedFromTeam);
    expect((await remove(admin.token, admin.user.id)).status).toBe(200);
    const gone = await callRoute(dealsRoute, "/api/partners/deals", { token: admin.token, ip: nextIp() });
    expect(gone.json.error).toBe(authMessages.unauthenticated);
  });
});

describe("one role rule for commission figures", () => {
  it("a deal's details show its commission to owner, admin and finance, never to a member", async () => {
    const { owner, admin, member, finance } = await testTeam();
    const { key } = await createKey(admin.token);
    const created = await callRoute(v1RegisterDeal, "/api/v1/deals", {
      body: dealBody({ customerWebsite: "https://won-for-commission.example" }),
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
