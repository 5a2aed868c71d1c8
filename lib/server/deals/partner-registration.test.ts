import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as listRoute } from "@/app/api/partners/deals/route";
import { GET as getRoute } from "@/app/api/partners/deals/[id]/route";
import { partnerToken } from "@/test/support/accounts";
import { dealBody } from "@/test/support/deals";
import { callRoute } from "@/test/support/routes";
import { create } from "@/test/support/partner-deals";

// Registering a deal: stored pending and emailed, the customer's domain protected, one winner
// of a race. Edits and withdrawal are in ./partner-edits.test.ts, the list in ./partner-list.test.ts.

// The sender runs in the background after each commit; tests read the outbox themselves.
// Bad input on every partner deal endpoint, its limits and its guards: bad-input-*.test.ts.

const db = freshTestDatabase();

describe("registering a deal", () => {
  it("stores it pending, answers 201 with the deal, emails the team and the partner, and lists it", async () => {
    const { token, partnerId } = await partnerToken();
    const result = await create(token, dealBody({ customerWebsite: "contoso-one.example" }));
    expect(result.status).toBe(201);
    const deal = result.json.deal as Record<string, unknown>;
    expect(deal).toMatchObject({
      customerName: "Contoso Ltd",
      customerDomain: "contoso-one.example",
      status: "pending",
      stage: "prospecting",
      probability: 10,
      protectionExpires: null,
      dealSize: 120000,
      products: ["accounts-payable"],
      decisionMaker: { name: "Dana CFO", email: "dana@contoso.example" },
    });
    const outbox = await db()
      .selectFrom("outbox")
      .select(["to_address", "kind"])
      .where("ref_id", "=", deal._id as string)
      .execute();
    expect(outbox.map((m) => m.kind).sort()).toEqual(["deal:received", "deal:submitted"]);
    expect(outbox.find((m) => m.kind === "deal:submitted")?.to_address).toBe("partners@finlytic.ai");
    const list = await callRoute(listRoute, "/api/partners/deals", { token });
    expect((list.json.deals as { _id: string }[]).map((d) => d._id)).toEqual([deal._id]);
    const one = await callRoute(getRoute, "/x", { token, params: { id: deal._id as string } });
    expect(one.json.deal).toMatchObject({
      _id: deal._id,
      history: [{ kind: "status", from: null, to: "pending", by: "Partner" }],
    });
    const row = await db()
      .selectFrom("deals")
      .select(["partner_id", "active_domain"])
      .where("id", "=", deal._id as string)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ partner_id: partnerId, active_domain: "contoso-one.example" });
  });

  it("409s another partner on the same domain (scheme, www., case and path ignored) without naming the holder", async () => {
    const first = await partnerToken();
    const second = await partnerToken();
    expect(
      (await create(first.token, dealBody({ customerWebsite: "https://www.Fabrikam.example/en" }))).status,
    ).toBe(201);
    for (const website of [
      "fabrikam.example",
      "http://FABRIKAM.example",
      "www.fabrikam.example/contact?x=1",
    ]) {
      const conflict = await create(second.token, dealBody({ customerWebsite: website }));
      expect([conflict.status, conflict.json.error]).toEqual([
        409,
        "This customer is already registered by another partner.",
      ]);
      expect(JSON.stringify(conflict.json)).not.toContain(first.partnerId);
    }
    const own = await create(first.token, dealBody({ customerWebsite: "fabrikam.example" }));
    expect(own.status).toBe(409);
    const existing = own.json.existingDeal as { id: string; href: string };
    expect(existing.href).toBe(`/api/partners/deals/${existing.id}`);
    expect(
      (await callRoute(getRoute, "/x", { token: first.token, params: { id: existing.id } })).status,
    ).toBe(200);
  });

  it("protects the registrable domain: subdomains of a held customer clash; different names under one public suffix do not", async () => {
    const first = await partnerToken();
    const second = await partnerToken();
    expect((await create(first.token, dealBody({ customerWebsite: "alpha-cust.com" }))).status).toBe(201);
    for (const website of [
      "www.www.alpha-cust.com",
      "shop.alpha-cust.com",
      "ww.alpha-cust.com",
      "https://EU.Shop.Alpha-Cust.com/x",
    ]) {
      const conflict = await create(second.token, dealBody({ customerWebsite: website }));
      expect([conflict.status, conflict.json.error], website).toEqual([
        409,
        "This customer is already registered by another partner.",
      ]);
    }
    expect(
      (await create(first.token, dealBody({ customerWebsite: "https://shop.alpha-cust.co.uk" }))).status,
    ).toBe(201);
    const other = await create(second.token, dealBody({ customerWebsite: "beta.co.uk" }));
    expect([other.status, (other.json.deal as { customerDomain: string }).customerDomain]).toEqual([
      201,
      "beta.co.uk",
    ]);
    expect((await create(second.token, dealBody({ customerWebsite: "www.alpha-cust.co.uk" }))).status).toBe(
      409,
    );
    // Private suffixes: two sites on one hosting domain are two customers.
    expect((await create(first.token, dealBody({ customerWebsite: "alpha.github.io" }))).status).toBe(201);
    expect((await create(second.token, dealBody({ customerWebsite: "beta.github.io" }))).status).toBe(201);
    const keys = await db()
      .selectFrom("deals")
      .select("active_domain")
      .where("partner_id", "in", [first.partnerId, second.partnerId])
      .orderBy("active_domain")
      .execute();
    expect(keys.map((row) => row.active_domain)).toEqual([
      "alpha-cust.co.uk",
      "alpha-cust.com",
      "alpha.github.io",
      "beta.co.uk",
      "beta.github.io",
    ]);
  });

  it("two partners racing for one domain: exactly one wins", async () => {
    const racers = await Promise.all(Array.from({ length: 4 }, () => partnerToken()));
    const results = await Promise.all(
      racers.map((racer) => create(racer.token, dealBody({ customerWebsite: "race.example" }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(
      await db().selectFrom("deals").select("id").where("customer_domain", "=", "race.example").execute(),
    ).toHaveLength(1);
  });
});
