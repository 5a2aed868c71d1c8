import { describe, expect, it } from "vitest";
import { setColumns } from "./columns";

describe("setColumns", () => {
  it("keeps the columns an update sets, null included, and leaves out the undefined ones", () => {
    expect(
      setColumns({
        customer_name: "Contoso",
        deal_size_minor: 0,
        protection_expires: null,
        stage: undefined,
      }),
    ).toEqual({
      customer_name: "Contoso",
      deal_size_minor: 0,
      protection_expires: null,
    });
  });
});
