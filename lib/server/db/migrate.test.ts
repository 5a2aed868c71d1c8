import { describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations";
import { up as unifyDealStages } from "./migrations/0015-deal-stages";
import { createTestPartner, partnerToken } from "@/test/support/accounts";
import { up as recomputeCustomerDomains } from "./migrations/0016-registrable-customer-domains";
import { useTestDatabase } from "@/test/support/test-database";
import type { Database } from "./schema";
import type { DealsTable } from "./schema/deals";

const db = useTestDatabase();

describe("migrations", () => {
  it("are all applied, and applying again changes nothing", async () => {
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      db(),
    );
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(db() as Kysely<unknown>)).toEqual([]);
  });

  it("create tables that take rows on this dialect", async () => {
    await db()
      .insertInto("rate_limits")
      .values({ key: "k", window_start: new Date().toISOString(), hits: 1 })
      .execute();
    const row = await db().selectFrom("rate_limits").selectAll().where("key", "=", "k").executeTakeFirst();
    expect(row?.hits).toBe(1);
  });

  it("move deals of the earlier stages to the registered deals' stages, a closed deal by its status", async () => {
    const { partner } = await createTestPartner();
    const at = new Date().toISOString();
    const earlier = [
      ["initial_contact", "pending", "prospecting"],
      ["discovery", "pending", "qualification"],
      ["demo", "in_review", "proposal"],
      ["closed", "closed_won", "closed_won"],
      ["closed", "closed_lost", "closed_lost"],
      ["negotiation", "approved", "negotiation"],
    ] as const;
    const ids = earlier.map(() => crypto.randomUUID());
    // The stages before 0015 are no longer of the deals table's type.
    const beforeStages = db() as unknown as Kysely<
      Omit<Database, "deals"> & { deals: Omit<DealsTable, "stage"> & { stage: string } }
    >;
    await beforeStages
      .insertInto("deals")
      .values(
        earlier.map(([stage, status], i) => ({
          id: ids[i]!,
          partner_id: partner.id,
          customer_name: `Customer ${i}`,
          decision_maker_name: null,
          decision_maker_email: null,
          deal_size_minor: 100_000,
          status,
          stage,
          protection_expires: null,
          created_at: at,
          updated_at: at,
          customer_website: null,
          customer_domain: null,
          active_domain: null,
          contact_name: null,
          contact_email: null,
          contact_title: null,
          expected_close_date: null,
          products_json: null,
          notes: null,
          review_reason: null,
          approved_at: null,
          extension_status: null,
          extension_reason: null,
          extension_requested_at: null,
        })),
      )
      .execute();
    await unifyDealStages(db() as Kysely<unknown>);
    const rows = await db().selectFrom("deals").select(["id", "stage"]).where("id", "in", ids).execute();
    expect(ids.map((id) => rows.find((row) => row.id === id)?.stage)).toEqual(
      earlier.map(([, , stage]) => stage),
    );
  });

  it("recompute each deal's customer key as its registrable domain, keeping every held protection", async () => {
    const { partnerId } = await partnerToken();
    const now = Date.now();
    const deal = (n: number, customerDomain: string | null, activeDomain: string | null) => ({
      id: `domain-${n}`,
      partner_id: partnerId,
      customer_name: `Customer ${n}`,
      decision_maker_name: null,
      decision_maker_email: null,
      deal_size_minor: 100_000,
      status: activeDomain ? ("approved" as const) : ("withdrawn" as const),
      stage: "prospecting" as const,
      protection_expires: null,
      created_at: new Date(now + n).toISOString(),
      updated_at: new Date(now + n).toISOString(),
      customer_website: customerDomain,
      customer_domain: customerDomain,
      active_domain: activeDomain,
    });
    await db()
      .insertInto("deals")
      .values([
        deal(1, "shop.alpha-cust.com", "shop.alpha-cust.com"), // oldest of the two now sharing alpha-cust.com
        deal(2, "alpha-cust.com", "alpha-cust.com"), // already on its key: keeps it
        deal(3, "eu.shop.gamma-cust.com", "eu.shop.gamma-cust.com"),
        deal(4, "www.gamma-cust.com", "www.gamma-cust.com"), // younger: keeps its old key
        deal(5, "store.beta.co.uk", null),
        deal(6, null, null),
      ])
      .execute();
    await recomputeCustomerDomains(db() as Kysely<unknown>);
    const rows = await db()
      .selectFrom("deals")
      .select(["id", "customer_domain", "active_domain"])
      .where("id", "like", "domain-%")
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: "domain-1", customer_domain: "alpha-cust.com", active_domain: "shop.alpha-cust.com" },
      { id: "domain-2", customer_domain: "alpha-cust.com", active_domain: "alpha-cust.com" },
      { id: "domain-3", customer_domain: "gamma-cust.com", active_domain: "gamma-cust.com" },
      { id: "domain-4", customer_domain: "gamma-cust.com", active_domain: "www.gamma-cust.com" },
      { id: "domain-5", customer_domain: "beta.co.uk", active_domain: null },
      { id: "domain-6", customer_domain: null, active_domain: null },
    ]);
  });
});
