import { describe, expect, it, vi } from "vitest";
import { sql } from "kysely";
import { getDialect } from "@/lib/server/db";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as listRoute } from "@/app/api/partners/deals/route";
import { GET as getRoute, PATCH as patchRoute } from "@/app/api/partners/deals/[id]/route";
import { POST as withdrawRoute } from "@/app/api/partners/deals/[id]/withdraw/route";
import { approveDeal, rejectDeal } from "@/lib/server/deals/console-review";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { partnerToken } from "@/test/support/accounts";
import { dealBody, dealFootprint, postDeal } from "@/test/support/deals";
import { callRoute, clientAddresses } from "@/test/support/routes";

// The sender runs in the background after each commit; tests read the outbox themselves.
vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));

// Bad input on every partner deal endpoint, its limits and its guards: bad-input.test.ts.

const db = freshTestDatabase();
const nextIp = clientAddresses("10.20");
const create = (token: string, body: unknown, headers?: Record<string, string>) =>
  postDeal(token, body, { ip: nextIp(), headers });

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

  it("edits while pending, withdraws (freeing the domain), and refuses both afterwards", async () => {
    const owner = await partnerToken();
    const other = await partnerToken();
    const deal = (await create(owner.token, dealBody({ customerWebsite: "tailspin.example" }))).json.deal as {
      _id: string;
    };
    const edited = await callRoute(patchRoute, "/x", {
      method: "PATCH",
      token: owner.token,
      params: { id: deal._id },
      body: dealBody({ customerWebsite: "tailspin.example", dealSize: 5000, customerName: "Tailspin" }),
    });
    expect(edited.json.deal).toMatchObject({ dealSize: 5000, customerName: "Tailspin" });
    expect((await create(other.token, dealBody({ customerWebsite: "tailspin.example" }))).status).toBe(409);
    const withdrawn = await callRoute(withdrawRoute, "/x", {
      method: "POST",
      token: owner.token,
      params: { id: deal._id },
    });
    expect(withdrawn.json.deal).toMatchObject({ status: "withdrawn" });
    expect(
      (await callRoute(withdrawRoute, "/x", { method: "POST", token: owner.token, params: { id: deal._id } }))
        .status,
    ).toBe(409);
    expect(
      (
        await callRoute(patchRoute, "/x", {
          method: "PATCH",
          token: owner.token,
          params: { id: deal._id },
          body: dealBody(),
        })
      ).status,
    ).toBe(409);
    expect(
      (await create(other.token, dealBody({ customerWebsite: "https://tailspin.example" }))).status,
    ).toBe(201);
    const history = (await callRoute(getRoute, "/x", { token: owner.token, params: { id: deal._id } })).json
      .deal as { history: { kind: string; to: string | null }[] };
    expect(history.history.map((h) => `${h.kind}:${h.to ?? ""}`)).toEqual([
      "status:pending",
      "edit:",
      "status:withdrawn",
    ]);
  });

  it("withdrawing an approved deal frees its customer: another partner can then register it", async () => {
    const owner = await partnerToken();
    const other = await partnerToken();
    const deal = (
      await create(owner.token, dealBody({ customerWebsite: "https://www.northwind-approved.example/" }))
    ).json.deal as { _id: string };
    await approveDeal(deal._id, { actorUserId: null });
    const blocked = await create(other.token, dealBody({ customerWebsite: "northwind-approved.example" }));
    expect([blocked.status, blocked.json.error]).toEqual([
      409,
      "This customer is already registered by another partner.",
    ]);
    const withdrawn = await callRoute(withdrawRoute, "/x", {
      method: "POST",
      token: owner.token,
      params: { id: deal._id },
    });
    expect([withdrawn.status, (withdrawn.json.deal as { status: string }).status]).toEqual([
      200,
      "withdrawn",
    ]);
    expect(
      await db()
        .selectFrom("deals")
        .select(["status", "active_domain"])
        .where("id", "=", deal._id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: "withdrawn", active_domain: null });
    const taken = await create(
      other.token,
      dealBody({ customerWebsite: "http://NORTHWIND-approved.example/contact" }),
    );
    expect([
      taken.status,
      (taken.json.deal as { status: string; customerDomain: string }).customerDomain,
    ]).toEqual([201, "northwind-approved.example"]);
    const holders = await db()
      .selectFrom("deals")
      .select(["partner_id", "status"])
      .where("active_domain", "=", "northwind-approved.example")
      .execute();
    expect(holders).toEqual([{ partner_id: other.partnerId, status: "pending" }]);
    const history = (await callRoute(getRoute, "/x", { token: owner.token, params: { id: deal._id } })).json
      .deal as { history: { kind: string; from: string | null; to: string | null; by: string }[] };
    expect(history.history.map((h) => [h.from, h.to, h.by])).toEqual([
      [null, "pending", "Partner"],
      ["pending", "approved", "Programme team"],
      ["approved", "withdrawn", "Partner"],
    ]);
  });

  it("another partner's deal is 404 for reading, editing and withdrawing; nothing changes", async () => {
    const owner = await partnerToken();
    const intruder = await partnerToken();
    const deal = (await create(owner.token, dealBody({ customerWebsite: "private.example" }))).json.deal as {
      _id: string;
    };
    expect(
      (await callRoute(getRoute, "/x", { token: intruder.token, params: { id: deal._id } })).status,
    ).toBe(404);
    expect(
      (
        await callRoute(patchRoute, "/x", {
          method: "PATCH",
          token: intruder.token,
          params: { id: deal._id },
          body: dealBody({ customerWebsite: "private.example" }),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(withdrawRoute, "/x", {
          method: "POST",
          token: intruder.token,
          params: { id: deal._id },
        })
      ).status,
    ).toBe(404);
    expect(
      await db()
        .selectFrom("deals")
        .select(["status", "customer_name"])
        .where("id", "=", deal._id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: "pending", customer_name: "Contoso Ltd" });
  });

  it("details carry the commission: estimated at the partner's rate, the ledger's once won, none once refused", async () => {
    const { token, partnerId } = await partnerToken();
    const read = async (id: string) =>
      (await callRoute(getRoute, "/x", { token, params: { id } })).json.deal as Record<string, unknown>;
    const won = (await create(token, dealBody({ customerWebsite: "earner.example" }))).json.deal as {
      _id: string;
    };
    expect((await read(won._id)).commission).toEqual({
      amount: 12000,
      currency: "USD",
      rate: 10,
      status: null,
    });
    await db().updateTable("partners").set({ commission_rate: 12.5 }).where("id", "=", partnerId).execute();
    expect((await read(won._id)).commission).toMatchObject({ amount: 15000, rate: 12.5, status: null });
    await approveDeal(won._id, { actorUserId: null });
    await setDealStage(won._id, "closed_won", { actorUserId: null });
    await db().updateTable("partners").set({ commission_rate: 20 }).where("id", "=", partnerId).execute();
    expect((await read(won._id)).commission).toEqual({
      amount: 15000,
      currency: "USD",
      rate: 12.5,
      status: "pending",
    });
    const refused = (await create(token, dealBody({ customerWebsite: "refused.example" }))).json.deal as {
      _id: string;
    };
    await rejectDeal(refused._id, "Outside the programme's regions.", { actorUserId: null });
    expect((await read(refused._id)).commission).toBeNull();
  });

  it("needs a session and a same-site Origin", async () => {
    const before = await dealFootprint();
    expect((await postDeal("", dealBody(), { ip: nextIp() })).status).toBe(401);
    const { token } = await partnerToken();
    const foreign = await create(token, dealBody({ customerWebsite: "origin.example" }), {
      origin: "https://evil.example",
    });
    expect([foreign.status, foreign.json.error]).toEqual([403, "Cross-site requests are not allowed."]);
    expect(await dealFootprint()).toEqual(before);
  });
});

