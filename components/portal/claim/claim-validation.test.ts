import { describe, expect, it } from "vitest";
import { checkClaim, emptyClaim, isBlocked, missingFieldsMessage } from "./claim-validation";

const valid = {
  ...emptyClaim,
  firstName: "Ada",
  lastName: "Lovelace",
  companyEmail: "ada@acme.example",
  companyName: "Acme Analytics",
  website: "acme.example",
  companySize: "11-50",
  industry: "finance",
  country: "UK",
  whyJoin: "We resell finance software to mid-sized firms.",
};

describe("claim validation", () => {
  it("accepts a complete claim", async () => {
    expect(isBlocked(await checkClaim(valid))).toBe(false);
  });

  it("blocks on a single error (any error blocks the claim)", async () => {
    const check = await checkClaim({ ...valid, firstName: "A" });
    expect(check.errors.firstName).toBe("First name must be at least 2 characters");
    expect(check.missing).toEqual([]);
    expect(isBlocked(check)).toBe(true);
  });

  it("lists empty required fields in page order and asks for the custom values of Other", async () => {
    const check = await checkClaim({
      ...valid,
      lastName: "",
      industry: "other",
      country: "other",
      whyJoin: "too short",
    });
    expect(check.missing).toEqual(["Last Name", "Custom Industry", "Custom Country"]);
    expect(check.errors.whyJoin).toBe("Please provide a more detailed explanation (at least 20 characters)");
    expect(check.firstError).toBe("lastName");
  });

  it("rejects a LinkedIn URL elsewhere", async () => {
    expect((await checkClaim({ ...valid, linkedinUrl: "https://example.com/ada" })).errors.linkedinUrl).toBe(
      "Please enter a valid LinkedIn URL",
    );
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
