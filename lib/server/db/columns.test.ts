import { describe, expect, it } from "vitest";
import { toColumns } from "./columns";

describe("toColumns", () => {
  it("maps camelCase fields to snake_case columns, leaving out undefined fields and the owner", () => {
    expect(
      toColumns({
        customerName: "Contoso",
        dealSize: 0,
        protectionExpires: null,
        stage: undefined,
        partnerId: "p-1",
      }),
    ).toEqual({
      customer_name: "Contoso",
      deal_size: 0,
      protection_expires: null,
    });
  });

  it("expands a field stored in other columns, in the field's place", () => {
    const columns = toColumns(
      { title: "Intro", certificate: true, currentModule: "One" },
      { certificate: (value) => ({ certificate: value ? 1 : 0 }) },
    );
    expect(columns).toEqual({ title: "Intro", certificate: 1, current_module: "One" });
    expect(Object.keys(columns)).toEqual(["title", "certificate", "current_module"]);
  });
});
