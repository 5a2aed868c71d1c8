// Deal registration bodies for tests (imported by *.test.ts only).

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A valid POST /api/partners/deals body, with `overrides` applied. */
export function dealBody(overrides: Record<string, unknown> = {}) {
  return {
    customerName: "Contoso Ltd",
    customerWebsite: "https://www.contoso.example/about",
    contactName: "Carla Contact",
    contactEmail: "carla@contoso.example",
    contactTitle: "Controller",
    decisionMaker: { name: "Dana CFO", email: "dana@contoso.example" },
    dealSize: 120000,
    expectedCloseDate: inDays(60),
    products: ["accounts-payable"],
    notes: "Met at the CFO summit.",
    ...overrides,
  };
}
