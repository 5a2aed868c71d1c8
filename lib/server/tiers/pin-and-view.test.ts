import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as tierRoute } from "@/app/api/partners/tier/route";
import { PUT as pinRoute, DELETE as unpinRoute } from "@/app/api/admin/partners/[id]/tier-pin/route";
import { createSession } from "@/lib/server/auth/session";
import { DAY_MS } from "@/lib/time";
import type { PartnerTierView } from "@/lib/validation/tiers";
import { adminToken } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { useTestDatabase } from "@/test/support/test-database";
import { historyChanges, insertWonDeal, newPartner, tierRow, useSmallRules } from "@/test/support/tiers";
import { evaluateAllTiers } from "./evaluate";

// The team's pin (held against the figures until its date, ended by DELETE) and what the
// partner reads of its tier (GET /api/partners/tier).
const db = useTestDatabase();
let admin: { token: string; userId: string };
let n = 0;
const ip = () => `10.63.0.${(n += 1) % 250}`;

beforeAll(async () => {
  admin = await adminToken();
});

beforeEach(async () => {
  await useSmallRules(30);
});

describe("the team's pin", () => {
  const until = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10);

  it("keeps the tier against the figures until its date; ending it lets the rules decide", async () => {
    const { partner } = await newPartner("bronze");
    const pinned = await callRoute(pinRoute, "/x", {
      method: "PUT",
      token: admin.token,
      ip: ip(),
      params: { id: partner.id },
      body: { tier: "platinum", reason: "Strategic launch partner", until },
    });
    expect(pinned.status).toBe(200);
    expect(await tierRow(partner.id)).toMatchObject({
      tier: "platinum",
      tier_pin_reason: "Strategic launch partner",
    });
    await evaluateAllTiers(db(), new Date());
    expect((await tierRow(partner.id)).tier).toBe("platinum");
    // The day after its date the pin ends; Platinum is not earned, so the grace period starts.
    const after = new Date(Date.parse(`${until}T00:00:00Z`) + DAY_MS);
    await evaluateAllTiers(db(), after);
    expect(await tierRow(partner.id)).toMatchObject({
      tier: "platinum",
      tier_pinned_until: null,
      tier_grace_started_at: after.toISOString(),
    });
    // The pin's end and the warning are one evaluation (one moment).
    expect((await historyChanges(partner.id)).sort()).toEqual(["grace_started", "pinned", "unpinned"]);
  });

  it("is removed by DELETE, and refused with a date in the past or a partner that does not exist", async () => {
    const { partner } = await newPartner("bronze");
    const body = { tier: "gold", reason: "Renewal pending", until };
    const put = (id: string, payload: unknown) =>
      callRoute(pinRoute, "/x", {
        method: "PUT",
        token: admin.token,
        ip: ip(),
        params: { id },
        body: payload,
      });
    expect((await put(partner.id, { ...body, until: "2020-01-01" })).status).toBe(400);
    expect((await put(crypto.randomUUID(), body)).status).toBe(404);
    expect((await tierRow(partner.id)).tier).toBe("bronze");
    expect((await put(partner.id, body)).status).toBe(200);
    const removed = await callRoute(unpinRoute, "/x", {
      method: "DELETE",
      token: admin.token,
      ip: ip(),
      params: { id: partner.id },
    });
    expect(removed.status).toBe(200);
    expect(await tierRow(partner.id)).toMatchObject({ tier: "gold", tier_pinned_until: null });
    expect((await tierRow(partner.id)).tier_grace_started_at).not.toBeNull();
    const again = await callRoute(unpinRoute, "/x", {
      method: "DELETE",
      token: admin.token,
      ip: ip(),
      params: { id: partner.id },
    });
    expect(again.status).toBe(409);
  });
});

describe("GET /api/partners/tier", () => {
  it("answers the tier, its benefits and the progress to the next one", async () => {
    const account = await newPartner("silver");
    await insertWonDeal(db(), account.partner.id, 2_120, new Date(Date.now() - DAY_MS));
    const session = await createSession(db(), account.user);
    const answer = await callRoute(tierRoute, "/api/partners/tier", { token: session.token, ip: ip() });
    expect(answer.status).toBe(200);
    const view = answer.json as unknown as PartnerTierView;
    expect(view).toMatchObject({
      tier: "silver",
      pinnedUntil: null,
      graceEndsAt: null,
      currency: "USD",
      benefits: { commissionRate: 15, protectionDays: 90, mdfQuarterlyMinor: 10_000 },
      next: {
        tier: "gold",
        requirements: [
          { metric: "wonRevenue", currentMinor: 212_000, targetMinor: 500_000 },
          { metric: "wonDeals", current: 1, target: 2 },
          { metric: "certifications", current: 0, target: 0 },
        ],
      },
    });
    expect(typeof view.since).toBe("string");
    const anonymous = await callRoute(tierRoute, "/api/partners/tier", { ip: ip() });
    expect(anonymous.status).toBe(401);
  });
});
