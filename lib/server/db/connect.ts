import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement } from "kysely";
import type BetterSqlite3 from "better-sqlite3";
import type { Database } from "./schema";
import { moduleLog } from "../log";

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
    pool.on("error", (error) => moduleLog("db").warn({ err: error }, "idle PostgreSQL connection lost"));
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
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(database) }) }), dialect: "sqlite" };
}

/** How many distinct SQL texts keep their prepared statement (lists of ids vary in length). */
const KEPT_STATEMENTS = 1000;

/**
 * Kysely prepares every query anew; on SQLite preparing costs more than running most of
 * ours (an enquiry's seven statements, the sender's per-message updates). The same SQL
 * text reuses its prepared statement. Safe because no query is streamed: a statement is
 * never asked to run again while it is still iterating.
 */
function keepingStatements(database: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= KEPT_STATEMENTS) statements.delete(statements.keys().next().value!);
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => database.close(),
  };
}
