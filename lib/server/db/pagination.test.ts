import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { useTestDatabase } from "@/test/support/test-database";
import { mapPage, readPage } from "./pagination";

// Every console list pages through readPage: the count of the filtered rows, the page asked for
// clamped to the last page, and that page's rows in the list's order.

const db = useTestDatabase();

async function seedRows() {
  const rows = Array.from({ length: 7 }, (_, i) => ({
    key: `page:${i}`,
    window_start: `2026-01-0${i + 1}T00:00:00.000Z`,
    hits: i % 2,
  }));
  await db().insertInto("rate_limits").values(rows).execute();
  await db()
    .insertInto("rate_limits")
    .values({ key: "other", window_start: "2026-02-01", hits: 9 })
    .execute();
}

const pageRows = () => db().selectFrom("rate_limits").where("key", "like", "page:%");

describe("readPage", () => {
  it("counts the filtered rows and reads the page asked for, in the list's order", async () => {
    await seedRows();
    const page = await readPage(pageRows(), { page: 2, pageSize: 3 }, (rows) =>
      rows.select(["key", "hits"]).orderBy("window_start", "desc"),
    );
    expect(page).toEqual({
      items: [
        { key: "page:3", hits: 1 },
        { key: "page:2", hits: 0 },
        { key: "page:1", hits: 1 },
      ],
      page: 2,
      pageSize: 3,
      total: 7,
      pageCount: 3,
    });
  });

  it("clamps a page past the end to the last page, and a page below 1 to the first", async () => {
    const last = await readPage(pageRows(), { page: 9, pageSize: 3 }, (rows) =>
      rows.select("key").orderBy("window_start", "desc"),
    );
    expect(last).toMatchObject({ page: 3, total: 7, items: [{ key: "page:0" }] });
    const first = await readPage(pageRows(), { page: 0, pageSize: 3 }, (rows) =>
      rows.select("key").orderBy("window_start", "desc"),
    );
    expect(first.page).toBe(1);
    expect(first.items.map((row) => row.key)).toEqual(["page:6", "page:5", "page:4"]);
  });

  it("takes another count where a join repeats rows, and an empty list is one empty page", async () => {
    const page = await readPage(
      pageRows(),
      { page: 1, pageSize: 10 },
      (rows) => rows.select("key").orderBy("key"),
      sql`count(distinct ${sql.ref("hits")})`,
    );
    expect(page.total).toBe(2);
    const none = await readPage(
      db().selectFrom("rate_limits").where("key", "=", "missing"),
      { page: 4 },
      (rows) => rows.select("key"),
    );
    expect(none).toMatchObject({ items: [], page: 1, total: 0, pageCount: 1 });
  });

  it("maps a page's rows without touching its numbers", async () => {
    const page = await readPage(pageRows(), { page: 1, pageSize: 2 }, (rows) =>
      rows.select("key").orderBy("key"),
    );
    expect(mapPage(page, (row) => row.key.toUpperCase())).toEqual({ ...page, items: ["PAGE:0", "PAGE:1"] });
  });
});
