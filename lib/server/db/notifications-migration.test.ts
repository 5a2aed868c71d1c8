import { describe, expect, it } from "vitest";
import { Migrator, sql, type Kysely } from "kysely";
import { migrations } from "./migrations";
import { migrateToLatest } from "./migrate";
import { useTestDatabase } from "@/test/support/test-database";

const db = useTestDatabase();

// Notifications as they were before the inbox (one per company), taken back through 0019's up.
describe("migration 0019 (partner notifications)", () => {
  it("keeps the team's notices as company notices and drops the old demo's invented lines", async () => {
    const raw = db() as unknown as Kysely<unknown>;
    const migrator = new Migrator({ db: raw, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0018-data-rights")).error).toBeUndefined();
    const at = "2026-01-15T10:00:00.000Z";
    await sql`insert into partners (id, company_name, tier, certification_status, status, source, profile_json, created_at, updated_at) values ('p1', 'Old Co', 'gold', 'pending', 'active', 'seed', '{}', ${at}, ${at})`.execute(
      raw,
    );
    const old = [
      ["n1", "Welcome to the partner programme!"],
      ["n2", "Your Partner Programme and Portal Essentials course is 33% complete. Keep going!"],
      ["n3", "Commission of $18,500 for Contoso Manufacturing was paid."],
    ];
    for (const [id, message] of old)
      await sql`insert into notifications (id, partner_id, message, created_at, read_at) values (${id}, 'p1', ${message}, ${at}, null)`.execute(
        raw,
      );

    expect(await migrateToLatest(raw)).toContain("0019-partner-notifications");
    const rows = await db().selectFrom("notifications").selectAll().where("partner_id", "=", "p1").execute();
    expect(rows).toEqual([
      {
        id: "n1",
        partner_id: "p1",
        user_id: null,
        kind: "notice",
        message: "Welcome to the partner programme!",
        link: null,
        created_at: at,
        read_at: null,
      },
    ]);
  });
});
