import { describe, expect, it } from "vitest";
import { taxFormMessages } from "@/lib/validation/tax-form-messages";
import { flatValues, taxFormRequest } from "./tax-form-fields";
import { taxFormFieldsSchema } from "./tax-form-schema";

describe("the Settings tax form checked with the route's schema", () => {
  it("reads the form's nested values back as flat keys", () => {
    expect(flatValues({ form: "W-9", address: { city: "Austin", line1: "" }, n: 1 })).toEqual({
      form: "W-9",
      "address.city": "Austin",
      "address.line1": "",
    });
  });

  it("builds the signed request: W-9 addresses are in the US, a W-8 carries the capacity", () => {
    const w9 = taxFormRequest({ form: "W-9", legalName: " Ada ", "signature.name": "Ada" }, "2026-01-02");
    expect(w9).toMatchObject({
      form: "W-9",
      legalName: "Ada",
      address: { country: "US" },
      signature: { name: "Ada", date: "2026-01-02" },
    });
    expect(w9.signature).not.toHaveProperty("capacity");
    const w8 = taxFormRequest({ form: "W-8BEN", "signature.capacity": "Beneficial owner" }, "2026-01-02");
    expect(w8.signature).toMatchObject({ capacity: "Beneficial owner" });
  });

  it("names each missing line at its field's path, with the server's messages", () => {
    const result = taxFormFieldsSchema.safeParse({ form: "W-9", signature: { name: "" } });
    expect(result.success).toBe(false);
    const paths = new Map(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(paths.get("legalName")).toBe(taxFormMessages.legalName);
    expect(paths.get("signature.name")).toBe(taxFormMessages.signatureName);
  });

  it("refuses a form that was not chosen", () => {
    const result = taxFormFieldsSchema.safeParse({ form: "" });
    expect(result.error?.issues[0]?.message).toBe(taxFormMessages.form);
  });
});
