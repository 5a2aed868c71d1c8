import { describe, expect, it } from "vitest";
import { DAY_MS } from "@/lib/time";
import type { TierMetricsValue } from "./metrics";
import { decideTier, nextTierProgress, placeTier, type TierState } from "./placement";
import type { TierId } from "@/lib/validation/tier-options";

// The tier decision without a database: placement against every requirement at, just below
// and just above its threshold, the grace period before a demotion, and the team's pin.

const rules = [
  { tier: "bronze", rank: 0, minWonRevenueMinor: 0, minWonDeals: 0, minCertifications: 0 },
  { tier: "silver", rank: 1, minWonRevenueMinor: 10_000_000, minWonDeals: 3, minCertifications: 1 },
  { tier: "gold", rank: 2, minWonRevenueMinor: 25_000_000, minWonDeals: 8, minCertifications: 2 },
  { tier: "platinum", rank: 3, minWonRevenueMinor: 100_000_000, minWonDeals: 20, minCertifications: 3 },
] as const;

const goldExactly: TierMetricsValue = { wonRevenueMinor: 25_000_000, wonDeals: 8, certifications: 2 };
const metricKeys = ["wonRevenueMinor", "wonDeals", "certifications"] as const;

describe("placement", () => {
  it("places a partner meeting every requirement exactly in that tier", () => {
    expect(placeTier(rules, goldExactly)).toBe("gold");
  });

  for (const key of metricKeys) {
    it(`places one below when ${key} is just under the threshold`, () => {
      expect(placeTier(rules, { ...goldExactly, [key]: goldExactly[key] - 1 })).toBe("silver");
    });
    it(`keeps the tier when only ${key} is above the threshold`, () => {
      expect(placeTier(rules, { ...goldExactly, [key]: goldExactly[key] + 1 })).toBe("gold");
    });
    it(`needs every requirement: ${key} alone at Platinum's level is not enough`, () => {
      const platinum = { wonRevenueMinor: 100_000_000, wonDeals: 20, certifications: 3 };
      expect(placeTier(rules, { ...goldExactly, [key]: platinum[key] })).toBe("gold");
    });
  }

  it("places a partner with nothing in the entry tier, and one above every threshold at the top", () => {
    expect(placeTier(rules, { wonRevenueMinor: 0, wonDeals: 0, certifications: 0 })).toBe("bronze");
    expect(placeTier(rules, { wonRevenueMinor: 2e8, wonDeals: 50, certifications: 9 })).toBe("platinum");
  });

  it("reports progress toward the next tier, and none at the top", () => {
    expect(
      nextTierProgress(rules, "silver", { wonRevenueMinor: 21_200_000, wonDeals: 5, certifications: 1 }),
    ).toEqual({
      tier: "gold",
      requirements: [
        { metric: "wonRevenue", currentMinor: 21_200_000, targetMinor: 25_000_000 },
        { metric: "wonDeals", current: 5, target: 8 },
        { metric: "certifications", current: 1, target: 2 },
      ],
    });
    expect(nextTierProgress(rules, "platinum", goldExactly)).toBeNull();
  });
});

describe("promotion, grace and demotion", () => {
  const now = new Date("2026-06-15T02:00:00Z");
  const later = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const gold: TierState = { tier: "gold", graceStartedAt: null, pinnedUntil: null };

  it("promotes at once", () => {
    const result = decideTier({ ...gold, tier: "silver" }, "gold", rules, 30, now);
    expect(result.steps).toEqual([{ change: "promoted", from: "silver", to: "gold" }]);
    expect(result.state).toEqual(gold);
  });

  it("starts the grace period instead of demoting, once", () => {
    const first = decideTier(gold, "silver", rules, 30, now);
    expect(first.steps).toEqual([
      { change: "grace_started", tier: "gold", earned: "silver", graceEndsAt: later(30).toISOString() },
    ]);
    expect(first.state).toEqual({ ...gold, graceStartedAt: now.toISOString() });
    const again = decideTier(first.state, "silver", rules, 30, later(29));
    expect(again.steps).toEqual([]);
    expect(again.state.tier).toBe("gold");
  });

  it("demotes when the grace period has run out, to the tier earned then", () => {
    const inGrace = { ...gold, graceStartedAt: now.toISOString() };
    const justBefore = decideTier(inGrace, "bronze", rules, 30, new Date(later(30).getTime() - 1));
    expect(justBefore.steps).toEqual([]);
    const atEnd = decideTier(inGrace, "bronze", rules, 30, later(30));
    expect(atEnd.steps).toEqual([{ change: "demoted", from: "gold", to: "bronze" }]);
    expect(atEnd.state).toEqual({ tier: "bronze", graceStartedAt: null, pinnedUntil: null });
  });

  it("ends the grace period when the partner meets the tier again", () => {
    const inGrace = { ...gold, graceStartedAt: now.toISOString() };
    const result = decideTier(inGrace, "gold", rules, 30, later(10));
    expect(result.steps).toEqual([{ change: "grace_cleared", tier: "gold" }]);
    expect(result.state.graceStartedAt).toBeNull();
  });

  it("demotes at once with a grace period of 0 days", () => {
    expect(decideTier(gold, "silver", rules, 0, now).steps).toEqual([
      { change: "demoted", from: "gold", to: "silver" },
    ]);
  });

  it("places a partner whose stored tier is unknown where its figures say", () => {
    expect(
      // A value the column's type rules out but a hand-edited database could hold.
      decideTier({ ...gold, tier: "diamond" as TierId }, "silver", rules, 30, now).state.tier,
    ).toBe("silver");
  });
});

describe("the team's pin", () => {
  const now = new Date("2026-06-15T02:00:00Z");
  const pinned: TierState = { tier: "gold", graceStartedAt: null, pinnedUntil: "2026-07-01T00:00:00.000Z" };

  it("holds the tier until its end, whatever the figures", () => {
    expect(decideTier(pinned, "bronze", rules, 30, now)).toEqual({ steps: [], state: pinned });
    expect(decideTier(pinned, "platinum", rules, 30, now).state.tier).toBe("gold");
  });

  it("ends at its date; a lower tier then waits for the grace period", () => {
    const end = new Date("2026-07-01T00:00:00Z");
    const result = decideTier(pinned, "silver", rules, 30, end);
    expect(result.steps.map((step) => step.change)).toEqual(["unpinned", "grace_started"]);
    expect(result.state).toEqual({ tier: "gold", graceStartedAt: end.toISOString(), pinnedUntil: null });
  });

  it("ends at its date and promotes at once when the figures earn more", () => {
    const result = decideTier(pinned, "platinum", rules, 30, new Date("2026-07-02T00:00:00Z"));
    expect(result.steps.map((step) => step.change)).toEqual(["unpinned", "promoted"]);
    expect(result.state.tier).toBe("platinum");
  });
});
