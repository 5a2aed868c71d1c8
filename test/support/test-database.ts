import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { sql, type Kysely } from "kysely";
import { connect, type Connection } from "@/lib/server/db/connect";
import { migrateToLatest } from "@/lib/server/db/migrate";
// Renamed locally: not a React hook, but the hooks lint rule goes by the "use" prefix.
import { useConnectionForTests as setTestConnection } from "@/lib/server/db";
import type { Database } from "@/lib/server/db/schema";

/**
 * Gives the calling test file a fresh, migrated database that every service uses:
 * a new SQLite file by default, or a new PostgreSQL database on the server named by
 * DATABASE_URL. Returns a getter for the Kysely instance.
 */
export function useTestDatabase(): () => Kysely<Database> {
  let connection: Connection | undefined;
  let cleanup: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) {
      const name = `test_${randomUUID().replaceAll("-", "")}`;
      const admin = await connect({ databaseUrl: serverUrl, sqliteFile: "" });
      await sql`create database ${sql.id(name)}`.execute(admin.db);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      connection = await connect({ databaseUrl: url.toString(), sqliteFile: "" });
      cleanup = async () => {
        // pg's pool.end() resolves before its sockets close; a forced drop while they
        // are still closing kills them mid-goodbye and pg raises an uncaught error.
        for (let i = 0; i < 50; i += 1) {
          const open = await sql<{
            n: number;
          }>`select count(*)::int as n from pg_stat_activity where datname = ${name}`.execute(admin.db);
          if (Number(open.rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
        await admin.db.destroy();
      };
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "app-test-db-"));
      connection = await connect({ sqliteFile: path.join(dir, "app.db") });
      cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    }
    await migrateToLatest(connection.db as Kysely<unknown>);
    setTestConnection(connection);
  });

  afterAll(async () => {
    setTestConnection(undefined);
    await connection?.db.destroy();
    await cleanup();
  });

  return () => {
    if (!connection) throw new Error("useTestDatabase: the database is not ready (call it at file level)");
    return connection.db;
  };
}
