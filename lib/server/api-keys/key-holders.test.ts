import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { GET as listKeysRoute } from "@/app/api/partners/api-keys/route";
import { POST as v1RegisterDeal } from "@/app/api/v1/deals/route";
import { POST as v1Refer } from "@/app/api/v1/referrals/route";
import { GET as dealsRoute } from "@/app/api/partners/deals/route";
import { getDb } from "@/lib/server/db";
import { apiMessages } from "@/lib/validation/api";
import { memberMessages } from "@/lib/validation/members";
import { testTeam } from "@/test/support/members";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { apiDealBody } from "@/test/support/deals";
import { referralBody } from "@/test/support/referrals";
import {
  auditOfPartner,
  changeRoleOf,
  createKeyAs,
  listDealsWithKey,
  removeColleague,
} from "@/test/support/team-routes";

// A partner API key belongs to its creator: it stops when they go or lose the role it needs
// (unless the owner keeps it), lists say whose it is, and what it registers names the key and
// its creator. A company that requires two-factor sign-in holds keys to their creator's.

useTestDatabase();
const nextIp = clientAddresses("10.94");

describe("an API key belongs to its creator", () => {
  it("stops at once when its creator is demoted below what it needs", async () => {
    const { owner, admin } = await testTeam();
    const { key } = await createKeyAs(admin.token);
    expect((await listDealsWithKey(key)).status).toBe(200);
    expect((await changeRoleOf(owner.token, admin.user.id, "member")).status).toBe(200);
    const after = await listDealsWithKey(key);
    expect(after.status).toBe(401);
    expect(after.json.detail ?? after.json.title).toBeDefined();
  });

  it("stays live when its creator keeps a role that holds it", async () => {
    const { owner, admin } = await testTeam();
    const { key } = await createKeyAs(admin.token);
    expect((await changeRoleOf(owner.token, admin.user.id, "owner")).status).toBe(200);
    expect((await listDealsWithKey(key)).status).toBe(200);
  });

  it("is revoked when its creator is removed, and the audit log says whose it was", async () => {
    const { owner, admin, partnerId } = await testTeam();
    const { key, id } = await createKeyAs(admin.token);
    const removed = await removeColleague(owner.token, admin.user.id);
    expect(removed.status).toBe(200);
    expect(removed.json).toMatchObject({ revokedKeys: 1, keptKeys: 0 });
    expect((await listDealsWithKey(key)).status).toBe(401);
    const revoked = (await auditOfPartner(partnerId)).find(
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
    const { key, id } = await createKeyAs(admin.token);
    const removed = await removeColleague(owner.token, admin.user.id, "?keepApiKeys=true");
    expect(removed.json).toMatchObject({ revokedKeys: 0, keptKeys: 1 });
    expect((await listDealsWithKey(key)).status).toBe(200);
    const listed = await callRoute(listKeysRoute, "/api/partners/api-keys", { token: owner.token });
    const summary = (listed.json.apiKeys as { id: string; createdBy: unknown }[]).find((k) => k.id === id);
    expect(summary!.createdBy).toMatchObject({ userId: owner.user.id });
    const transferred = (await auditOfPartner(partnerId)).find((row) => row.action === "api_key.transferred");
    expect(JSON.parse(String(transferred!.details))).toMatchObject({
      keyId: id,
      from: admin.user.id,
      to: owner.user.id,
    });
  });

  it("only an owner may keep them, and not when leaving", async () => {
    const { owner, admin, member } = await testTeam();
    const byAdmin = await removeColleague(admin.token, member.user.id, "?keepApiKeys=true");
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.json.error).toBe(memberMessages.ownersOnlyKeep);
    const leaving = await removeColleague(admin.token, admin.user.id, "?keepInvitations=true");
    expect(leaving.status).toBe(409);
    expect(leaving.json.error).toBe(memberMessages.keepOnRemovalOnly);
    const bad = await removeColleague(owner.token, member.user.id, "?keepApiKeys=yes");
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(memberMessages.keepFlag);
  });

  it("the list shows each key's creator", async () => {
    const { owner, admin } = await testTeam();
    const { id } = await createKeyAs(admin.token, "Admin's CRM");
    const listed = await callRoute(listKeysRoute, "/api/partners/api-keys", { token: owner.token });
    const summary = (listed.json.apiKeys as { id: string; createdBy: unknown }[]).find((k) => k.id === id);
    expect(summary!.createdBy).toEqual({ userId: admin.user.id, name: "Admin Colleague" });
  });

  it("a deal or referral made with a key names its creator and the key", async () => {
    const { admin, owner } = await testTeam();
    const { key, id } = await createKeyAs(admin.token);
    const created = await callRoute(v1RegisterDeal, "/api/v1/deals", {
      body: apiDealBody({ customerWebsite: "https://keyed-deal.example" }),
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
    const row = await (
      await getDb()
    )
      .selectFrom("referrals")
      .select(["registered_by", "api_key_id"])
      .where("id", "=", (referred.json.data as { id: string }).id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ registered_by: admin.user.id, api_key_id: id });
  });

  it("needs its creator's two-factor authentication when the company requires it", async () => {
    const { admin, partnerId } = await testTeam();
    const { key } = await createKeyAs(admin.token);
    await (
      await getDb()
    )
      .updateTable("partners")
      .set({ require_two_factor: 1 })
      .where("id", "=", partnerId)
      .execute();
    const refused = await listDealsWithKey(key);
    expect(refused.status).toBe(403);
    expect(refused.json.detail).toBe(apiMessages.creatorTwoFactor);
    const now = new Date().toISOString();
    await (
      await getDb()
    )
      .insertInto("two_factor")
      .values({
        user_id: admin.user.id,
        secret_enc: "test",
        enabled_at: now,
        last_step: null,
        created_at: now,
      })
      .execute();
    expect((await listDealsWithKey(key)).status).toBe(200);
  });
});
