import { beforeAll, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { useTestDatabase } from "@/test/support/test-database";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { apiKeyFor } from "@/test/support/api";
import { apiDealBody, dealBody } from "@/test/support/deals";
import { referralBody } from "@/test/support/referrals";
import {
  apiRouteEndpoints,
  apiRouteFiles,
  callRoute,
  clientAddresses,
  type RouteEndpoint,
} from "@/test/support/routes";
import { apiKeyLimit, failedKeysPerAddress } from "@/lib/api/api-key";
import { consumeRateLimit } from "@/lib/server/rate-limit";
import { createApiKey, revokeApiKey } from "@/lib/server/api-keys/keys";
import { registerDeal } from "@/lib/server/deals/partner-registration";
import { approveDeal } from "@/lib/server/deals/console-review";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { approveCommission } from "@/lib/server/commissions/console";
import { requestPayout } from "@/lib/server/payouts/partner";
import { createReferral } from "@/lib/server/referrals/partner";
import { apiMessages } from "@/lib/validation/api";
import { dealMessages, dealRegistrationSchema } from "@/lib/validation/deals";
import { newReferralSchema, referralMessages } from "@/lib/validation/referrals";
import { adminMessages } from "@/lib/validation/admin";
import { parseWith } from "@/lib/validation/parse";
import {
  apiCommissionSchema,
  apiDealSchema,
  apiPartnerSchema,
  apiPayoutSchema,
  apiReferralSchema,
  problemSchema,
} from "@/lib/validation/api-resources";
import { type ApiScope, apiScopes } from "@/lib/validation/api-options";

// Every /api/v1 route, read from disk: without a key, with a revoked one, without its scope,
// with the wrong kind of key, on another company's row; then what each answers (checked
// against the schemas the OpenAPI document is built from), pages, filters and the key's limit.

vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));

const db = useTestDatabase();
const nextIp = clientAddresses("10.84");

type Who = "team" | "partner" | "any";
const routeRules: Record<string, { scope: ApiScope; who: Who; item?: z.ZodType; list?: z.ZodType }> = {
  "GET /api/v1/partners": { scope: "partners:read", who: "team", list: apiPartnerSchema },
  "GET /api/v1/partners/[id]": { scope: "partners:read", who: "team", item: apiPartnerSchema },
  "GET /api/v1/deals": { scope: "deals:read", who: "any", list: apiDealSchema },
  "POST /api/v1/deals": { scope: "deals:write", who: "partner", item: apiDealSchema },
  "GET /api/v1/deals/[id]": { scope: "deals:read", who: "any", item: apiDealSchema },
  "PATCH /api/v1/deals/[id]": { scope: "deals:write", who: "team", item: apiDealSchema },
  "GET /api/v1/commissions": { scope: "commissions:read", who: "team", list: apiCommissionSchema },
  "GET /api/v1/payouts": { scope: "payouts:read", who: "team", list: apiPayoutSchema },
  "GET /api/v1/referrals": { scope: "referrals:read", who: "any", list: apiReferralSchema },
  "POST /api/v1/referrals": { scope: "referrals:write", who: "partner", item: apiReferralSchema },
  "GET /api/v1/referrals/[id]": { scope: "referrals:read", who: "any", item: apiReferralSchema },
  "PATCH /api/v1/referrals/[id]": { scope: "referrals:write", who: "team", item: apiReferralSchema },
};

interface World {
  admin: string;
  mine: {
    partnerId: string;
    ownerId: string;
    dealId: string;
    approvedDealId: string;
    referralId: string;
    key: string;
  };
  theirs: { partnerId: string; dealId: string; referralId: string };
  team: string;
}
let world: World;
let endpoints: RouteEndpoint[];
let site = 0;

