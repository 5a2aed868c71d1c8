import { describe, expect, it } from "vitest";
import { newPasswordSchema } from "@/lib/validation/auth";
import { prefill, validateStep } from "./wizard-form";

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

describe("the wizard's password", () => {
  const withPassword = (value: string) => {
    const form = prefill({});
    return { ...form, primaryContact: { ...form.primaryContact, password: value, confirmPassword: value } };
  };

  it.each([
    ["password", "Please choose a stronger password."],
    ["abcdefghij", "Please choose a stronger password."],
    ["Ab1!", "Password must be at least 8 characters long"],
    ["", "Password is required"],
  ])("refuses %j as Change Password and reset do", async (value, message) => {
    expect((await validateStep(0, withPassword(value)))["primaryContact.password"]).toBe(message);
    expect(newPasswordSchema.safeParse(value).success).toBe(false);
  });

  it("accepts a password reset would accept", async () => {
    expect(newPasswordSchema.safeParse("Northwind-2025").success).toBe(true);
    expect(
      (await validateStep(0, withPassword("Northwind-2025")))["primaryContact.password"],
    ).toBeUndefined();
  });
});
