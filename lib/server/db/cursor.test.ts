import { describe, expect, it } from "vitest";
import { GET as listDeals } from "@/app/api/v1/deals/route";
import { apiMessages } from "@/lib/validation/api";
import { useTestDatabase } from "@/test/support/test-database";
import { apiKeyFor } from "@/test/support/api";
import { callRoute } from "@/test/support/routes";
import { decodeCursor, encodeCursor } from "./cursor";

// A cursor is read back only as this API wrote it: a decoded cursor holding NUL or a lone
// surrogate is a 400 before any query (PostgreSQL refuses such text with an error).

useTestDatabase();

const forged = (updatedAt: string, id: string) =>
  Buffer.from(`["${updatedAt}","${id}"]`, "utf8").toString("base64url");

describe("public API cursors", () => {
  it("reads back what it wrote", () => {
    const position = { updatedAt: "2026-11-01T10:00:00.000Z", id: "0b9a4c9e-5d1f-4a43-9f8e-1d2c3b4a5f60" };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it.each([
    ["NUL in the id", forged("2026-11-01T10:00:00.000Z", "abc\\u0000def")],
    ["a lone surrogate in the id", forged("2026-11-01T10:00:00.000Z", "abc\\ud800")],
    ["NUL in the time", forged("2026-11-01\\u0000", "abc")],
    ["a lone low surrogate in the time", forged("2026-11-01T10:00:00.000Z\\udc00", "abc")],
    ["an empty id", forged("2026-11-01T10:00:00.000Z", "")],
    ["an id of 10,000 characters", forged("2026-11-01T10:00:00.000Z", "a".repeat(10_000))],
  ])("refuses a cursor with %s", async (_label, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(apiMessages.cursor);
    const key = await apiKeyFor(null, ["deals:read"]);
    const result = await callRoute(listDeals, `/api/v1/deals?cursor=${cursor}`, { token: key });
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.json)).toContain(apiMessages.cursor);
  });
});
