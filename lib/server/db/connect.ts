import cluster from "node:cluster";
import path from "node:path";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
} from "kysely";
import type BetterSqlite3 from "better-sqlite3";
import type { Database } from "./schema";
import { moduleLog } from "../log";
import { ensurePrivateFile, makePrivateDir, makePrivateFiles } from "../file-modes";
import { CHECKPOINTS_REQUEST, type CheckpointsRequest } from "@/server/cluster-messages";

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
  // Readable by the server's user only; the log and shared-memory files SQLite creates beside
  // it take the database file's mode.
  makePrivateDir(path.dirname(options.sqliteFile));
  ensurePrivateFile(options.sqliteFile);
  makePrivateFiles(`${options.sqliteFile}-wal`, `${options.sqliteFile}-shm`);
  const database = new SQLite(options.sqliteFile);
  // WAL lets readers run beside the single writer. Another process (a second server process,
  // a CLI command) may hold the write lock for a moment: see ImmediateSqliteDriver.
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("synchronous = NORMAL");
  // Deleted rows (an erasure's) are overwritten with zeros, not left in free pages.
  database.pragma("secure_delete = ON");
  // Waiting for another process's write lock happens in ImmediateSqliteDriver, without
  // blocking this process; SQLite's own wait would stop its event loop while it sleeps.
  database.pragma("busy_timeout = 0");
  // A cluster worker leaves the log's checkpoints to the primary (server/sqlite-checkpoints.ts),
  // keeping its own only past a far larger log, in case the primary cannot run them.
  if (cluster.isWorker) {
    database.pragma(`wal_autocheckpoint = ${WORKER_CHECKPOINT_PAGES}`);
    process.send?.({
      type: CHECKPOINTS_REQUEST,
      file: path.resolve(options.sqliteFile),
    } satisfies CheckpointsRequest);
  }
  return {
    db: new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database: keepingStatements(database) }),
    }),
    dialect: "sqlite",
  };
}

/** The log size (pages of 4 KB) at which a cluster worker's commit checkpoints after all: 40 MB. */
const WORKER_CHECKPOINT_PAGES = 10_000;

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
        statement = withPlainRows(database.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => database.close(),
  };
}

/**
 * better-sqlite3 gives each row as an object in V8's dictionary mode: slow to build and slow
 * to read (a page of 20 deals, 26 columns: 150 µs, half of it building the objects). Read as
 * arrays and built by a function made for the statement's columns, the same rows are ordinary
 * objects and cost half as much.
 */
function withPlainRows(statement: BetterSqlite3.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((column) => column.name);
  // A key of an object literal named __proto__ would set the prototype instead.
  if (names.includes("__proto__")) return statement;
  const build = rowBuilder(names);
  statement.raw(true);
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(build),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const row of statement.iterate(parameters) as IterableIterator<unknown[]>) yield build(row);
    },
  };
}

/**
 * `(row) => ({ "id": row[0], "name": row[1], ... })` for these column names (a later column
 * of the same name wins, as in better-sqlite3's own objects). The names are the statement's
 * own, written as JSON string literals.
 */
function rowBuilder(names: string[]): (row: unknown[]) => Record<string, unknown> {
  const fields = names.map((name, index) => `${JSON.stringify(name)}: row[${index}]`);
  return new Function("row", `return { ${fields.join(", ")} };`) as (
    row: unknown[],
  ) => Record<string, unknown>;
}

/**
 * Several processes may write the one SQLite file (WEB_CONCURRENCY server processes, a CLI
 * command), and only one holds the write lock at a time.
 * - A plain BEGIN takes the lock only at its first write, and when another process wrote
 *   since this transaction's first read, that write fails at once ("database is locked").
 *   BEGIN IMMEDIATE takes the lock at the start, so every transaction reads what it is
 *   about to change.
 * - A statement that finds the lock taken (SQLITE_BUSY) is tried again after a pause of a
 *   millisecond or a few, for up to BUSY_WAIT_MS. SQLite's busy timeout would wait the same
 *   way, but asleep inside the call, with this process's event loop stopped.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

const BUSY_WAIT_MS = 5000;

class ImmediateSqliteDriver extends SqliteDriver {
  override async acquireConnection(): Promise<DatabaseConnection> {
    return waitingForTheWriteLock(await super.acquireConnection());
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

function waitingForTheWriteLock(connection: DatabaseConnection): DatabaseConnection {
  return {
    async executeQuery(query) {
      const deadline = Date.now() + BUSY_WAIT_MS;
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await connection.executeQuery(query);
        } catch (error) {
          if ((error as { code?: unknown }).code !== "SQLITE_BUSY" || Date.now() >= deadline) throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(attempt, 10)));
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}
