import { sql, type Kysely } from "kysely";
import { DEFAULT_CURRENCY, toMinor } from "@/lib/money";

// The commission ledger: every amount (a deal's value, a commission, a payout request) is
// kept as integer minor units with its ISO 4217 currency instead of a double, and each
// change of a commission's status is kept as an event with who and when.
//
// Existing doubles convert through their shortest decimal text (1000.1 is 100010 cents,
// never 100009 or 100010.00000000001), one row at a time in this process, so SQLite and
// PostgreSQL rows convert by the same rule. Commissions "processing" (in a payout request)
// are now "requested".

const amountColumns = [
  { table: "deals", from: "deal_size", to: "deal_size_minor" },
  { table: "commissions", from: "amount", to: "amount_minor" },
  { table: "payout_requests", from: "amount", to: "amount_minor" },
] as const;

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const any = db as unknown as AnyDb;
  for (const { table, from, to } of amountColumns) {
    await db.schema
      .alterTable(table)
      .addColumn(to, "bigint", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn("currency", "text", (col) => col.notNull().defaultTo(DEFAULT_CURRENCY))
      .execute();
    const rows = await any.selectFrom(table).select(["id", from]).execute();
    for (const row of rows) {
      const minor = toMinor(Number(row[from] ?? 0), DEFAULT_CURRENCY);
      if (minor !== 0)
        await any
          .updateTable(table)
          .set({ [to]: minor })
          .where("id", "=", row.id as string)
          .execute();
    }
    await db.schema.alterTable(table).dropColumn(from).execute();
  }

  // A reversing line points at the commission it reverses (unique: one reversal each).
  await db.schema.alterTable("commissions").addColumn("reverses_id", "text").execute();
  await db.schema
    .createIndex("commissions_reverses")
    .unique()
    .on("commissions")
    .column("reverses_id")
    .execute();
  await db.schema
    .createIndex("commissions_partner_status")
    .on("commissions")
    .columns(["partner_id", "status"])
    .execute();
  await sql`update commissions set status = 'requested' where status = 'processing'`.execute(db);

  await db.schema
    .createTable("commission_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("commission_id", "text", (col) =>
      col.notNull().references("commissions.id").onDelete("cascade"),
    )
    .addColumn("from_status", "text")
    .addColumn("to_status", "text", (col) => col.notNull())
    .addColumn("actor_user_id", "text")
    .addColumn("actor_role", "text", (col) => col.notNull())
    .addColumn("payout_request_id", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("commission_events_commission")
    .on("commission_events")
    .columns(["commission_id", "created_at"])
    .execute();
  // The history before the ledger: each commission's creation in its status of today.
  await sql`
    insert into commission_events (id, commission_id, from_status, to_status, actor_user_id, actor_role, payout_request_id, created_at)
    select 'migrated-' || id, id, null, status, null, 'system', payout_request_id, created_at from commissions`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const any = db as unknown as AnyDb;
  await db.schema.dropTable("commission_events").execute();
  await sql`update commissions set status = 'processing' where status = 'requested'`.execute(db);
  await db.schema.dropIndex("commissions_partner_status").execute();
  await db.schema.dropIndex("commissions_reverses").execute();
  await db.schema.alterTable("commissions").dropColumn("reverses_id").execute();
  for (const { table, from, to } of amountColumns) {
    await db.schema
      .alterTable(table)
      .addColumn(from, "double precision", (col) => col.notNull().defaultTo(0))
      .execute();
    const rows = await any.selectFrom(table).select(["id", to]).execute();
    for (const row of rows)
      await any
        .updateTable(table)
        .set({ [from]: Number(row[to]) / 100 })
        .where("id", "=", row.id as string)
        .execute();
    await db.schema.alterTable(table).dropColumn(to).execute();
    await db.schema.alterTable(table).dropColumn("currency").execute();
  }
}
