import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the bench, without type declarations.
import { budgetRows } from "./budgets.mjs";

type Row = { route: string; class: string; met: boolean; maxKb: number };

describe("first-load budgets", () => {
  const bundles = {
    "/_not-found": 100,
    "/": 200,
    "/admin": 130,
    "/admin/partners/[id]": 130.1,
    "/partner-portal/dashboard/deals": 125,
    "/partner-portal/login": 115,
    "/partner-portal/claim": 115.2,
    "/contact": 131,
    "/about": 150,
  };

  it("holds the signed-in routes and the contact page to 1.30x, the public portal to 1.15x, nothing else", () => {
    const rows = budgetRows(bundles) as Row[];
    expect(rows.map((row) => [row.route, row.class, row.maxKb, row.met])).toEqual([
      ["/admin", "signed-in", 130, true],
      ["/admin/partners/[id]", "signed-in", 130, false],
      ["/contact", "contact page", 130, false],
      ["/partner-portal/claim", "public portal", 115, false],
      ["/partner-portal/dashboard/deals", "signed-in", 130, true],
      ["/partner-portal/login", "public portal", 115, true],
    ]);
  });

  it("cannot judge without the empty page", () => {
    expect(() => budgetRows({ "/admin": 1 })).toThrow("/_not-found");
  });
});
