import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { adminToken, createTestPartner, partnerToken } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { resetEnvForTests } from "@/lib/server/env";
import { GET as listTeamKeys, POST as createTeamKey } from "@/app/api/admin/api-keys/route";
import { DELETE as revokeTeamKey } from "@/app/api/admin/api-keys/[id]/route";
import { GET as listPartnerKeys, POST as createPartnerKey } from "@/app/api/partners/api-keys/route";
import { DELETE as revokePartnerKey } from "@/app/api/partners/api-keys/[id]/route";
import { GET as listEndpoints, POST as createEndpoint } from "@/app/api/admin/webhooks/route";
import { DELETE as deleteEndpoint, PATCH as patchEndpoint } from "@/app/api/admin/webhooks/[id]/route";
import { GET as listDeliveries } from "@/app/api/admin/webhooks/[id]/deliveries/route";
import { POST as replay } from "@/app/api/admin/webhooks/deliveries/[id]/replay/route";
import { GET as listDeals } from "@/app/api/v1/deals/route";
import { dealBody } from "@/test/support/deals";
import { registerDeal } from "@/lib/server/deals/partner-registration";
import { dealRegistrationSchema } from "@/lib/validation/deals";
import { parseWith } from "@/lib/validation/parse";
import { apiMessages } from "@/lib/validation/api";
import { authMessages } from "@/lib/validation/auth-messages";
import { memberPermissionMessages } from "@/lib/member-roles";

// The console's keys and webhooks, and a partner company's keys from Settings: who may manage
// them, the key shown once and working at once, revocation, endpoint registration with its
// secret and address check, the delivery log and replay.

useTestDatabase();
let admin: string;
let owner: { token: string; partnerId: string };

beforeAll(async () => {
  admin = (await adminToken()).token;
  owner = await partnerToken();
});
afterAll(() => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
  resetEnvForTests();
});

async function memberToken(role: "member" | "finance" | "admin") {
  const account = await createTestPartner({ memberRole: role });
  return (await createSession(await getDb(), account.user)).token;
}

describe("team API keys", () => {
  it("creates a key shown once, which works at once and stops when revoked", async () => {
    const created = await callRoute(createTeamKey, "/api/admin/api-keys", {
      token: admin,
      body: { name: "HubSpot sync", scopes: ["deals:read"] },
    });
    expect(created.status).toBe(201);
    const key = created.json.key as string;
    expect(key).toMatch(/^fl_live_/);
    const listed = await callRoute(listTeamKeys, "/api/admin/api-keys", { token: admin });
    expect(JSON.stringify(listed.json)).not.toContain(key);
    expect(listed.json.apiKeys).toEqual([
      expect.objectContaining({ name: "HubSpot sync", prefix: key.slice(0, 16), scopes: ["deals:read"] }),
    ]);
    expect((await callRoute(listDeals, "/api/v1/deals", { token: key })).status).toBe(200);
    const id = (created.json.apiKey as { id: string }).id;
    const revoked = await callRoute(revokeTeamKey, `/api/admin/api-keys/${id}`, {
      method: "DELETE",
      token: admin,
      params: { id },
    });
    expect(revoked.status).toBe(200);
    expect((await callRoute(listDeals, "/api/v1/deals", { token: key })).status).toBe(401);
  });

  it("is for the programme team only, and refuses bad names and scopes", async () => {
    const asPartner = await callRoute(createTeamKey, "/api/admin/api-keys", {
      token: owner.token,
      body: { name: "x", scopes: ["deals:read"] },
    });
    expect(asPartner.status).toBe(403);
    const anonymous = await callRoute(listTeamKeys, "/api/admin/api-keys", {});
    expect(anonymous).toMatchObject({ status: 401, json: { error: authMessages.unauthenticated } });
    for (const [body, message] of [
      [{ name: "", scopes: ["deals:read"] }, apiMessages.keyName],
      [{ name: "x", scopes: [] }, apiMessages.scopes],
      [{ name: "x", scopes: ["everything"] }, apiMessages.scopes],
    ] as const) {
      const result = await callRoute(createTeamKey, "/api/admin/api-keys", { token: admin, body });
      expect(result).toMatchObject({ status: 400, json: { error: message } });
    }
  });
});