describe("searching the deals list", () => {
  it("finds a deal by company, decision maker or contact, in any case, never across two fields, and edits stay findable", async () => {
    const { token } = await partnerToken();
    const deal = (
      await create(
        token,
        dealBody({
          customerName: "Northwind Traders",
          customerWebsite: "northwind-search.example",
          contactName: "Olive Owner",
          decisionMaker: { name: "Pat Payer", email: "pat@northwind.example" },
        }),
      )
    ).json.deal as { _id: string };
    await create(
      token,
      dealBody({ customerName: "Tailspin Toys", customerWebsite: "tailspin-search.example" }),
    );
    const found = async (q: string) =>
      (
        (await callRoute(listRoute, `/api/partners/deals?q=${encodeURIComponent(q)}`, { token })).json
          .deals as { _id: string }[]
      ).map((d) => d._id);
    for (const q of ["northwind", "NORTHWIND TR", "pat pay", "olive", "Owner"])
      expect(await found(q), q).toEqual([deal._id]);
    expect(await found("traders pat")).toEqual([]); // the end of one field and the start of the next
    expect(await found("100%")).toEqual([]);
    const edited = await callRoute(patchRoute, "/x", {
      token,
      params: { id: deal._id },
      body: {
        ...dealBody({ customerWebsite: "northwind-search.example" }),
        customerName: "Southwind Holdings",
      },
    });
    expect(edited.status).toBe(200);
    expect(await found("southwind")).toEqual([deal._id]);
    expect(await found("northwind tr")).toEqual([]);
  });

  it("counts a search's matches through the (partner_id, search_text) index", async () => {
    const { partnerId } = await partnerToken();
    const query = db()
      .selectFrom("deals")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("partner_id", "=", partnerId)
      .where("search_text", "like", "%north%")
      .compile();
    if ((await getDialect()) === "sqlite") {
      const plan = await sql
        .raw<{ detail: string }>(
          `explain query plan ${query.sql.replace("?", `'${partnerId}'`).replace("?", "'%north%'")}`,
        )
        .execute(db());
      expect(plan.rows.map((row) => row.detail).join(" ")).toContain(
        "INDEX deals_partner_search (partner_id=?)",
      );
    } else {
      const columns = await sql<{
        generation_expression: string;
      }>`select generation_expression from information_schema.columns where table_name = 'deals' and column_name = 'search_text'`.execute(
        db(),
      );
      expect(columns.rows[0]?.generation_expression).toContain("lower(");
      const index = await sql<{
        indexdef: string;
      }>`select indexdef from pg_indexes where indexname = 'deals_partner_search'`.execute(db());
      expect(index.rows[0]?.indexdef).toContain("(partner_id, search_text)");
    }
  });

  it("reads a page in order from an index, with or without a status, sorting nothing", async () => {
    const { partnerId } = await partnerToken();
    if ((await getDialect()) === "sqlite") {
      for (const status of ["", "and status = 'approved'"]) {
        const plan = await sql
          .raw<{ detail: string }>(
            `explain query plan select * from deals where partner_id = '${partnerId}' ${status} order by created_at desc, id desc limit 20 offset 40`,
          )
          .execute(db());
        expect(plan.rows.map((row) => row.detail).join(" ")).not.toContain("TEMP B-TREE");
      }
    } else {
      const indexes = await sql<{
        indexdef: string;
      }>`select indexdef from pg_indexes where indexname in ('deals_partner', 'deals_partner_status') order by indexname`.execute(
        db(),
      );
      expect(indexes.rows.map((row) => row.indexdef.replace(/.*\(/, "("))).toEqual([
        "(partner_id, created_at, id)",
        "(partner_id, status, created_at, id)",
      ]);
    }
  });
});

describe("the list's total (counted once per deals_version)", () => {
  const total = async (token: string, query = "") =>
    (await callRoute(listRoute, `/api/partners/deals${query}`, { token })).json.total;
  const version = async (partnerId: string) =>
    (
      await db()
        .selectFrom("partners")
        .select("deals_version")
        .where("id", "=", partnerId)
        .executeTakeFirstOrThrow()
    ).deals_version;

  it("follows every change that can move a count, in the service or by hand, and ignores those that cannot", async () => {
    const { token, partnerId } = await partnerToken();
    const queries = ["", "?status=pending", "?status=withdrawn", "?q=harbour", "?q=harbour&status=rejected"];
    const totals = async () => Promise.all(queries.map((query) => total(token, query)));
    expect(await totals()).toEqual([0, 0, 0, 0, 0]);
    const first = (
      await create(token, dealBody({ customerName: "Harbour Freight", customerWebsite: "harbour.example" }))
    ).json.deal as { _id: string };
    const second = (
      await create(token, dealBody({ customerName: "Inland Goods", customerWebsite: "inland.example" }))
    ).json.deal as { _id: string };
    expect(await totals()).toEqual([2, 2, 0, 1, 0]);
    await callRoute(withdrawRoute, "/x", { method: "POST", token, params: { id: second._id } });
    expect(await totals()).toEqual([2, 1, 1, 1, 0]);
    await rejectDeal(first._id, "Outside the programme's regions.", { actorUserId: null });
    expect(await totals()).toEqual([2, 0, 1, 1, 1]);
    await db()
      .updateTable("deals")
      .set({ customer_name: "Inland Harbour" })
      .where("id", "=", second._id)
      .execute();
    expect(await totals()).toEqual([2, 0, 1, 2, 1]);
    // A row written by hand, as a data migration or the benchmark's seed does.
    const at = new Date().toISOString();
    await db()
      .insertInto("deals")
      .values({
        id: crypto.randomUUID(),
        partner_id: partnerId,
        customer_name: "Harbour Two",
        decision_maker_name: "Dee",
        decision_maker_email: "dee@harbour-two.example",
        deal_size_minor: 100_000,
        status: "pending",
        stage: "prospecting",
        protection_expires: null,
        created_at: at,
        updated_at: at,
        customer_website: "harbour-two.example",
        customer_domain: "harbour-two.example",
        contact_name: "Dee",
      })
      .execute();
    expect(await totals()).toEqual([3, 1, 1, 3, 1]);
    await db().deleteFrom("deals").where("id", "=", second._id).execute();
    expect(await totals()).toEqual([2, 1, 0, 2, 1]);
  });

  it("changes the version on a new deal, a status or a searched name, not on a stage or a freed domain", async () => {
    const { token, partnerId } = await partnerToken();
    const before = await version(partnerId);
    const deal = (await create(token, dealBody({ customerWebsite: "versioned.example" }))).json.deal as {
      _id: string;
    };
    const created = await version(partnerId);
    expect(created).toBeGreaterThan(before);
    await approveDeal(deal._id, { actorUserId: null });
    const approved = await version(partnerId);
    expect(approved).toBeGreaterThan(created);
    await setDealStage(deal._id, "proposal", { actorUserId: null });
    await db().updateTable("deals").set({ active_domain: null }).where("id", "=", deal._id).execute();
    expect(await version(partnerId)).toBe(approved);
    const other = await partnerToken();
    await db().updateTable("deals").set({ partner_id: other.partnerId }).where("id", "=", deal._id).execute();
    expect(await version(partnerId)).toBeGreaterThan(approved);
    expect(await version(other.partnerId)).toBeGreaterThan(0);
  });
});
