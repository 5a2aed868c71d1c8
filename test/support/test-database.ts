import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";
import { sql, type Kysely } from "kysely";
import { connect, type Connection } from "@/lib/server/db/connect";
// Renamed locally: not a React hook, but the hooks lint rule goes by the "use" prefix.
import { useConnectionForTests as setTestConnection } from "@/lib/server/db";
import type { Database } from "@/lib/server/db/schema";
import { serverDatabaseUrl, waitForNoConnections } from "./database-server";

/**
 * Gives the calling test file a fresh, migrated database that every service uses:
 * a new SQLite file by default, or a new PostgreSQL database on the server named by
 * DATABASE_URL. Each is a copy of the template test/global-setup.ts migrated once.
 * Returns a getter for the Kysely instance.
 */
export function useTestDatabase(): () => Kysely<Database> {
  let connection: Connection | undefined;
  let cleanup: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL;
    const template = inject("testDatabaseTemplate");
    if (serverUrl) {
      const name = `test_${randomUUID().replaceAll("-", "")}`;
      const admin = await connect({ databaseUrl: serverUrl, sqliteFile: "" });
      await copyTemplate(admin.db, template, name);
      connection = await connect({ databaseUrl: serverDatabaseUrl(serverUrl, name), sqliteFile: "" });
      cleanup = async () => {
        await waitForNoConnections(admin.db, name);
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
        await admin.db.destroy();
      };
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "app-test-db-"));
      const file = path.join(dir, "app.db");
      fs.copyFileSync(template, file);
      connection = await connect({ sqliteFile: file });
      cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    }
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

/**
 * CREATE DATABASE `name` as a copy of `template`. PostgreSQL refuses while another session
 * is copying the same template ("source database ... is being accessed by other users"):
 * the other test process's copy takes a moment, so this one waits and tries again.
 */
async function copyTemplate(admin: Kysely<Database>, template: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === "55006";
      if (!busy || attempt === 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
