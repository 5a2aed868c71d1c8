import "server-only";
import path from "node:path";
import type { Kysely, Transaction } from "kysely";
import { env } from "../env";
import { connect, type Connection, type Dialect } from "./connect";
import { migrateToLatest } from "./migrate";
import type { Database } from "./schema";

export type { Database } from "./schema";

/** A connection or an open transaction: what a query that may run inside one takes. */
export type Db = Kysely<Database> | Transaction<Database>;

// One connection per process, migrated before first use. The promise is kept on
// globalThis so that Next's separately bundled route handlers share it.
const holder = globalThis as typeof globalThis & { __appDb?: Promise<Connection> };

async function open(): Promise<Connection> {
  const config = env();
  const connection = await connect({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.join(config.DATA_DIR, "app.db"),
  });
  await migrateToLatest(connection.db as Kysely<unknown>);
  return connection;
}

function connection(): Promise<Connection> {
  holder.__appDb ??= open().catch((error: unknown) => {
    // Forget a failed attempt so the next request tries again (the database may come back).
    holder.__appDb = undefined;
    throw error;
  });
  return holder.__appDb;
}

/** The application's database, migrated. */
export async function getDb(): Promise<Kysely<Database>> {
  return (await connection()).db;
}

export async function getDialect(): Promise<Dialect> {
  return (await connection()).dialect;
}

/** At shutdown: closes the connection (PostgreSQL pool or SQLite file) if one was opened. */
export async function closeDb(): Promise<void> {
  const current = holder.__appDb;
  holder.__appDb = undefined;
  const opened = await current?.catch(() => undefined);
  await opened?.db.destroy();
}

/** Test helper: make every service use the given connection. */
export function useConnectionForTests(value: Connection | undefined): void {
  holder.__appDb = value ? Promise.resolve(value) : undefined;
}
