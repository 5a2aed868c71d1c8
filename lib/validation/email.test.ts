import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { invitationSchema } from "./admin";
import { forgotPasswordSchema, loginSchema, sendOtpSchema, verifyOtpSchema } from "./auth";
import { claimFormSchema } from "./claim";
import { contactEnquirySchema } from "./contact";
import { isEmailAddress } from "./email";
import { dealInputSchema, referralInputSchema } from "./partner-data";
import { registrationPayloadSchema } from "./registration-payload";
import { wizardStep1Schema, wizardStep2Schema } from "./registration-wizard";

const refused = [
  "<svg/onload=alert(1)>@x.co",
  "a\u0000b@x.co",
  "a\u0007b@x.co",
  "a\tb@x.co",
  "a\nb@x.co",
  "Name <name@x.co>",
  "<name@x.co>",
  '"name"@x.co',
  '"a b"@x.co',
  "a b@x.co",
  "a@x.co, b@y.co",
  "a@x.co;b@y.co",
  "a\u200b@x.co",
  "jos\u00e9@x.co",
  "a@localhost",
  "a@x",
  "a@x.",
  "a@.x.co",
  "a@x..co",
  "a@-x.co",
  "a..b@x.co",
  ".a@x.co",
  "a.@x.co",
  "@x.co",
  "a@",
  "a@@x.co",
  "a@b@x.co",
  `${"a".repeat(65)}@x.co`,
  `a@${"b".repeat(250)}.co`,
];
const accepted = [
  "a@x.co",
  "first.last@example.com",
  "o'brien+news@sub.example.co.uk",
  "A_B-C@Example.ORG",
  `${"a".repeat(64)}@x.co`,
];

describe("isEmailAddress", () => {
  it.each(refused)("refuses %j", (value) => expect(isEmailAddress(value)).toBe(false));
  it.each(accepted)("accepts %j", (value) => expect(isEmailAddress(value)).toBe(true));
});

// Every email field of every schema, with a valid rest of the value and the field's own message.
const registration = {
  companyName: "Acme",
  website: "https://acme.example",
  industry: "Technology",
  companySize: "11-50",
  annualRevenue: "$1M - $5M",
  primaryContact: {
    name: "Ada Lovelace",
    title: "CEO",
    email: "ada@acme.example",
    phone: "+1 555 0100",
    password: "Passw0rd!",
    confirmPassword: "Passw0rd!",
  },
  secondaryContact: { name: "Bob", email: "" },
  partnershipType: "referral",
  geographicCoverage: ["Europe"],
  industryFocus: ["Technology"],
  expectedDeals: "1-2",
  technicalCapabilities: ["Cloud Solutions"],
  teamStrength: { finance: 1, technical: 1, sales: 1 },
  partnerOnboardingTermsAccepted: true,
};
// The wizard's first step: the same keys as the registration.
const wizard = {
  ...registration,
  gstTaxId: "",
  primaryContact: { ...registration.primaryContact, linkedinUrl: "" },
};
const step2 = {
  partnershipType: "referral",
  geographicCoverage: ["Europe"],
  industryFocus: ["Technology"],
  expectedDeals: "1-2",
  currentClients: [],
  secondaryContact: { email: "" },
};
const claim = {
  firstName: "Ada",
  lastName: "Lovelace",
  companyName: "Acme",
  companyEmail: "ada@acme.example",
  website: "acme.example",
  companySize: "11-50",
  industry: "finance",
  country: "US",
  whyJoin: "We implement finance systems for clients.",
};

type Field = [
  name: string,
  schema: z.ZodType,
  value: Record<string, unknown>,
  path: string[],
  message: string,
];
const fields: Field[] = [
  [
    "login",
    loginSchema,
    { email: "a@x.co", password: "secret" },
    ["email"],
    "Invalid email or password. Please try again.",
  ],
  [
    "send-otp",
    sendOtpSchema,
    { email: "a@x.co", purpose: "email_verification" },
    ["email"],
    "Please enter a valid email address",
  ],
  [
    "verify-otp",
    verifyOtpSchema,
    { email: "a@x.co", otp: "123456", purpose: "email_verification" },
    ["email"],
    "Please enter a valid email address",
  ],
  [
    "forgot-password",
    forgotPasswordSchema,
    { email: "a@x.co" },
    ["email"],
    "Please enter a valid email address.",
  ],
  ["claim", claimFormSchema, claim, ["companyEmail"], "Please enter a valid email address"],
  [
    "registration primary",
    registrationPayloadSchema,
    registration,
    ["primaryContact", "email"],
    "Please enter a valid email address",
  ],
  [
    "registration secondary",
    registrationPayloadSchema,
    registration,
    ["secondaryContact", "email"],
    "Please enter a valid email address",
  ],
  [
    "wizard step 1",
    wizardStep1Schema,
    wizard,
    ["primaryContact", "email"],
    "Please enter a valid email address",
  ],
  [
    "wizard step 2",
    wizardStep2Schema,
    step2,
    ["secondaryContact", "email"],
    "Please enter a valid email address",
  ],
  [
    "invitation",
    invitationSchema,
    { email: "a@x.co", companyName: "Acme" },
    ["email"],
    "Please enter a valid email address",
  ],
  [
    "contact",
    contactEnquirySchema,
    { fullName: "Ada", email: "a@x.co" },
    ["email"],
    "Please enter a valid email address.",
  ],
  [
    "deal decision maker",
    dealInputSchema,
    { customerName: "Acme", dealSize: 1, decisionMaker: { name: "Ada", email: "a@x.co" } },
    ["decisionMaker", "email"],
    "Please enter a valid email address",
  ],
  [
    "referral",
    referralInputSchema,
    { company: "Acme", contact: "Ada", email: "a@x.co", expectedValue: 1 },
    ["email"],
    "Please enter a valid email address",
  ],
];

function withValue(value: Record<string, unknown>, path: string[], email: string): Record<string, unknown> {
  const [head, ...rest] = path;
  return {
    ...value,
    [head!]: rest.length ? withValue(value[head!] as Record<string, unknown>, rest, email) : email,
  };
}

describe.each(fields)("the %s email field", (_name, schema, value, path, message) => {
  it("accepts a plain address", () => {
    expect(schema.safeParse(withValue(value, path, " Ada.Lovelace@Acme.example ")).success).toBe(true);
  });

  it.each([
    "<svg/onload=alert(1)>@x.co",
    "a\u0000b@x.co",
    "Name <name@x.co>",
    "a@x",
    `${"a".repeat(65)}@x.co`,
  ])("refuses %j with its message", (email) => {
    const result = schema.safeParse(withValue(value, path, email));
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((found) => found.path.join(".") === path.join("."));
    expect(issue?.message).toBe(message);
  });
});