describe("partner API keys", () => {
  it("lets the owner and admins create, list and revoke the company's keys", async () => {
    const created = await callRoute(createPartnerKey, "/api/partners/api-keys", {
      token: owner.token,
      body: { name: "Reseller CRM", scopes: ["deals:write", "deals:read"] },
    });
    expect(created.status).toBe(201);
    const key = created.json.key as string;
    const deals = await callRoute(listDeals, "/api/v1/deals", { token: key });
    expect(deals.status).toBe(200);
    const listed = await callRoute(listPartnerKeys, "/api/partners/api-keys", { token: owner.token });
    expect((listed.json.apiKeys as unknown[]).length).toBe(1);
    const adminOfCompany = await memberToken("admin");
    expect(
      (await callRoute(listPartnerKeys, "/api/partners/api-keys", { token: adminOfCompany })).status,
    ).toBe(200);
    // Another company's owner neither sees nor revokes it.
    const other = await partnerToken();
    const theirs = await callRoute(listPartnerKeys, "/api/partners/api-keys", { token: other.token });
    expect(theirs.json.apiKeys).toEqual([]);
    const id = (created.json.apiKey as { id: string }).id;
    const foreign = await callRoute(revokePartnerKey, `/api/partners/api-keys/${id}`, {
      method: "DELETE",
      token: other.token,
      params: { id },
    });
    expect(foreign).toMatchObject({ status: 404, json: { error: apiMessages.keyNotFound } });
    const revoked = await callRoute(revokePartnerKey, `/api/partners/api-keys/${id}`, {
      method: "DELETE",
      token: owner.token,
      params: { id },
    });
    expect(revoked.status).toBe(200);
    expect((await callRoute(listDeals, "/api/v1/deals", { token: key })).status).toBe(401);
  });

  it.each(["member", "finance"] as const)("refuses a %s of the company", async (role) => {
    const token = await memberToken(role);
    const result = await callRoute(createPartnerKey, "/api/partners/api-keys", {
      token,
      body: { name: "x", scopes: ["deals:read"] },
    });
    expect(result).toMatchObject({ status: 403, json: { error: memberPermissionMessages["team:manage"] } });
    expect((await callRoute(listPartnerKeys, "/api/partners/api-keys", { token })).status).toBe(403);
  });

  it("refuses the team's scopes on a partner key", async () => {
    const result = await callRoute(createPartnerKey, "/api/partners/api-keys", {
      token: owner.token,
      body: { name: "x", scopes: ["commissions:read"] },
    });
    expect(result).toMatchObject({ status: 400, json: { error: apiMessages.partnerScopes } });
  });
});

describe("webhook endpoints", () => {
  it("refuses a private or loopback address, and plain http", async () => {
    for (const url of [
      "https://127.0.0.1/hooks",
      "https://localhost/hooks",
      "https://169.254.169.254/",
      "http://example.com/",
    ]) {
      const result = await callRoute(createEndpoint, "/api/admin/webhooks", {
        token: admin,
        body: { url, events: ["deal.registered"] },
      });
      expect(result.status, url).toBe(400);
      expect([apiMessages.privateTarget, apiMessages.webhookUrl]).toContain(result.json.error);
    }
    const noEvents = await callRoute(createEndpoint, "/api/admin/webhooks", {
      token: admin,
      body: { url: "https://example.com/", events: ["deal.deleted"] },
    });
    expect(noEvents).toMatchObject({ status: 400, json: { error: apiMessages.webhookEvents } });
  });

  it("registers an endpoint with its secret, shows its log and replays a delivery", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    resetEnvForTests();
    const created = await callRoute(createEndpoint, "/api/admin/webhooks", {
      token: admin,
      body: { url: "http://127.0.0.1:9/hooks", events: ["deal.registered"] },
    });
    expect(created.status).toBe(201);
    expect(created.json.secret).toMatch(/^whsec_/);
    const id = (created.json.endpoint as { id: string }).id;
    const listed = await callRoute(listEndpoints, "/api/admin/webhooks", { token: admin });
    expect(JSON.stringify(listed.json)).not.toContain(created.json.secret as string);
    const account = await createTestPartner();
    const actor = {
      partnerId: account.partner.id,
      userId: account.user.id,
      email: account.email,
      companyName: account.partner.company_name,
      name: "Pat Partner",
    };
    await registerDeal(
      actor,
      parseWith(dealRegistrationSchema, dealBody({ customerWebsite: "console-log.example" })),
    );
    const log = await callRoute(listDeliveries, `/api/admin/webhooks/${id}/deliveries`, {
      token: admin,
      params: { id },
    });
    const [delivery] = log.json.deliveries as { id: string; status: string }[];
    expect(delivery).toMatchObject({ status: "pending" });
    const withField = await callRoute(replay, `/api/admin/webhooks/deliveries/${delivery!.id}/replay`, {
      token: admin,
      params: { id: delivery!.id },
      body: { now: true },
    });
    expect(withField).toMatchObject({ status: 400, json: { error: apiMessages.replayFields } });
    const replayed = await callRoute(replay, `/api/admin/webhooks/deliveries/${delivery!.id}/replay`, {
      token: admin,
      params: { id: delivery!.id },
      method: "POST",
    });
    expect(replayed.status).toBe(200);
    const disabled = await callRoute(patchEndpoint, `/api/admin/webhooks/${id}`, {
      method: "PATCH",
      token: admin,
      params: { id },
      body: { status: "disabled" },
    });
    expect(disabled.json.endpoint).toMatchObject({ status: "disabled" });
    const removed = await callRoute(deleteEndpoint, `/api/admin/webhooks/${id}`, {
      method: "DELETE",
      token: admin,
      params: { id },
    });
    expect(removed.status).toBe(200);
    const gone = await callRoute(listDeliveries, `/api/admin/webhooks/${id}/deliveries`, {
      token: admin,
      params: { id },
    });
    expect(gone).toMatchObject({ status: 404, json: { error: apiMessages.webhookNotFound } });
  });
});
