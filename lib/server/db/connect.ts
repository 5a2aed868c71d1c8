import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

export interface Connection {
  db: Kysely<Database>;
  dialect: Dialect;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded SQLite file. */
export async function connect(options: { databaseUrl?: string; sqliteFile: string }): Promise<Connection> {
  if (options.databaseUrl) {
    const { Pool } = await import("pg");
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client's connection can be cut (a server restart, an admin command). Without
    // a listener that 'error' event would crash the process; the next query reconnects,
    // or fails and the API answers 503.
    pool.on("error", (error) => console.error("[db] idle PostgreSQL connection lost:", error.message));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
  }
  const { default: SQLite } = await import("better-sqlite3");
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const database = new SQLite(options.sqliteFile);
  // WAL lets readers run beside the single writer; the busy timeout makes a second
  // process (next build, a CLI command) wait for the lock instead of failing.
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  database.pragma("synchronous = NORMAL");
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), dialect: "sqlite" };
}
