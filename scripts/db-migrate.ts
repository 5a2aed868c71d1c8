// `npm run db:migrate`: applies pending migrations to the configured database.
import path from "node:path";
import type { Kysely } from "kysely";
import { connect } from "../lib/server/db/connect";
import { migrateToLatest } from "../lib/server/db/migrate";

const { db, dialect } = await connect({
  databaseUrl: process.env.DATABASE_URL || undefined,
  sqliteFile: path.join(process.env.DATA_DIR ?? "./data", "app.db"),
});
const applied = await migrateToLatest(db as Kysely<unknown>);
console.log(
  applied.length ? `Applied on ${dialect}: ${applied.join(", ")}` : `The ${dialect} database is up to date.`,
);
await db.destroy();
