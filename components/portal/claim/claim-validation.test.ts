import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { claimFormSchema } from "@/lib/validation/claim";
import { missingFieldsMessage, reportClaimErrors, type ClaimValues } from "./claim-validation";

// The claim form's check as the form runs it: the route's schema through the resolver, then
// the page's report of the refused fields.

const valid: ClaimValues = {
  firstName: "Ada",
  lastName: "Lovelace",
  companyEmail: "ada@acme.example",
  companyName: "Acme Analytics",
  website: "acme.example",
  companySize: "11-50",
  industry: "finance",
  country: "UK",
  linkedinUrl: "",
  currentTechnology: "",
  whyJoin: "We resell finance software to mid-sized firms.",
  additionalInfo: "",
};

async function check(values: ClaimValues) {
  const resolve = zodResolver(claimFormSchema);
  const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return { errors: errors as FieldErrors<ClaimValues>, ...reportClaimErrors(errors, values) };
}

describe("claim validation", () => {
  it("accepts a complete claim", async () => {
    expect((await check(valid)).firstError).toBeNull();
  });

  it("blocks on a single error (any error blocks the claim)", async () => {
    const result = await check({ ...valid, firstName: "A" });
    expect(result.errors.firstName?.message).toBe("First name must be at least 2 characters");
    expect(result.missing).toEqual([]);
    expect(result.firstError).toBe("firstName");
  });

  it("lists empty required fields in page order and asks for the custom values of Other", async () => {
    const result = await check({
      ...valid,
      lastName: "",
      industry: "other",
      country: "other",
      whyJoin: "too short",
    });
    expect(result.missing).toEqual(["Last Name", "Custom Industry", "Custom Country"]);
    expect(result.errors.whyJoin?.message).toBe(
      "Please provide a more detailed explanation (at least 20 characters)",
    );
    expect(result.firstError).toBe("lastName");
  });

  it("counts a field of spaces as missing, and an unshown Specify field of Other too", async () => {
    const withoutCustom = { ...valid, companyName: " ", industry: "other" as const };
    delete withoutCustom.customIndustry;
    const result = await check(withoutCustom);
    expect(result.missing).toEqual(["Company Name", "Custom Industry"]);
    expect(result.firstError).toBe("companyName");
  });

  it("rejects a LinkedIn URL elsewhere", async () => {
    const result = await check({ ...valid, linkedinUrl: "https://example.com/ada" });
    expect(result.errors.linkedinUrl?.message).toBe("Please enter a valid LinkedIn URL");
  });

  it("words the missing-fields toast by count", () => {
    expect(missingFieldsMessage([])).toBeNull();
    expect(missingFieldsMessage(["First Name"])).toBe("Please fill in: First Name");
    expect(missingFieldsMessage(["First Name", "Last Name", "Country"])).toBe(
      "Please fill in: First Name, Last Name, Country",
    );
    expect(missingFieldsMessage(["A", "B", "C", "D"])).toBe("Please fill in 4 missing fields");
  });
});
