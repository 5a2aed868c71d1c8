import { describe, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { PATCH as patchRoute } from "@/app/api/partners/deals/[id]/route";
import { textMessages } from "@/lib/validation/text";
import { dealMessages as M } from "@/lib/validation/deals";
import { dealBody, dealFootprint, inDays } from "@/test/support/deals";
import {
  long,
  notAnObject,
  unknownKey,
  notJson,
  emptyBody,
  notJsonType,
  tooLarge,
  RawBody,
  Seeded,
  World,
  world,
  Case,
  send,
  expectRefused,
  idCases,
  withId,
  badRequests,
  preparePartnerDeals,
} from "@/test/support/partner-deal-refusals";

// Bad input on a partner's deal edit: a 4xx with the field's, 404 or 409 message, and the deal
// unchanged: no new history entry, no new email.

freshTestDatabase();
preparePartnerDeals();

describe("PATCH /api/partners/deals/{id}: 4xx with the field's, 404 or 409 message, the deal unchanged", () => {
  // The usual target: the owner's pending deal, its own website kept.
  const edit = (overrides: Record<string, unknown> = {}) => ({ __edit: overrides });
  const cases = badRequests([
    { name: "no body fields", body: {}, field: "customerName", error: M.customerName },
    { name: "array body", body: [], field: "body", error: notAnObject("array") },
    { name: "null body", body: null, field: "body", error: notAnObject("null") },
    { name: "string body", body: "customerName=Contoso", field: "body", error: notAnObject("string") },
    { name: "not JSON", body: new RawBody("{customerName: 'Contoso'"), error: notJson },
    { name: "empty body", body: new RawBody(""), error: emptyBody },
    {
      name: "a form instead of JSON",
      body: new RawBody("customerName=Contoso", "application/x-www-form-urlencoded"),
      error: notJsonType,
      status: 415,
    },
    { name: "a body over 32 KB", body: edit({ notes: long(40_000) }), error: tooLarge, status: 413 },
    {
      name: "customer name empty",
      body: edit({ customerName: "" }),
      field: "customerName",
      error: M.customerName,
    },
    {
      name: "customer name too long",
      body: edit({ customerName: long(201) }),
      field: "customerName",
      error: M.customerName,
    },
    {
      name: "customer name an operator object",
      body: edit({ customerName: { $ne: null } }),
      field: "customerName",
      error: M.customerName,
    },
    {
      name: "customer name with a NUL",
      body: edit({ customerName: "Con\u0000toso" }),
      field: "customerName",
      error: textMessages.singleLine,
    },
    {
      name: "customer name with a line feed",
      body: edit({ customerName: "Contoso\nBcc: victim@evil.test" }),
      field: "customerName",
      error: textMessages.singleLine,
    },
    {
      name: "website with SQL",
      body: edit({ customerWebsite: "x.example'; drop table deals;--" }),
      field: "customerWebsite",
      error: M.customerWebsite,
    },
    {
      name: "website unicode spoof",
      body: edit({ customerWebsite: "cоntoso.example" }),
      field: "customerWebsite",
      error: M.customerWebsite,
    },
    {
      name: "website over 253 characters",
      body: edit({
        customerWebsite: `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.example`,
      }),
      field: "customerWebsite",
      error: M.customerWebsite,
    },
    {
      name: "website with a port no URL can have",
      body: edit({ customerWebsite: "contoso.example:65536" }),
      field: "customerWebsite",
      error: M.customerWebsite,
    },
    {
      name: "contact email with a header injection",
      body: edit({ contactEmail: "carla@contoso.example\r\nBcc: all@contoso.example" }),
      field: "contactEmail",
      error: M.contactEmail,
    },
    {
      name: "decision maker a string",
      body: edit({ decisionMaker: "Dana CFO" }),
      field: "decisionMaker",
      error: M.decisionMakerName,
    },
    {
      name: "decision maker's name empty",
      body: edit({ decisionMaker: { name: "", email: "dana@contoso.example" } }),
      field: "decisionMaker.name",
      error: M.decisionMakerName,
    },
    { name: "deal size a string", body: edit({ dealSize: "5000" }), field: "dealSize", error: M.dealSize },
    { name: "deal size a boolean", body: edit({ dealSize: true }), field: "dealSize", error: M.dealSize },
    {
      name: "deal size infinite (1e999)",
      body: edit({ dealSize: "1e999" }),
      field: "dealSize",
      error: M.dealSize,
    },
    {
      name: "close date yesterday",
      body: edit({ expectedCloseDate: inDays(-1) }),
      field: "expectedCloseDate",
      error: M.expectedCloseDate,
    },
    {
      name: "close date beyond 2 years",
      body: edit({ expectedCloseDate: inDays(800) }),
      field: "expectedCloseDate",
      error: M.expectedCloseDate,
    },
    {
      name: "close date with a time",
      body: edit({ expectedCloseDate: "2030-01-01T00:00:00Z" }),
      field: "expectedCloseDate",
      error: M.expectedCloseDate,
    },
    {
      name: "products duplicated",
      body: edit({ products: ["accounts-payable", "accounts-payable"] }),
      field: "products",
      error: M.products,
    },
    { name: "products empty", body: edit({ products: [] }), field: "products", error: M.products },
    { name: "notes too long", body: edit({ notes: long(2001) }), field: "notes", error: M.notes },
    { name: "notes a number", body: edit({ notes: 42 }), field: "notes", error: M.notes },
    {
      name: "unknown field (status)",
      body: edit({ status: "approved" }),
      field: "body",
      error: unknownKey("status"),
    },
    {
      name: "unknown field (partnerId)",
      body: edit({ partnerId: "someone-else" }),
      field: "body",
      error: unknownKey("partnerId"),
    },
    {
      name: "unknown field (protectionExpires)",
      body: edit({ protectionExpires: "2099-12-31" }),
      field: "body",
      error: unknownKey("protectionExpires"),
    },
    {
      name: "the website of another partner's deal",
      body: edit({ customerWebsite: "@foreign.pending" }),
      status: 409,
      error: M.otherPartner,
    },
    {
      name: "the website of the partner's own approved deal",
      body: edit({ customerWebsite: "@own.approved" }),
      status: 409,
      error: M.ownDuplicate,
    },
    ...(
      ["approved", "inWindow", "expired", "withdrawn", "rejected", "closed_won", "closed_lost"] as const
    ).map((state) => ({
      name: `an edit of a ${state} deal`,
      id: (w: World) => w.own[state].id,
      body: edit(),
      status: 409,
      error: M.notEditable,
    })),
    ...withId(idCases, edit()),
  ]);

  /** The case's body: an edit of the target keeps its website unless told, "@own.approved" names a seeded deal's. */
  function bodyOf(c: Case, target: Seeded): unknown {
    const overrides = (c.body as { __edit?: Record<string, unknown> } | null)?.__edit;
    if (!overrides) return c.body;
    const website = overrides.customerWebsite;
    const named = typeof website === "string" && website.startsWith("@") ? website.slice(1).split(".") : null;
    const seeded = named
      ? (world[named[0] as "own" | "foreign"] as Record<string, Seeded>)[named[1]!]!.website
      : undefined;
    const body = dealBody({
      customerWebsite: target.website,
      ...overrides,
      ...(seeded ? { customerWebsite: seeded } : {}),
    });
    return overrides.dealSize === "1e999"
      ? new RawBody(JSON.stringify({ ...body, dealSize: 0 }).replace('"dealSize":0', '"dealSize":1e999'))
      : body;
  }

  it.each(cases)("$name", async (c) => {
    const id = c.id ? c.id(world) : world.own.pending.id;
    const target = Object.values(world.own).find((deal) => deal.id === id) ?? world.own.pending;
    const before = await dealFootprint();
    await expectRefused(
      await send(patchRoute, "PATCH", id, bodyOf(c, target), { token: world.owner.token }),
      c,
      before,
    );
  });
});
