import { describe, expect, it } from "vitest";
import { newPasswordSchema } from "@/lib/validation/auth";
import { registrationPayloadSchema } from "@/lib/validation/registration-payload";
import {
  annualRevenues,
  expectedDealsOptions,
  geographicCoverageOptions,
  industryFocusOptions,
  partnershipTypes,
  registrationCompanySizes,
  registrationIndustries,
  technicalCapabilityOptions,
} from "@/lib/validation/registration-options";
import {
  emptyWizard,
  loadWizardFormSchema,
  prefill,
  stepFields,
  toPayload,
  type WizardForm,
} from "./wizard-form";

/** One step's messages (0-3) from the form's schema, keyed by dotted path, as the wizard shows them. */
async function validateStep(step: number, form: WizardForm): Promise<Record<string, string>> {
  const parsed = (await loadWizardFormSchema()).safeParse(form);
  if (parsed.success) return {};
  const fields: readonly string[] = stepFields[step]!;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    if (fields.includes(String(issue.path[0]))) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

/** The API payload the wizard sends for a form whose every step passed. */
async function buildPayload(form: WizardForm, link: { approvalToken?: string; invitationToken?: string }) {
  return toPayload((await loadWizardFormSchema()).parse(form), form, link);
}

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

describe("the wizard's registration", () => {
  const filled = (): WizardForm => ({
    ...emptyWizard,
    companyName: "Northwind Advisory",
    website: "https://northwind.example",
    industry: registrationIndustries[0],
    companySize: registrationCompanySizes[0],
    annualRevenue: annualRevenues[0],
    gstTaxId: "GST-42",
    primaryContact: {
      name: "Nora Lee",
      title: "Partner Lead",
      email: "nora@northwind.example",
      phone: "+1 555 0100",
      linkedinUrl: "",
      password: "Northwind-2025!",
      confirmPassword: "Northwind-2025!",
    },
    partnershipType: partnershipTypes[0],
    geographicCoverage: [geographicCoverageOptions[0]],
    industryFocus: [industryFocusOptions[0]],
    expectedDeals: expectedDealsOptions[0],
    currentClients: ["Contoso", ""],
    hasSecondaryContact: true,
    secondaryContact: { name: "", title: "", email: "", phone: "", linkedinUrl: "" },
    technicalCapabilities: [technicalCapabilityOptions[0]],
    teamStrength: { finance: "2", technical: "3", sales: "0" },
    partnerOnboardingTermsAccepted: true,
  });

  it("passes every step and is what the route's schema accepts, with the same keys", async () => {
    const form = filled();
    for (const step of [0, 1, 2, 3]) expect(await validateStep(step, form)).toEqual({});
    const payload = await buildPayload(form, { approvalToken: "claim-token" });
    const parsed = registrationPayloadSchema.safeParse(payload);
    expect(parsed.success).toBe(true);
    expect(payload).toMatchObject({
      gstTaxId: "GST-42",
      primaryContact: { name: "Nora Lee", linkedinUrl: "" },
      teamStrength: { finance: 2, technical: 3, sales: 0 },
      currentClients: ["Contoso"],
      approvalToken: "claim-token",
    });
  });

  it("sends the secondary contact only when it has a name", async () => {
    const form = filled();
    expect((await buildPayload(form, {})).secondaryContact).toBeNull();
    form.secondaryContact = { ...form.secondaryContact, name: "Sam Ortiz", email: "sam@northwind.example" };
    expect((await buildPayload(form, {})).secondaryContact).toMatchObject({
      name: "Sam Ortiz",
      email: "sam@northwind.example",
    });
  });

  it("names a step's fields by the registration's keys", async () => {
    const form = filled();
    form.teamStrength = { ...form.teamStrength, technical: "" };
    form.secondaryContact = { ...form.secondaryContact, email: "not-an-address" };
    expect(Object.keys(await validateStep(2, form))).toEqual(["teamStrength.technical"]);
    expect(Object.keys(await validateStep(1, form))).toEqual(["secondaryContact.email"]);
  });
});
