import { describe, expect, it } from "vitest";
import { countryName, industryLabel } from "./option-labels";

describe("countryName and industryLabel", () => {
  it("name a stored country code, and keep an applicant's own words", () => {
    expect(countryName("DE")).toBe("Germany");
    expect(countryName("UK")).toBe("United Kingdom");
    expect(countryName("NL")).toBe("Netherlands");
    expect(countryName("Portugal")).toBe("Portugal");
    expect(countryName(null)).toBe("—");
  });

  it("give an industry code the label the forms offered", () => {
    expect(industryLabel("consulting")).toBe("Consulting");
    expect(industryLabel("finance")).toBe("Finance");
    expect(industryLabel("financial services")).toBe("Financial Services");
    expect(industryLabel("Healthcare")).toBe("Healthcare");
    expect(industryLabel("Logistics")).toBe("Logistics");
    expect(industryLabel("")).toBe("—");
  });
});
