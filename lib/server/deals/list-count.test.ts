import { describe, expect, it, vi } from "vitest";
import { cachedDealCount } from "./list-count";

describe("cachedDealCount", () => {
  it("counts once per partner, version, status and search; a new version counts again", async () => {
    const count = vi.fn(async () => 7);
    const key = { partnerId: "p1", dealsVersion: 3, status: "approved", q: "north" };
    expect(await cachedDealCount(key, count)).toBe(7);
    expect(await cachedDealCount({ ...key }, count)).toBe(7);
    expect(count).toHaveBeenCalledTimes(1);
    for (const changed of [
      { dealsVersion: 4 },
      { partnerId: "p2" },
      { status: undefined },
      { q: "north " },
    ]) {
      await cachedDealCount({ ...key, ...changed }, count);
    }
    expect(count).toHaveBeenCalledTimes(5);
  });

  it("never mixes two keys whose parts run together", async () => {
    await cachedDealCount({ partnerId: "a", dealsVersion: 1, q: "b" }, async () => 1);
    expect(
      await cachedDealCount({ partnerId: "a", dealsVersion: 1, status: "b", q: "" }, async () => 2),
    ).toBe(2);
  });
});
