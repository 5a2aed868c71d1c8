import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it } from "vitest";
import { partnerSsoFormSchema, partnerSsoSchema, ssoMessages } from "./sso";

// The owner's form holds the domains as typed; its schema answers the route's own body.

const typed = {
  issuer: " https://login.example.com ",
  clientId: "portal",
  clientSecret: "",
  domainsText: "Example.com\n@corp.example.org, ",
  requireSso: true,
};

describe("partnerSsoFormSchema", () => {
  it("turns the typed domains into the route's body, which the route's schema accepts", () => {
    const body = partnerSsoFormSchema.parse(typed);
    expect(body).toEqual({
      issuer: "https://login.example.com",
      clientId: "portal",
      clientSecret: "",
      requireSso: true,
      domains: ["example.com", "corp.example.org"],
    });
    expect(partnerSsoSchema.parse(body)).toEqual(body);
  });

  it("puts a bad domain's message on the typed text, where the form shows it", async () => {
    const result = await zodResolver(partnerSsoFormSchema)(
      { ...typed, domainsText: "example.com not_a_domain" },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      domainsText: expect.objectContaining({ message: ssoMessages.domainInvalid }),
    });
  });
});

it("names too many domains on the typed text", () => {
  const text = Array.from({ length: 21 }, (_, i) => `d${i}.example.com`).join("\n");
  const result = partnerSsoFormSchema.safeParse({ ...typed, domainsText: text });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
    ["domainsText", ssoMessages.tooManyDomains],
  ]);
});
