import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { consumeRateLimit, resetRateLimit } from "./rate-limit";

const db = useTestDatabase();

const rule = { name: "test", limit: 3, windowMs: 60_000 };

describe("consumeRateLimit", () => {
  it("allows up to the limit within a window, then refuses with the time left", async () => {
    const start = new Date("2026-01-01T00:00:00.000Z");
    const results = [];
    for (let i = 0; i < 4; i += 1)
      results.push(await consumeRateLimit(rule, "1.2.3.4", new Date(start.getTime() + i * 1000)));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(57);
    expect(results[2]?.remaining).toBe(0);
  });

  it("counts each subject separately", async () => {
    const now = new Date("2026-01-01T00:00:00.000Z");
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(rule, "a", now);
    expect((await consumeRateLimit(rule, "a", now)).allowed).toBe(false);
    expect((await consumeRateLimit(rule, "b", now)).allowed).toBe(true);
  });

  it("starts a new window once the old one has passed", async () => {
    const start = new Date("2026-01-02T00:00:00.000Z");
    for (let i = 0; i < 4; i += 1) await consumeRateLimit(rule, "c", start);
    const later = new Date(start.getTime() + 60_000);
    expect((await consumeRateLimit(rule, "c", later)).allowed).toBe(true);
  });

  it("holds under concurrent hits: exactly the limit is allowed", async () => {
    const now = new Date("2026-01-03T00:00:00.000Z");
    const results = await Promise.all(Array.from({ length: 10 }, () => consumeRateLimit(rule, "d", now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it("writes the hits of one turn with one statement, each hit keeping its place in the count", async () => {
    const now = new Date("2026-01-05T00:00:00.000Z");
    const writes = vi.spyOn(db(), "insertInto");
    const burst = await Promise.all(Array.from({ length: 5 }, () => consumeRateLimit(rule, "f", now)));
    expect(writes).toHaveBeenCalledTimes(1);
    writes.mockRestore();
    expect(burst.map((r) => [r.allowed, r.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
      [false, 0],
    ]);
    // The next turn continues the same count; another counter in the same turn is its own.
    const [later, other] = await Promise.all([
      consumeRateLimit(rule, "f", now),
      consumeRateLimit(rule, "g", now),
    ]);
    expect(later?.allowed).toBe(false);
    expect(other?.remaining).toBe(2);
    const row = await db()
      .selectFrom("rate_limits")
      .select("hits")
      .where("key", "=", "test:f")
      .executeTakeFirst();
    expect(Number(row?.hits)).toBe(6);
  });

  it("starts a new window for a whole burst once the old one has passed", async () => {
    const start = new Date("2026-01-06T00:00:00.000Z");
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(rule, "h", start);
    const later = new Date(start.getTime() + 60_000);
    const burst = await Promise.all(Array.from({ length: 4 }, () => consumeRateLimit(rule, "h", later)));
    expect(burst.map((r) => r.allowed)).toEqual([true, true, true, false]);
  });

  it("forgets a subject on reset", async () => {
    const now = new Date("2026-01-04T00:00:00.000Z");
    for (let i = 0; i < 4; i += 1) await consumeRateLimit(rule, "e", now);
    await resetRateLimit(rule, "e");
    expect((await consumeRateLimit(rule, "e", now)).allowed).toBe(true);
  });
});
