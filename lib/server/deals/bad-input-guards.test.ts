import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { PATCH as patchRoute } from "@/app/api/partners/deals/[id]/route";
import { POST as withdrawRoute } from "@/app/api/partners/deals/[id]/withdraw/route";
import { POST as extensionRoute } from "@/app/api/partners/deals/[id]/extension/route";
import { dealCreationLimit, dealExtensionLimit } from "@/lib/api/partner-deals";
import { env } from "@/lib/server/env";
import { authMessages } from "@/lib/validation/auth-messages";
import { partnerToken } from "@/test/support/accounts";
import { dealBody, dealFootprint, postDeal, seedDeal } from "@/test/support/deals";
import { callRoute } from "@/test/support/routes";
import {
  nextIp,
  crossSite,
  world,
  expectRefused,
  preparePartnerDeals,
} from "@/test/support/partner-deal-refusals";

// The limits on registering and on extension requests, and the Origin and Bearer guards on
// every change: the refused request stores nothing.

const db = freshTestDatabase();
preparePartnerDeals();

describe("rate limits: the refused request stores nothing", () => {
  // The limiter's store (rate_limits), as the two-factor tests move its window: fills this
  // address's window so that `left` requests remain, rather than spending it request by request.
  async function leaveInWindow(rule: { name: string; limit: number }, ip: string, left: number) {
    const hits = rule.limit * env().ADDRESS_RATE_LIMIT_SCALE - left;
    await db()
      .insertInto("rate_limits")
      .values({ key: `${rule.name}:${ip}`, window_start: new Date().toISOString(), hits })
      .execute();
  }

  it("registering: the last registration the limit allows is stored, the next is 429 with the limit's message", async () => {
    const { token } = await partnerToken();
    const ip = nextIp();
    await leaveInWindow(dealCreationLimit, ip, 1);
    expect((await postDeal(token, dealBody({ customerWebsite: "limit-last.example" }), { ip })).status).toBe(
      201,
    );
    const before = await dealFootprint();
    const refused = await postDeal(token, dealBody({ customerWebsite: "limit-refused.example" }), { ip });
    await expectRefused(refused, { status: 429, error: dealCreationLimit.message }, before);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      (await postDeal(token, dealBody({ customerWebsite: "limit-refused.example" }), { ip: nextIp() }))
        .status,
    ).toBe(201);
  });

  it("extension requests (deals:extension): the last one allowed goes through, the next is 429 and the deal is unchanged", async () => {
    const allowed = await seedDeal(world.owner.token, "inWindow", nextIp());
    const refusedDeal = await seedDeal(world.owner.token, "inWindow", nextIp());
    const ip = nextIp();
    await leaveInWindow(dealExtensionLimit, ip, 1);
    const call = (id: string, from: string) =>
      callRoute(extensionRoute, "/x", {
        method: "POST",
        token: world.owner.token,
        params: { id },
        body: { reason: "Budget cycle." },
        ip: from,
      });
    expect((await call(allowed.id, ip)).status).toBe(200);
    const before = await dealFootprint();
    await expectRefused(
      await call(refusedDeal.id, ip),
      { status: 429, error: dealExtensionLimit.message },
      before,
    );
    expect((await call(refusedDeal.id, nextIp())).status).toBe(200);
  });
});

describe("Origin and Bearer guard every change: 403 or 401, nothing changes", () => {
  const endpoints = [
    {
      name: "PATCH /api/partners/deals/{id}",
      state: "pending" as const,
      call: (id: string, website: string, token: string | undefined, headers?: Record<string, string>) =>
        callRoute(patchRoute, "/x", {
          method: "PATCH",
          token,
          params: { id },
          headers,
          ip: nextIp(),
          body: dealBody({ customerWebsite: website, customerName: "Edited" }),
        }),
    },
    {
      name: "POST /api/partners/deals/{id}/withdraw",
      state: "approved" as const,
      call: (id: string, _website: string, token: string | undefined, headers?: Record<string, string>) =>
        callRoute(withdrawRoute, "/x", { method: "POST", token, params: { id }, headers, ip: nextIp() }),
    },
    {
      name: "POST /api/partners/deals/{id}/extension",
      state: "inWindow" as const,
      call: (id: string, _website: string, token: string | undefined, headers?: Record<string, string>) =>
        callRoute(extensionRoute, "/x", {
          method: "POST",
          token,
          params: { id },
          headers,
          ip: nextIp(),
          body: { reason: "Budget cycle." },
        }),
    },
  ];

  it.each(endpoints)("$name", async ({ state, call }) => {
    const deal = await seedDeal(world.owner.token, state, nextIp());
    const before = await dealFootprint();
    for (const origin of [
      "https://evil.example",
      "null",
      "http://localhost:3000.evil.example",
      "https://localhost:3000",
    ]) {
      await expectRefused(
        await call(deal.id, deal.website, world.owner.token, { origin }),
        { status: 403, error: crossSite },
        before,
      );
    }
    await expectRefused(
      await call(deal.id, deal.website, undefined),
      { status: 401, error: authMessages.unauthenticated },
      before,
    );
    await expectRefused(
      await call(deal.id, deal.website, "not-a-session-token"),
      { status: 401, error: authMessages.unauthenticated },
      before,
    );
    const done = await call(deal.id, deal.website, world.owner.token);
    expect(done.status).toBe(200);
    expect(await dealFootprint()).not.toEqual(before);
  });
});
