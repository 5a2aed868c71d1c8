import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as createRoute } from "@/app/api/partners/deals/route";
import { invalidCharactersMessage } from "@/lib/validation/parse";
import { textMessages } from "@/lib/validation/text";
import { dealMessages as M } from "@/lib/validation/deals";
import { partnerToken } from "@/test/support/accounts";
import { dealBody, dealFootprint, inDays, postDeal } from "@/test/support/deals";
import {
  nextIp,
  long,
  notAnObject,
  unknownKey,
  RawBody,
  world,
  send,
  expectRefused,
  preparePartnerDeals,
} from "@/test/support/partner-deal-refusals";

// Bad input on registering a deal: a 400 with the field's own message in errors[field], and
// nothing stored; a duplicate submit names the first deal. Reads are in ./bad-input-reads.test.ts,
// edits in ./bad-input-edits.test.ts, withdrawal and extension requests in
// ./bad-input-withdrawal.test.ts, the limits and the Origin and Bearer guards in
// ./bad-input-guards.test.ts.

freshTestDatabase();
preparePartnerDeals();

describe("POST /api/partners/deals: 400 with the field's message, nothing stored", () => {
  const infinite = new RawBody(
    JSON.stringify(dealBody({ dealSize: 0 })).replace('"dealSize":0', '"dealSize":1e999'),
  );
  const cases: [string, unknown, string, string][] = [
    ["no body fields", {}, "customerName", M.customerName],
    ["array body", [], "body", notAnObject("array")],
    ["null body", null, "body", notAnObject("null")],
    ["customer name missing", dealBody({ customerName: "" }), "customerName", M.customerName],
    ["customer name blank", dealBody({ customerName: "   " }), "customerName", M.customerName],
    ["customer name too long", dealBody({ customerName: long(201) }), "customerName", M.customerName],
    ["customer name a number", dealBody({ customerName: 42 }), "customerName", M.customerName],
    [
      "customer name with a NUL",
      dealBody({ customerName: "Con\u0000toso" }),
      "customerName",
      textMessages.singleLine,
    ],
    [
      "customer name with a line break (a forged email line)",
      dealBody({ customerName: "Contoso\r\nBcc: victim@evil.test" }),
      "customerName",
      textMessages.singleLine,
    ],
    [
      "contact name with a line feed",
      dealBody({ contactName: "Carla\nBcc: victim@evil.test" }),
      "contactName",
      textMessages.singleLine,
    ],
    [
      "contact title with a carriage return",
      dealBody({ contactTitle: "CFO\rBcc: victim@evil.test" }),
      "contactTitle",
      textMessages.singleLine,
    ],
    [
      "contact name with a lone surrogate",
      dealBody({ contactName: "Carla \uD800" }),
      "contactName",
      invalidCharactersMessage,
    ],
    [
      "website not a domain",
      dealBody({ customerWebsite: "not a website" }),
      "customerWebsite",
      M.customerWebsite,
    ],
    [
      "website javascript: scheme",
      dealBody({ customerWebsite: "javascript:alert(1)" }),
      "customerWebsite",
      M.customerWebsite,
    ],
    [
      "website with SQL",
      dealBody({ customerWebsite: "x.example'; drop table deals;--" }),
      "customerWebsite",
      M.customerWebsite,
    ],
    [
      "website unicode spoof",
      dealBody({ customerWebsite: "cоntoso.example" }),
      "customerWebsite",
      M.customerWebsite,
    ],
    [
      "website with a port no URL can have",
      dealBody({ customerWebsite: "contoso.example:99999" }),
      "customerWebsite",
      M.customerWebsite,
    ],
    ["contact email invalid", dealBody({ contactEmail: "carla" }), "contactEmail", M.contactEmail],
    [
      "contact email with a header injection",
      dealBody({ contactEmail: "carla@contoso.example\r\nBcc: all@contoso.example" }),
      "contactEmail",
      M.contactEmail,
    ],
    ["contact title missing", dealBody({ contactTitle: "" }), "contactTitle", M.contactTitle],
    ["decision maker missing", dealBody({ decisionMaker: null }), "decisionMaker", M.decisionMakerName],
    [
      "decision maker email invalid",
      dealBody({ decisionMaker: { name: "D", email: "nope" } }),
      "decisionMaker.email",
      M.decisionMakerEmail,
    ],
    ["deal size zero", dealBody({ dealSize: 0 }), "dealSize", M.dealSize],
    ["deal size negative", dealBody({ dealSize: -10 }), "dealSize", M.dealSize],
    ["deal size too large", dealBody({ dealSize: 100_000_001 }), "dealSize", M.dealSize],
    ["deal size a string", dealBody({ dealSize: "120000" }), "dealSize", M.dealSize],
    ["deal size infinite (1e999)", infinite, "dealSize", M.dealSize],
    [
      "close date in the past",
      dealBody({ expectedCloseDate: inDays(-1) }),
      "expectedCloseDate",
      M.expectedCloseDate,
    ],
    [
      "close date beyond 2 years",
      dealBody({ expectedCloseDate: inDays(800) }),
      "expectedCloseDate",
      M.expectedCloseDate,
    ],
    [
      "close date not a date",
      dealBody({ expectedCloseDate: "next month" }),
      "expectedCloseDate",
      M.expectedCloseDate,
    ],
    [
      "close date impossible",
      dealBody({ expectedCloseDate: "2026-02-30" }),
      "expectedCloseDate",
      M.expectedCloseDate,
    ],
    ["products empty", dealBody({ products: [] }), "products", M.products],
    ["products unknown", dealBody({ products: ["<script>alert(1)</script>"] }), "products.0", M.products],
    [
      "products duplicated",
      dealBody({ products: ["accounts-payable", "accounts-payable"] }),
      "products",
      M.products,
    ],
    ["products not a list", dealBody({ products: "accounts-payable" }), "products", M.products],
    ["notes too long", dealBody({ notes: long(2001) }), "notes", M.notes],
    ["unknown field (status)", dealBody({ status: "approved" }), "body", unknownKey("status")],
    ["unknown field (partnerId)", dealBody({ partnerId: "someone-else" }), "body", unknownKey("partnerId")],
  ];

  it.each(cases)("%s", async (_name, body, field, message) => {
    const before = await dealFootprint();
    const result =
      body instanceof RawBody
        ? await send(createRoute, "POST", "", body, { token: world.owner.token })
        : await postDeal(world.owner.token, body, { ip: nextIp() });
    await expectRefused(result, { status: 400, error: message, field }, before);
  });

  it("a duplicate submit is 409 naming the first deal, and stores nothing more; a double click stores one deal", async () => {
    const { token } = await partnerToken();
    const body = dealBody({ customerWebsite: "double-submit.example" });
    const first = await postDeal(token, body, { ip: nextIp() });
    expect(first.status).toBe(201);
    const before = await dealFootprint();
    const again = await postDeal(token, body, { ip: nextIp() });
    expect([again.status, again.json.error, (again.json.existingDeal as { id: string }).id]).toEqual([
      409,
      M.ownDuplicate,
      (first.json.deal as { _id: string })._id,
    ]);
    expect(await dealFootprint()).toEqual(before);

    const clicks = await Promise.all(
      [1, 2].map(() =>
        postDeal(token, dealBody({ customerWebsite: "double-click.example" }), { ip: nextIp() }),
      ),
    );
    expect(clicks.map((c) => c.status).sort()).toEqual([201, 409]);
    const after = await dealFootprint();
    expect([after.deals.length, after.events, after.outbox]).toEqual([
      before.deals.length + 1,
      before.events + 1,
      before.outbox + 2,
    ]);
  });
});
