import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { apiKeyFor } from "@/test/support/api";
import { callRoute, clientAddresses } from "@/test/support/routes";
import {
  endpoints,
  expectProblem,
  keyOf,
  prepareApiV1World,
  routeRules,
  validCall,
  world,
} from "@/test/support/api-v1-world";
import { createApiKey, revokeApiKey } from "@/lib/server/api-keys/keys";
import { apiMessages } from "@/lib/validation/api";
import { dealMessages } from "@/lib/validation/deals";
import { referralMessages } from "@/lib/validation/referrals";
import { adminMessages } from "@/lib/validation/admin";
import { type ApiScope, apiScopes } from "@/lib/validation/api-options";

// Every /api/v1 route, read from disk: without a key, with a revoked one, without its scope,
// with the wrong kind of key, on another company's row. What each answers, paging, filters,
// the key's limit and failures are in ./api-v1-answers.test.ts.

useTestDatabase();
prepareApiV1World();
const nextIp = clientAddresses("10.84");

describe("/api/v1 guards", () => {
  it("covers every route on disk", () => {
    expect(endpoints.map(keyOf).sort()).toEqual(Object.keys(routeRules).sort());
  });

  it("answers 401 without a key, with a malformed, unknown or revoked one", async () => {
    const { key, apiKey } = await createApiKey(
      { partnerId: null },
      { name: "old", scopes: [...apiScopes] },
      null,
    );
    await revokeApiKey({ partnerId: null }, apiKey.id, null);
    for (const endpoint of endpoints) {
      const call = validCall(endpoint, "team");
      const none = await callRoute(endpoint.handler, call.path, {
        method: endpoint.method,
        params: call.params,
        body: call.body,
        ip: nextIp(),
      });
      expectProblem(none, 401, apiMessages.missingKey);
      expect(none.response.headers.get("www-authenticate")).toContain("Bearer");
      for (const bad of [key, "fl_live_unknown", "Basic abc"]) {
        const result = await callRoute(endpoint.handler, call.path, {
          method: endpoint.method,
          params: call.params,
          body: call.body,
          ip: nextIp(),
          headers: { authorization: bad.startsWith("Basic") ? bad : `Bearer ${bad}` },
        });
        expectProblem(result, 401, bad.startsWith("Basic") ? apiMessages.missingKey : apiMessages.invalidKey);
      }
    }
  });

  it("answers 403 to a key without the route's scope", async () => {
    for (const endpoint of endpoints) {
      const rule = routeRules[keyOf(endpoint)]!;
      const others = apiScopes.filter((scope) => scope !== rule.scope);
      const key = await apiKeyFor(rule.who === "partner" ? world.mine.partnerId : null, others as ApiScope[]);
      const call = validCall(endpoint, "team");
      const result = await callRoute(endpoint.handler, call.path, {
        method: endpoint.method,
        params: call.params,
        body: call.body,
        token: key,
      });
      expectProblem(result, 403, apiMessages.missingScope(rule.scope));
    }
  });

  it("answers 403 to the wrong kind of key", async () => {
    for (const endpoint of endpoints) {
      const rule = routeRules[keyOf(endpoint)]!;
      if (rule.who === "any") continue;
      // Partner keys cannot hold the team's scopes; one written straight to the table is still refused.
      const key =
        rule.who === "team"
          ? (
              await createApiKey(
                { partnerId: world.mine.partnerId },
                { name: "k", scopes: [rule.scope] },
                world.mine.ownerId,
              )
            ).key
          : world.team;
      const call = validCall(endpoint, "team");
      const result = await callRoute(endpoint.handler, call.path, {
        method: endpoint.method,
        params: call.params,
        body: call.body,
        token: key,
      });
      expectProblem(result, 403, rule.who === "team" ? apiMessages.teamOnly : apiMessages.partnerOnly);
    }
  });

  it("answers 404 to a partner key for another company's deal or referral, and lists only its own", async () => {
    const get = (path: string) => endpoints.find((e) => e.method === "GET" && e.path === path)!.handler;
    expectProblem(
      await callRoute(get("/api/v1/deals/[id]"), `/api/v1/deals/${world.theirs.dealId}`, {
        params: { id: world.theirs.dealId },
        token: world.mine.key,
      }),
      404,
      dealMessages.notFound,
    );
    expectProblem(
      await callRoute(get("/api/v1/referrals/[id]"), `/api/v1/referrals/${world.theirs.referralId}`, {
        params: { id: world.theirs.referralId },
        token: world.mine.key,
      }),
      404,
      referralMessages.notFound,
    );
    for (const path of ["/api/v1/deals", "/api/v1/referrals", "/api/v1/mdf-requests", "/api/v1/mdf-claims"]) {
      const result = await callRoute(get(path), `${path}?limit=100`, { token: world.mine.key });
      const rows = result.json.data as { partnerId: string }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.partnerId))).toEqual(new Set([world.mine.partnerId]));
    }
    // The team's key reaches both companies' rows; an unknown id is a 404 for it.
    const all = await callRoute(get("/api/v1/deals"), "/api/v1/deals?limit=100", { token: world.team });
    const partners = new Set((all.json.data as { partnerId: string }[]).map((row) => row.partnerId));
    expect(partners).toEqual(new Set([world.mine.partnerId, world.theirs.partnerId]));
    expectProblem(
      await callRoute(get("/api/v1/partners/[id]"), "/api/v1/partners/nope", {
        params: { id: "nope" },
        token: world.team,
      }),
      404,
      adminMessages.notFound,
    );
  });
});
