import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as listRoute } from "@/app/api/partners/deals/route";
import { GET as getRoute } from "@/app/api/partners/deals/[id]/route";
import { dealMessages as M } from "@/lib/validation/deals";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { partnerToken } from "@/test/support/accounts";
import { dealFootprint } from "@/test/support/deals";
import { callRoute } from "@/test/support/routes";
import {
  long,
  world,
  Case,
  send,
  expectRefused,
  idCases,
  badRequests,
  preparePartnerDeals,
} from "@/test/support/partner-deal-refusals";

// Bad input on a partner's deal list and deal page: hostile query strings and ids are a 400
// or 404 with the message the partner sees, show nothing and change nothing.

freshTestDatabase();
preparePartnerDeals();

describe("GET /api/partners/deals: hostile query strings are 400 with the parameter's message and show nothing", () => {
  const page = "Page must be a number.";
  const pageSize = "Page size must be between 1 and 500.";
  const search = "Please keep the search under 200 characters.";
  const status = "Unknown status.";
  const enc = encodeURIComponent;
  const cases = badRequests([
    { name: "page zero", query: "?page=0", field: "page", error: page },
    { name: "page negative", query: "?page=-1", field: "page", error: page },
    { name: "page a word", query: "?page=abc", field: "page", error: page },
    { name: "page a fraction", query: "?page=1.5", field: "page", error: page },
    { name: "page past 100,000", query: "?page=100001", field: "page", error: page },
    { name: "page overflowing to Infinity", query: "?page=1e400", field: "page", error: page },
    { name: "page empty", query: "?page=", field: "page", error: page },
    { name: "page repeated, the last one bad", query: "?page=1&page=abc", field: "page", error: page },
    { name: "page size zero", query: "?pageSize=0", field: "pageSize", error: pageSize },
    { name: "page size negative", query: "?pageSize=-5", field: "pageSize", error: pageSize },
    { name: "page size 501", query: "?pageSize=501", field: "pageSize", error: pageSize },
    { name: "page size 100,000", query: "?pageSize=100000", field: "pageSize", error: pageSize },
    { name: "page size a fraction", query: "?pageSize=2.5", field: "pageSize", error: pageSize },
    { name: "page size NaN", query: "?pageSize=NaN", field: "pageSize", error: pageSize },
    {
      name: "page size with SQL",
      query: `?pageSize=${enc("10; drop table deals")}`,
      field: "pageSize",
      error: pageSize,
    },
    { name: "search of 201 characters", query: `?q=${long(201)}`, field: "q", error: search },
    { name: "search of 201 emoji", query: `?q=${enc("😀".repeat(201))}`, field: "q", error: search },
    { name: "search with a NUL", query: "?q=a%00b", status: 400, error: forbiddenAddressMessage },
    { name: "a parameter name with a NUL", query: "?%00=1", status: 400, error: forbiddenAddressMessage },
    { name: "status unknown", query: "?status=everything", field: "status", error: status },
    { name: "status in capitals", query: "?status=PENDING", field: "status", error: status },
    {
      name: "status with SQL",
      query: `?status=${enc("pending' or '1'='1")}`,
      field: "status",
      error: status,
    },
    { name: "status with unicode", query: `?status=${enc("pénding")}`, field: "status", error: status },
    { name: "status empty", query: "?status=", field: "status", error: status },
    { name: "status with a trailing space", query: "?status=pending%20", field: "status", error: status },
    {
      name: "status a script",
      query: `?status=${enc("<script>alert(1)</script>")}`,
      field: "status",
      error: status,
    },
    { name: "status of another table (paid)", query: "?status=paid", field: "status", error: status },
    { name: "status with a NUL", query: "?status=all%00", error: forbiddenAddressMessage },
  ]);

  it.each(cases)("$name", async (c) => {
    const before = await dealFootprint();
    await expectRefused(
      await callRoute(listRoute, `/api/partners/deals${c.query}`, { token: world.owner.token }),
      c,
      before,
    );
  });

  it.each(["%' or '1'='1", "' or partner_id like '%", "%", "_", "\\", "Seed seed-"])(
    "a search for %j that is only text finds none of another partner's deals",
    async (q) => {
      const stranger = await partnerToken();
      const result = await callRoute(listRoute, `/api/partners/deals?q=${encodeURIComponent(q)}&status=all`, {
        token: stranger.token,
      });
      expect([result.status, result.json.total, result.json.deals]).toEqual([200, 0, []]);
    },
  );
});

describe("GET /api/partners/deals/{id}: 404 for every id that is not the partner's, nothing changes", () => {
  const cases: Case[] = [
    ...idCases,
    {
      name: "another partner's deal, the query naming that partner",
      id: (w) => w.foreign.pending.id,
      query: "?partnerId=intruder&id=own",
      status: 404,
      error: M.notFound,
    },
    {
      name: "an own deal with a NUL in the query",
      id: (w) => w.own.pending.id,
      query: "?view=%00",
      status: 400,
      error: forbiddenAddressMessage,
    },
  ];

  it.each(cases)("$name", async (c) => {
    const before = await dealFootprint();
    await expectRefused(
      await send(getRoute, "GET", c.id!(world), undefined, { token: world.owner.token, query: c.query }),
      c,
      before,
    );
  });
});