async function seedCompany() {
  const account = await createTestPartner();
  const actor = {
    partnerId: account.partner.id,
    userId: account.user.id,
    email: account.email,
    companyName: account.partner.company_name,
    name: "Pat Partner",
  };
  site += 1;
  const deal = await registerDeal(
    actor,
    parseWith(dealRegistrationSchema, dealBody({ customerWebsite: `v1-${site}.example` })),
  );
  const won = await registerDeal(
    actor,
    parseWith(dealRegistrationSchema, dealBody({ customerWebsite: `v1-won-${site}.example` })),
  );
  const approved = await registerDeal(
    actor,
    parseWith(dealRegistrationSchema, dealBody({ customerWebsite: `v1-approved-${site}.example` })),
  );
  await approveDeal(approved.id, { actorUserId: null });
  await approveDeal(won.id, { actorUserId: null });
  const { commissionId } = await setDealStage(won.id, "closed_won", { actorUserId: null });
  await approveCommission(commissionId!, null);
  await requestPayout(actor);
  const referral = await createReferral(actor, parseWith(newReferralSchema, referralBody()));
  return {
    account,
    partnerId: account.partner.id,
    dealId: deal.id,
    approvedDealId: approved.id,
    referralId: referral.id,
  };
}

beforeAll(async () => {
  const admin = await adminToken();
  const mine = await seedCompany();
  const theirs = await seedCompany();
  world = {
    admin: admin.userId,
    mine: {
      ...mine,
      ownerId: mine.account.user.id,
      key: await apiKeyFor(
        mine.partnerId,
        ["deals:read", "deals:write", "referrals:read", "referrals:write"],
        mine.account.user.id,
      ),
    },
    theirs,
    team: await apiKeyFor(null, [...apiScopes], admin.userId),
  };
  endpoints = (await apiRouteEndpoints(apiRouteFiles(/^v1\//))).filter(
    (e) => !e.path.endsWith("openapi.json"),
  );
});

const keyOf = (endpoint: RouteEndpoint) => `${endpoint.method} ${endpoint.path}`;

/** A request the route would accept from the right key, to the caller's own rows. */
function validCall(endpoint: RouteEndpoint, own: "partner" | "team") {
  const id = endpoint.path.includes("/deals/")
    ? world.mine.approvedDealId
    : endpoint.path.includes("/referrals/")
      ? world.mine.referralId
      : world.mine.partnerId;
  site += 1;
  const body =
    endpoint.method === "POST" && endpoint.path.endsWith("/deals")
      ? apiDealBody({ customerWebsite: `v1-new-${site}.example` })
      : endpoint.method === "POST"
        ? referralBody()
        : endpoint.method === "PATCH" && endpoint.path.includes("/deals/")
          ? { stage: site % 2 ? "closed_lost" : "negotiation" }
          : endpoint.method === "PATCH"
            ? { status: site % 2 ? "contacted" : "qualified" }
            : undefined;
  const path = endpoint.path.replace("[id]", id);
  return { path, params: endpoint.params.length ? { id } : undefined, body, own };
}

function expectProblem(
  result: { status: number; json: unknown; response: Response },
  status: number,
  detail: string,
) {
  expect(result.status).toBe(status);
  expect(result.response.headers.get("content-type")).toBe("application/problem+json");
  expect(parseWith(problemSchema, result.json)).toMatchObject({ status, detail, type: "about:blank" });
}

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
    for (const path of ["/api/v1/deals", "/api/v1/referrals"]) {
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

describe("/api/v1 answers", () => {
  it("answers every route as its schema says, from the right key", async () => {
    for (const endpoint of endpoints) {
      const rule = routeRules[keyOf(endpoint)]!;
      const call = validCall(endpoint, rule.who === "partner" ? "partner" : "team");
      const result = await callRoute(endpoint.handler, call.path, {
        method: endpoint.method,
        params: call.params,
        body: call.body,
        token: rule.who === "partner" ? world.mine.key : world.team,
      });
      expect([200, 201], `${keyOf(endpoint)}: ${JSON.stringify(result.json)}`).toContain(result.status);
      expect(result.status).toBe(endpoint.method === "POST" ? 201 : 200);
      if (rule.list) {
        const data = result.json.data as unknown[];
        expect(data.length, keyOf(endpoint)).toBeGreaterThan(0);
        for (const row of data) parseWith(rule.list, row);
        expect(result.json).toHaveProperty("nextCursor");
      } else parseWith(rule.item!, result.json.data);
    }
  });

  it("registers a deal for the key's company, with the portal's rules, its value in minor units", async () => {
    const post = endpoints.find((e) => keyOf(e) === "POST /api/v1/deals")!.handler;
    const body = apiDealBody({ customerWebsite: "https://www.registered-by-api.example", amount: 123_450 });
    const created = await callRoute(post, "/api/v1/deals", { body, token: world.mine.key });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({
      partnerId: world.mine.partnerId,
      status: "pending",
      amount: 123_450,
      currency: "USD",
      customerDomain: "registered-by-api.example",
    });
    // Yen have no minor unit: JPY 4,999,999 is amount 4999999.
    const yen = await callRoute(post, "/api/v1/deals", {
      body: apiDealBody({
        customerWebsite: "https://yen-by-api.example",
        amount: 4_999_999,
        currency: "JPY",
      }),
      token: world.mine.key,
    });
    expect(yen.status).toBe(201);
    expect(yen.json.data).toMatchObject({ amount: 4_999_999, currency: "JPY" });
    const row = await db()
      .selectFrom("deals")
      .select(["deal_size_minor", "partner_id"])
      .where("id", "=", (created.json.data as { id: string }).id)
      .executeTakeFirstOrThrow();
    expect(Number(row.deal_size_minor)).toBe(123450);
    // The same customer again: the portal's conflict, as a problem.
    expectProblem(
      await callRoute(post, "/api/v1/deals", { body, token: world.mine.key }),
      409,
      dealMessages.ownDuplicate,
    );
  });

  it("pages with a cursor, filters by status and updatedSince", async () => {
    const list = endpoints.find((e) => keyOf(e) === "GET /api/v1/deals")!.handler;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : "?limit=2";
      const page = await callRoute(list, `/api/v1/deals${query}`, { token: world.team });
      expect(page.status).toBe(200);
      const data = page.json.data as { id: string }[];
      expect(data.length).toBeLessThanOrEqual(2);
      seen.push(...data.map((deal) => deal.id));
      cursor = page.json.nextCursor as string | null;
    } while (cursor);
    const total = await db().selectFrom("deals").select("id").execute();
    expect(seen.sort()).toEqual(total.map((row) => row.id).sort());

    const won = await callRoute(list, "/api/v1/deals?status=closed_won&limit=100", { token: world.team });
    expect((won.json.data as { status: string }[]).every((deal) => deal.status === "closed_won")).toBe(true);
    expect((won.json.data as unknown[]).length).toBeGreaterThanOrEqual(2);

    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await callRoute(list, `/api/v1/deals?updatedSince=${encodeURIComponent(future)}`, {
      token: world.team,
    });
    expect(none.json).toEqual({ data: [], nextCursor: null });
  });

  it("answers 429 to an address that keeps sending no key or a wrong one, even with a right one", async () => {
    const list = endpoints.find((e) => keyOf(e) === "GET /api/v1/deals")!.handler;
    const ip = nextIp();
    for (let i = 0; i < failedKeysPerAddress.limit; i += 1)
      expect((await callRoute(list, "/api/v1/deals", { ip, token: `fl_live_guess${i}` })).status).toBe(401);
    const held = await callRoute(list, "/api/v1/deals", { ip, token: world.team });
    expectProblem(held, 429, apiMessages.tooManyFailures);
    // Other addresses are not held back.
    expect((await callRoute(list, "/api/v1/deals", { ip: nextIp(), token: world.team })).status).toBe(200);
  });

  it("answers 429 once the key's requests per minute are used up", async () => {
    const key = await apiKeyFor(null, ["payouts:read"]);
    const list = endpoints.find((e) => keyOf(e) === "GET /api/v1/payouts")!.handler;
    const row = await db()
      .selectFrom("api_keys")
      .select("id")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    for (let i = 0; i < apiKeyLimit.limit; i += 1) await consumeRateLimit(apiKeyLimit, row.id);
    const result = await callRoute(list, "/api/v1/payouts", { token: key });
    expectProblem(result, 429, apiMessages.tooManyRequests);
    expect(Number(result.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another key is not held back.
    expect((await callRoute(list, "/api/v1/payouts", { token: world.team })).status).toBe(200);
  });
});

describe("/api/v1 failures", () => {
  it("answers 503 as a problem while the database is unavailable, 500 for anything else", async () => {
    const { problemFor } = await import("./problem");
    const down = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const unavailable = await problemFor(down);
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get("content-type")).toBe("application/problem+json");
    expect(await unavailable.json()).toMatchObject({
      status: 503,
      detail: "The service is temporarily unavailable. Please try again shortly.",
    });
    const broken = await problemFor(new Error("a bug"));
    expect(await broken.json()).toMatchObject({
      status: 500,
      detail: "Server error. Please try again later.",
    });
  });
});
