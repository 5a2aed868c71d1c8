import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import type { TestProject } from "vitest/node";
import { connect } from "@/lib/server/db/connect";
import { migrateToLatest } from "@/lib/server/db/migrate";
import { serverDatabaseUrl, waitForNoConnections } from "./support/database-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated database each test file's own starts as a copy of (test/support/test-database.ts). */
    testDatabaseTemplate: string;
  }
}

// Migrates one database before any test file runs; each file then copies it instead of
// running every migration again (a SQLite file copy, or PostgreSQL's CREATE DATABASE ...
// TEMPLATE). The migrations themselves are tested in lib/server/db.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `test_template_${process.pid}`;
    const admin = await connect({ databaseUrl: serverUrl, sqliteFile: "" });
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    const template = await connect({ databaseUrl: serverDatabaseUrl(serverUrl, name), sqliteFile: "" });
    await migrateToLatest(template.db as Kysely<unknown>);
    await template.db.destroy();
    await waitForNoConnections(admin.db, name);
    project.provide("testDatabaseTemplate", name);
    return async () => {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.db.destroy();
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "app-test-template-"));
  const file = path.join(dir, "app.db");
  const template = await connect({ sqliteFile: file });
  await migrateToLatest(template.db as Kysely<unknown>);
  await template.db.destroy();
  project.provide("testDatabaseTemplate", file);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
