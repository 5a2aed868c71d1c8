import { describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations";
import { useTestDatabase } from "@/test/support/test-database";

const db = useTestDatabase();

describe("migrations", () => {
  it("are all applied, and applying again changes nothing", async () => {
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db());
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(db() as Kysely<unknown>)).toEqual([]);
  });

  it("create tables that take rows on this dialect", async () => {
    await db().insertInto("rate_limits").values({ key: "k", window_start: new Date().toISOString(), hits: 1 }).execute();
    const row = await db().selectFrom("rate_limits").selectAll().where("key", "=", "k").executeTakeFirst();
    expect(row?.hits).toBe(1);
  });
});
