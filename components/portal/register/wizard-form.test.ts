import { describe, expect, it } from "vitest";
import { prefill } from "./wizard-form";

describe("the wizard's pre-filled form", () => {
  it("carries a claim's custom industry into Specify Industry", () => {
    const form = prefill({
      companyName: "Harbour Re",
      industry: "Other",
      customIndustry: "Maritime insurance",
    });
    expect(form.industry).toBe("Other");
    expect(form.customIndustry).toBe("Maritime insurance");
  });

  it("leaves Specify Industry empty for a listed industry", () => {
    expect(prefill({ industry: "Retail" }).customIndustry).toBe("");
  });
});
