import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { connect } from "./connect";

describe("rows read from SQLite", () => {
  it("are plain objects with every column, in order, a later column of the same name winning", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "connect-"));
    const { db } = await connect({ sqliteFile: path.join(dir, "app.db") });
    try {
      await sql`create table t (id integer primary key, name text, amount real, data blob)`.execute(db);
      await sql`insert into t (name, amount, data) values ('a', 1.5, x'0102'), (null, null, null)`.execute(
        db,
      );
      const { rows } = await sql<
        Record<string, unknown>
      >`select id, name, amount, data, 'x' as "constructor", name as id from t order by rowid`.execute(db);
      expect(rows).toEqual([
        { id: "a", name: "a", amount: 1.5, data: Buffer.from([1, 2]), constructor: "x" },
        { id: null, name: null, amount: null, data: null, constructor: "x" },
      ]);
      expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
      expect(Object.keys(rows[0]!)).toEqual(["id", "name", "amount", "data", "constructor"]);
      // A column named __proto__ never becomes the row's prototype.
      const { rows: odd } = await sql<
        Record<string, unknown>
      >`select json_object() as "__proto__", 2 as "a"`.execute(db);
      expect(Object.getPrototypeOf(odd[0])).toBe(Object.prototype);
      expect(odd[0]!.a).toBe(2);
      // Statements that change rows still report what they changed.
      const result = await db.deleteFrom("t" as never).executeTakeFirst();
      expect(result.numDeletedRows).toBe(2n);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true });
    }
  });
});
