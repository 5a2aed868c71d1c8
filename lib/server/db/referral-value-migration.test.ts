import { describe, expect, it } from "vitest";
import { Migrator, sql, type Kysely } from "kysely";
import { minorFromDb } from "@/lib/money";
import { migrations } from "./migrations";
import { migrateToLatest } from "./migrate";
import { useTestDatabase } from "@/test/support/test-database";

const db = useTestDatabase();

// Referrals as they were before 0042 (a double of US dollars), taken back through its down.
describe("migration 0042 (a referral's expected value in minor units)", () => {
  it("converts each dollar amount to cents by its shortest decimal text, in USD", async () => {
    const raw = db() as unknown as Kysely<unknown>;
    const migrator = new Migrator({ db: raw, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0041-erasure-replacements")).error).toBeUndefined();
    const at = "2026-01-15T10:00:00.000Z";
    await sql`insert into partners (id, company_name, tier, certification_status, status, source, profile_json, created_at, updated_at) values ('p1', 'Old Co', 'gold', 'pending', 'active', 'seed', '{}', ${at}, ${at})`.execute(
      raw,
    );
    const values: [string, number][] = [
      ["r1", 1000.1],
      ["r2", 0],
      ["r3", 48000],
      ["r4", 0.29],
    ];
    for (const [id, value] of values)
      await sql`insert into referrals (id, partner_id, company, contact, email, expected_value, status, referred_date, created_at, updated_at) values (${id}, 'p1', 'Lamna', 'Riley', ${`${id}@lamna.example`}, ${value}, 'submitted', ${at}, ${at}, ${at})`.execute(
        raw,
      );

    expect(await migrateToLatest(raw)).toContain("0042-referral-expected-minor");
    const rows = await db()
      .selectFrom("referrals")
      .select(["id", "expected_value_minor", "currency"])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => [row.id, minorFromDb(row.expected_value_minor), row.currency])).toEqual([
      ["r1", 100_010, "USD"],
      ["r2", 0, "USD"],
      ["r3", 4_800_000, "USD"],
      ["r4", 29, "USD"],
    ]);
  });
});
