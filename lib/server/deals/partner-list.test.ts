import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { getDialect } from "@/lib/server/db";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as listRoute } from "@/app/api/partners/deals/route";
import { PATCH as patchRoute } from "@/app/api/partners/deals/[id]/route";
import { POST as withdrawRoute } from "@/app/api/partners/deals/[id]/withdraw/route";
import { approveDeal, rejectDeal } from "@/lib/server/deals/console-review";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { partnerToken } from "@/test/support/accounts";
import { dealBody } from "@/test/support/deals";
import { callRoute } from "@/test/support/routes";
import { create } from "@/test/support/partner-deals";

// The partner's deals list: search, its index, and the total counted once per deals_version.

// The sender runs in the background after each commit; tests read the outbox themselves.
// Bad input on every partner deal endpoint, its limits and its guards: bad-input-*.test.ts.

const db = freshTestDatabase();

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
