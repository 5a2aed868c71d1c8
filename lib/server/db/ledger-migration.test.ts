import { describe, expect, it } from "vitest";
import { Migrator, sql, type Kysely } from "kysely";
import { migrations } from "./migrations";
import { migrateToLatest } from "./migrate";
import { useTestDatabase } from "@/test/support/test-database";

const db = useTestDatabase();

// Rows as they were before the ledger (doubles), taken back through 0017's up.
describe("migration 0017 (commission ledger)", () => {
  it("converts stored doubles to exact minor units and processing to requested, with a first event each", async () => {
    const raw = db() as unknown as Kysely<unknown>;
    const migrator = new Migrator({ db: raw, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo("0016-registrable-customer-domains");
    expect(down.error).toBeUndefined();
    const at = "2026-01-15T10:00:00.000Z";
    await sql`insert into partners (id, company_name, tier, certification_status, status, source, profile_json, created_at, updated_at) values ('p1', 'Old Co', 'gold', 'pending', 'active', 'seed', '{}', ${at}, ${at})`.execute(
      raw,
    );
    const amounts = [1000.1, 0.29, 4625.5, 1.005, 18750, 0.07, 123456789.99];
    for (const [i, amount] of amounts.entries()) {
      await sql`insert into deals (id, partner_id, customer_name, deal_size, status, stage, created_at, updated_at) values (${`d${i}`}, 'p1', ${`C${i}`}, ${amount * 10}, 'closed_won', 'closed_won', ${at}, ${at})`.execute(
        raw,
      );
      await sql`insert into commissions (id, partner_id, deal_id, amount, rate, status, created_at, updated_at) values (${`c${i}`}, 'p1', ${`d${i}`}, ${amount}, 10, ${i % 2 === 0 ? "processing" : "paid"}, ${at}, ${at})`.execute(
        raw,
      );
    }
    await sql`insert into payout_requests (id, partner_id, amount, status, created_at, updated_at) values ('r1', 'p1', ${0.1 + 0.2}, 'requested', ${at}, ${at})`.execute(
      raw,
    );

    // Later migrations come back too; the ledger is the first one applied.
    expect((await migrateToLatest(raw))[0]).toBe("0017-commission-ledger");
    const commissions = await db()
      .selectFrom("commissions")
      .select(["id", "amount_minor", "currency", "status"])
      .where("partner_id", "=", "p1")
      .orderBy("id")
      .execute();
    expect(commissions.map((c) => [c.id, Number(c.amount_minor), c.currency, c.status])).toEqual([
      ["c0", 100010, "USD", "requested"],
      ["c1", 29, "USD", "paid"],
      ["c2", 462550, "USD", "requested"],
      ["c3", 101, "USD", "paid"],
      ["c4", 1875000, "USD", "requested"],
      ["c5", 7, "USD", "paid"],
      ["c6", 12345678999, "USD", "requested"],
    ]);
    const deals = await db()
      .selectFrom("deals")
      .select(["id", "deal_size_minor"])
      .where("partner_id", "=", "p1")
      .orderBy("id")
      .execute();
    expect(deals.map((d) => Number(d.deal_size_minor))).toEqual([
      1000100, 290, 4625500, 1005, 18750000, 70, 123456789990,
    ]);
    // 0.1 + 0.2 is 0.30000000000000004 as a double: 30 cents.
    expect(
      Number(
        (
          await db()
            .selectFrom("payout_requests")
            .select("amount_minor")
            .where("id", "=", "r1")
            .executeTakeFirstOrThrow()
        ).amount_minor,
      ),
    ).toBe(30);
    const events = await db()
      .selectFrom("commission_events")
      .select(["commission_id", "from_status", "to_status"])
      .where("commission_id", "in", ["c0", "c1"])
      .orderBy("commission_id")
      .execute();
    expect(events).toEqual([
      { commission_id: "c0", from_status: null, to_status: "requested" },
      { commission_id: "c1", from_status: null, to_status: "paid" },
    ]);
  });
});
