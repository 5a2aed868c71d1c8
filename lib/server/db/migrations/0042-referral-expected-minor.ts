import type { Kysely } from "kysely";
import { DEFAULT_CURRENCY, toMajor, toMinor } from "@/lib/money";

// A referral's expected value was the last amount kept as a double: it becomes integer minor
// units with its currency beside it, as every other amount since migration 0017. Existing
// values were entered in US dollars and convert by the same rule (their shortest decimal text).

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const any = db as unknown as AnyDb;
  await db.schema
    .alterTable("referrals")
    .addColumn("expected_value_minor", "bigint", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("referrals")
    .addColumn("currency", "text", (col) => col.notNull().defaultTo(DEFAULT_CURRENCY))
    .execute();
  const rows = await any.selectFrom("referrals").select(["id", "expected_value"]).execute();
  for (const row of rows) {
    const minor = toMinor(Number(row.expected_value ?? 0), DEFAULT_CURRENCY);
    if (minor !== 0)
      await any
        .updateTable("referrals")
        .set({ expected_value_minor: minor })
        .where("id", "=", row.id as string)
        .execute();
  }
  await db.schema.alterTable("referrals").dropColumn("expected_value").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const any = db as unknown as AnyDb;
  await db.schema
    .alterTable("referrals")
    .addColumn("expected_value", "double precision", (col) => col.notNull().defaultTo(0))
    .execute();
  const rows = await any.selectFrom("referrals").select(["id", "expected_value_minor", "currency"]).execute();
  for (const row of rows)
    await any
      .updateTable("referrals")
      .set({ expected_value: toMajor(Number(row.expected_value_minor), String(row.currency)) })
      .where("id", "=", row.id as string)
      .execute();
  await db.schema.alterTable("referrals").dropColumn("currency").execute();
  await db.schema.alterTable("referrals").dropColumn("expected_value_minor").execute();
}
