import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { DELETE as revokeRoute } from "@/app/api/partners/team/invitations/[id]/route";
import { POST as transferRoute } from "@/app/api/partners/team/transfer/route";
import { GET as dealsRoute, POST as registerDealRoute } from "@/app/api/partners/deals/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { getDb } from "@/lib/server/db";
import { memberMessages } from "@/lib/validation/members";
import { memberPermissionMessages } from "@/lib/member-roles";
import { addColleague, invitationToken, testTeam } from "@/test/support/members";
import { callRoute, sessionCookieFrom } from "@/test/support/routes";
import { accept, invite, nextIp, patchRole, remove, team } from "@/test/support/team-journeys";
import { DAY_MS } from "@/lib/time";
import { dealBody } from "@/test/support/deals";

// The team's journeys through the API: invite, accept (once, even twice at once), roles and
// the last-owner rules, removal that ends sessions at once (and two admins removing each
// other), the transfer of ownership. Who registered what, the dashboard by role, the
// two-factor requirement and the registration's second contact: ./team-rules.test.ts.

freshTestDatabase();

describe("invitations", () => {
  it("an owner invites a colleague, who accepts from the email and is signed in with that role", async () => {
    const { owner, partnerId } = await testTeam();
    const email = `fran-${Date.now()}@example.com`;
    const sent = await invite(owner.token, email);
    expect(sent.status).toBe(201);
    expect(sent.json.invitation).toMatchObject({ email, role: "finance" });
    const listed = await team(owner.token);
    expect((listed.json.invitations as { email: string }[]).map((i) => i.email)).toContain(email);

    const accepted = await accept(await invitationToken(email));
    expect(accepted.status).toBe(201);
    expect(accepted.json.user).toMatchObject({
      email,
      memberRole: "finance",
      partnerId,
      emailVerified: true,
    });
    const cookie = sessionCookieFrom(accepted.response);
    expect(cookie).toMatch(/^partner_token=.+/);
    const me = await callRoute(meRoute, "/api/auth/me", { cookie, ip: nextIp() });
    expect(me.json.user).toMatchObject({ email, memberRole: "finance" });

    const after = await team(owner.token);
    const members = after.json.members as { email: string; role: string; lastSignInAt: string | null }[];
    expect(members.find((m) => m.email === email)).toMatchObject({ role: "finance" });
    expect((after.json.invitations as unknown[]).length).toBe(0);
    const db = await getDb();
    const audit = await db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", partnerId)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["team.invited", "team.joined"]));
    const notes = await db
      .selectFrom("notifications")
      .select("kind")
      .where("user_id", "=", owner.user.id)
      .execute();
    // The owner is told the colleague joined, not of the invitation they sent themselves.
    expect(notes.map((n) => n.kind)).toEqual(["team:joined"]);
  });

  it("409 for a colleague's address or a live invitation; a revoked link is 410", async () => {
    const { owner, member } = await testTeam();
    expect((await invite(owner.token, member.user.email)).json.error).toBe(memberMessages.alreadyColleague);
    const email = `twice-${Date.now()}@example.com`;
    const first = await invite(owner.token, email);
    const again = await invite(owner.token, email);
    expect([again.status, again.json.error]).toEqual([409, memberMessages.invitationPending]);
    const token = await invitationToken(email);
    const id = (first.json.invitation as { id: string }).id;
    const revoked = await callRoute(revokeRoute, `/api/partners/team/invitations/${id}`, {
      method: "DELETE",
      params: { id },
      token: owner.token,
      ip: nextIp(),
    });
    expect(revoked.status).toBe(200);
    expect([(await accept(token)).status, (await accept(token)).json.error]).toEqual([
      410,
      memberMessages.invitationGone,
    ]);
  });

  it("an expired link is 410 and creates nobody", async () => {
    const { owner } = await testTeam();
    const email = `late-${Date.now()}@example.com`;
    await invite(owner.token, email);
    const db = await getDb();
    await db
      .updateTable("member_invitations")
      .set({ expires_at: new Date(Date.now() - DAY_MS).toISOString() })
      .where("email", "=", email)
      .execute();
    expect((await accept(await invitationToken(email))).status).toBe(410);
    expect(
      await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("accepting one invitation twice at once creates one account: one 201, one 410", async () => {
    const { owner } = await testTeam();
    const email = `race-${Date.now()}@example.com`;
    await invite(owner.token, email);
    const token = await invitationToken(email);
    const results = await Promise.all([accept(token), accept(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 410]);
    const db = await getDb();
    const users = await db.selectFrom("users").select("id").where("email", "=", email).execute();
    expect(users).toHaveLength(1);
  });
});

describe("roles and the last owner", () => {
  it("the last owner cannot be demoted, removed or leave; with a second owner they can", async () => {
    const { owner, admin } = await testTeam();
    expect((await patchRole(owner.token, owner.user.id, "admin")).json.error).toBe(memberMessages.lastOwner);
    expect((await remove(owner.token, owner.user.id)).json.error).toBe(memberMessages.lastOwner);
    expect((await patchRole(owner.token, admin.user.id, "owner")).status).toBe(200);
    const demoted = await patchRole(owner.token, owner.user.id, "member");
    expect([demoted.status, (demoted.json.member as { role: string }).role]).toEqual([200, "member"]);
    // Now the former admin is the only owner, and is held to the same rule.
    expect((await remove(admin.token, admin.user.id)).json.error).toBe(memberMessages.lastOwner);
  });

  it("an admin changes members and admins but never makes or unmakes an owner", async () => {
    const { owner, admin, member } = await testTeam();
    expect((await patchRole(admin.token, member.user.id, "admin")).status).toBe(200);
    const promote = await patchRole(admin.token, member.user.id, "owner");
    expect([promote.status, promote.json.error]).toEqual([403, memberMessages.ownersOnlyRole]);
    const demote = await patchRole(admin.token, owner.user.id, "admin");
    expect([demote.status, demote.json.error]).toEqual([403, memberMessages.ownersOnlyRole]);
    const removeOwner = await remove(admin.token, owner.user.id);
    expect([removeOwner.status, removeOwner.json.error]).toEqual([403, memberMessages.ownersOnlyRemove]);
  });

  it("a member may leave but not remove or change anyone", async () => {
    const { member, finance } = await testTeam();
    const other = await remove(member.token, finance.user.id);
    expect([other.status, other.json.error]).toEqual([403, memberPermissionMessages["team:manage"]]);
    expect((await patchRole(member.token, finance.user.id, "admin")).status).toBe(403);
    expect((await remove(member.token, member.user.id)).status).toBe(200);
  });

  it("an owner transfers ownership: the colleague becomes owner and the owner an admin", async () => {
    const { owner, finance, admin } = await testTeam();
    const refused = await callRoute(transferRoute, "/api/partners/team/transfer", {
      body: { userId: finance.user.id },
      token: admin.token,
      ip: nextIp(),
    });
    expect([refused.status, refused.json.error]).toEqual([
      403,
      memberPermissionMessages["ownership:transfer"],
    ]);
    const done = await callRoute(transferRoute, "/api/partners/team/transfer", {
      body: { userId: finance.user.id },
      token: owner.token,
      ip: nextIp(),
    });
    expect(done.status).toBe(200);
    const roles = Object.fromEntries(
      (done.json.members as { userId: string; role: string }[]).map((m) => [m.userId, m.role]),
    );
    expect([roles[finance.user.id], roles[owner.user.id]]).toEqual(["owner", "admin"]);
  });
});

describe("removal", () => {
  it("signs the removed user out at once; what they registered stays the company's, with their name", async () => {
    const { owner, member } = await testTeam();
    const deal = await callRoute(registerDealRoute, "/api/partners/deals", {
      body: dealBody({ customerWebsite: `https://member-${Date.now()}.example` }),
      token: member.token,
      ip: nextIp(),
    });
    expect(deal.status, JSON.stringify(deal.json)).toBe(201);
    expect((deal.json.deal as { registeredBy: unknown }).registeredBy).toEqual({
      userId: member.user.id,
      name: "Member Colleague",
    });
    expect((await remove(owner.token, member.user.id)).status).toBe(200);
    expect(
      (await callRoute(dealsRoute, "/api/partners/deals", { token: member.token, ip: nextIp() })).status,
    ).toBe(401);
    const seen = await callRoute(dealsRoute, "/api/partners/deals", { token: owner.token, ip: nextIp() });
    expect((seen.json.deals as { registeredBy: unknown }[])[0]?.registeredBy).toEqual({
      userId: member.user.id,
      name: "Member Colleague",
    });
  });

  it("two admins removing each other at once: one is removed, the other stays", async () => {
    const { partnerId } = await testTeam();
    const a = await addColleague(partnerId, "admin", "alpha");
    const b = await addColleague(partnerId, "admin", "bravo");
    const results = await Promise.all([remove(a.token, b.user.id), remove(b.token, a.user.id)]);
    // The second is decided after the first: its actor is gone (401) or no longer a member (404).
    const statuses = results.map((r) => r.status).sort();
    expect([
      [200, 401],
      [200, 404],
    ]).toContainEqual(statuses);
    const db = await getDb();
    const left = await db
      .selectFrom("users")
      .select("id")
      .where("id", "in", [a.user.id, b.user.id])
      .execute();
    expect(left).toHaveLength(1);
  });
});
