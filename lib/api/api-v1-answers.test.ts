import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { apiKeyFor } from "@/test/support/api";
import { apiDealBody } from "@/test/support/deals";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { expectAnswerMatches } from "@/test/support/openapi-conformance";
import {
  endpoints,
  expectProblem,
  keyOf,
  prepareApiV1World,
  routeRules,
  validCall,
  world,
} from "@/test/support/api-v1-world";
import { apiKeyLimit, failedKeysPerAddress } from "@/lib/api/api-key";
import { consumeRateLimit } from "@/lib/server/rate-limit";
import { apiMessages } from "@/lib/validation/api";
import { dealMessages } from "@/lib/validation/deals";
import { parseWith } from "@/lib/validation/parse";

// What every /api/v1 route answers from the right key (checked against the schemas the OpenAPI
// document is built from), a deal registered through it, paging, filters, the key's limit and
// failures. The guards (no key, wrong scope or kind, another company's row): ./api-v1.test.ts.

const db = useTestDatabase();
prepareApiV1World();
const nextIp = clientAddresses("10.85");

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
    // As read back and as answered, the key's deal is exactly the published Deal schema,
    // which is strict (additionalProperties: false): the key it came through included.
    // (callRoute checks every answer against the document; this says so where it matters most.)
    const id = (created.json.data as { id: string }).id;
    const one = endpoints.find((e) => keyOf(e) === "GET /api/v1/deals/[id]")!.handler;
    const read = await callRoute(one, `/api/v1/deals/${id}`, { params: { id }, token: world.mine.key });
    expect(read.status).toBe(200);
    expect(read.json.data).toMatchObject({ registeredBy: { apiKeyId: expect.any(String) } });
    await expectAnswerMatches("POST", "/deals", 201, created.json, "application/json");
    await expectAnswerMatches("GET", "/deals/{id}", 200, read.json, "application/json");
    const leaked = { data: { ...(read.json.data as object), apiKey: "fl_live_x" } };
    await expect(expectAnswerMatches("GET", "/deals/{id}", 200, leaked)).rejects.toThrow(
      /additionalProperties/,
    );
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
    expect(await unavailable.clone().json()).toMatchObject({
      status: 503,
      detail: "The service is temporarily unavailable. Please try again shortly.",
    });
    const broken = await problemFor(new Error("a bug"));
    expect(await broken.clone().json()).toMatchObject({
      status: 500,
      detail: "Server error. Please try again later.",
    });
    // Any route may answer them, and the document says so.
    for (const answer of [unavailable, broken])
      await expectAnswerMatches(
        "GET",
        "/deals",
        answer.status,
        await answer.json(),
        answer.headers.get("content-type"),
      );
  });
});
