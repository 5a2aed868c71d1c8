import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { connect, type Connection } from "@/lib/server/db/connect";
import { migrateToLatest } from "@/lib/server/db/migrate";

// The PostgreSQL drill of docs/operations.md, run as written: pg_dump the live database (custom format)
// while enquiries keep arriving, pg_restore into a new, empty database, and find there every
// enquiry committed before the dump started.

const serverUrl = process.env.DATABASE_URL;
const onPostgres = Boolean(serverUrl?.startsWith("postgres"));
const run = promisify(execFile);
const names = [
  `test_${randomUUID().replaceAll("-", "")}`,
  `test_${randomUUID().replaceAll("-", "")}`,
] as const;
const urlOf = (name: string) =>
  Object.assign(new URL(serverUrl ?? "postgres://x/y"), { pathname: `/${name}` }).toString();

let admin: Connection;
let live: Connection;
let scratch: string;

beforeAll(async () => {
  if (!onPostgres) return;
  admin = await connect({ databaseUrl: serverUrl, sqliteFile: "" });
  await sql`create database ${sql.id(names[0])}`.execute(admin.db);
  live = await connect({ databaseUrl: urlOf(names[0]), sqliteFile: "" });
  await migrateToLatest(live.db as Kysely<unknown>);
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "app-pgdump-"));
});

afterAll(async () => {
  if (!onPostgres) return;
  await live.db.destroy();
  for (const name of names) await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
  await admin.db.destroy();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const enquiry = (id: string) => ({
  id,
  full_name: "Load Test",
  email: "load@example.com",
  company: "",
  phone_number: "",
  industry: "",
  company_size: "",
  message: "During the dump",
  source: "test",
  created_at: new Date().toISOString(),
});

describe.skipIf(!onPostgres)("pg_dump and pg_restore", () => {
  it("restores every enquiry committed before the dump into a new database", async () => {
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const id = randomUUID();
        await live.db.insertInto("contact_enquiries").values(enquiry(id)).execute();
        acknowledged.push(id);
      }
    })();
    while (acknowledged.length < 100) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = [...acknowledged];
    const file = path.join(scratch, "app.dump");
    await run("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`, urlOf(names[0])]);
    writing = false;
    await writer;

    await sql`create database ${sql.id(names[1])}`.execute(admin.db);
    await run("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${urlOf(names[1])}`, file]);
    const restored = await connect({ databaseUrl: urlOf(names[1]), sqliteFile: "" });
    try {
      const ids = new Set(
        (await restored.db.selectFrom("contact_enquiries").select("id").execute()).map((row) => row.id),
      );
      expect(before.filter((id) => !ids.has(id))).toEqual([]);
      // The schema came with it: nothing is left to migrate.
      expect(await migrateToLatest(restored.db as Kysely<unknown>)).toEqual([]);
    } finally {
      await restored.db.destroy();
    }
  });
});
