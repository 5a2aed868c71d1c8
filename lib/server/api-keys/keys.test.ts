import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { createTestPartner } from "@/test/support/accounts";
import { apiMessages, partnerApiKeySchema, teamApiKeySchema } from "@/lib/validation/api";
import { parseWith } from "@/lib/validation/parse";
import {
  authenticateApiKey,
  createApiKey,
  generateApiKey,
  hashApiKey,
  listApiKeys,
  revokeApiKey,
} from "./keys";

// API keys: random, shown once, stored as a hash, recognisable, revocable; a partner key
// carries its company and only the deals and referrals scopes.

const db = useTestDatabase();

describe("API keys", () => {
  it("are fl_live_ and 256 random bits, and never repeat", () => {
    const keys = new Set(Array.from({ length: 200 }, generateApiKey));
    expect(keys.size).toBe(200);
    for (const key of keys) {
      expect(key).toMatch(/^fl_live_[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(key.slice(8), "base64url").length * 8).toBeGreaterThanOrEqual(128);
    }
  });

  it("hashes with SHA-256: the same key, the same hash; another key, another", () => {
    const key = generateApiKey();
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(hashApiKey(`${key}x`)).not.toBe(hashApiKey(key));
  });

  it("stores the hash and the prefix, never the key; lists show the prefix", async () => {
    const { key, apiKey } = await createApiKey(
      { partnerId: null },
      { name: "CRM", scopes: ["deals:read"] },
      null,
    );
    const row = await db()
      .selectFrom("api_keys")
      .selectAll()
      .where("id", "=", apiKey.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key);
    expect(row.prefix).toBe(key.slice(0, 16));
    const listed = await listApiKeys({ partnerId: null });
    expect(listed.find((item) => item.id === apiKey.id)).toMatchObject({
      name: "CRM",
      prefix: key.slice(0, 16),
      scopes: ["deals:read"],
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(key);
  });

  it("authenticates a key with its scopes and records its last use", async () => {
    const { key, apiKey } = await createApiKey(
      { partnerId: null },
      { name: "Sync", scopes: ["deals:read", "payouts:read"] },
      null,
    );
    expect(await authenticateApiKey(key)).toMatchObject({
      keyId: apiKey.id,
      scopes: ["deals:read", "payouts:read"],
      partnerId: null,
    });
    const [listed] = (await listApiKeys({ partnerId: null })).filter((item) => item.id === apiKey.id);
    expect(listed!.lastUsedAt).not.toBeNull();
    expect(await authenticateApiKey(`${key}x`)).toBeNull();
    expect(await authenticateApiKey(key.replace("fl_live_", "fl_test_"))).toBeNull();
    expect(await authenticateApiKey("")).toBeNull();
  });

  it("stops a revoked key at once; revoking twice is a 409, another owner's key a 404", async () => {
    const partner = await createTestPartner();
    const { key, apiKey } = await createApiKey(
      { partnerId: partner.partner.id },
      { name: "Reseller CRM", scopes: ["deals:write"] },
      partner.user.id,
    );
    expect(await authenticateApiKey(key)).toMatchObject({
      partnerId: partner.partner.id,
      createdBy: partner.user.id,
    });
    await expect(revokeApiKey({ partnerId: null }, apiKey.id, null)).rejects.toMatchObject({
      status: 404,
      message: apiMessages.keyNotFound,
    });
    const other = await createTestPartner();
    await expect(revokeApiKey({ partnerId: other.partner.id }, apiKey.id, null)).rejects.toMatchObject({
      status: 404,
    });
    await revokeApiKey({ partnerId: partner.partner.id }, apiKey.id, partner.user.id);
    expect(await authenticateApiKey(key)).toBeNull();
    await expect(revokeApiKey({ partnerId: partner.partner.id }, apiKey.id, null)).rejects.toMatchObject({
      status: 409,
      message: apiMessages.keyRevoked,
    });
  });

  it("refuses a partner key once its company is no longer active", async () => {
    const partner = await createTestPartner();
    const { key } = await createApiKey(
      { partnerId: partner.partner.id },
      { name: "k", scopes: ["deals:read"] },
      partner.user.id,
    );
    expect(await authenticateApiKey(key)).not.toBeNull();
    await db()
      .updateTable("partners")
      .set({ status: "rejected" })
      .where("id", "=", partner.partner.id)
      .execute();
    expect(await authenticateApiKey(key)).toBeNull();
  });

  it("gives partner keys the deals and referrals scopes only", () => {
    expect(() => parseWith(partnerApiKeySchema, { name: "k", scopes: ["commissions:read"] })).toThrow(
      apiMessages.partnerScopes,
    );
    expect(() => parseWith(partnerApiKeySchema, { name: "k", scopes: ["partners:read"] })).toThrow(
      apiMessages.partnerScopes,
    );
    expect(
      parseWith(partnerApiKeySchema, { name: "k", scopes: ["deals:write", "referrals:read"] }).scopes,
    ).toEqual(["deals:write", "referrals:read"]);
    expect(() => parseWith(teamApiKeySchema, { name: "k", scopes: [] })).toThrow(apiMessages.scopes);
    expect(() => parseWith(teamApiKeySchema, { name: "k", scopes: ["deals:read", "deals:read"] })).toThrow(
      apiMessages.scopes,
    );
    expect(() => parseWith(teamApiKeySchema, { name: "k", scopes: ["deals:delete"] })).toThrow(
      apiMessages.scopes,
    );
    expect(() => parseWith(teamApiKeySchema, { name: " ", scopes: ["deals:read"] })).toThrow(
      apiMessages.keyName,
    );
  });
});
