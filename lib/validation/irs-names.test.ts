import { describe, expect, it } from "vitest";
import { irsName, isIrsName } from "./irs-names";

describe("names for IRS name fields", () => {
  it("upper-cases a Latin name and drops the punctuation the IRS does not take", () => {
    expect(irsName("Contoso, Inc.")).toBe("CONTOSO INC");
    expect(irsName("O’Brien & Sons")).toBe("O'BRIEN & SONS");
    expect(irsName("Smith–Jones (US) #2")).toBe("SMITH-JONES (US) #2");
    expect(irsName("  Ada   Lovelace ")).toBe("ADA LOVELACE");
  });

  it("has no IRS form of a name with letters outside A to Z, or with nothing left", () => {
    for (const name of [
      "Ærøskøbing Services",
      "Zoë Ångström",
      "محمد الأحمد",
      "王小明",
      "Дмитрий",
      "١٢٣",
      "...",
    ])
      expect(isIrsName(name), name).toBe(false);
  });
});
