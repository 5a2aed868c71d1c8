import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { GET as adminDetailsRoute } from "@/app/api/admin/partners/[id]/payout-details/route";
import { GET as getTaxFormRoute, POST as postTaxFormRoute } from "@/app/api/partners/tax-form/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { certificationText } from "@/lib/validation/tax-form-certifications";
import { taxFormMessages as m } from "@/lib/validation/tax-forms";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { openTaxForm } from "./tax-forms";

// A signed form is stored with the certification text shown before signing and the form's
// revision; the team reads every line in words; a refusal names every failing field.

useTestDatabase();
const today = () => new Date().toISOString().slice(0, 10);

async function owner() {
  const account = await createTestPartner({ payoutDetails: false });
  return { partnerId: account.partner.id, token: (await createSession(await getDb(), account.user)).token };
}

const w8bene = {
  form: "W-8BEN-E",
  legalName: "Łódź Trading Sp. z o.o.",
  countryOfIncorporation: "PL",
  disregardedEntityName: "Łódź Payments",
  chapter3Status: "partnership",
  hybridTreatyClaim: true,
  fatcaStatus: "active_nffe",
  address: { line1: "ul. Piotrkowska 1", city: "Łódź", postalCode: "90-001", country: "PL" },
  foreignTin: "PL1234567890",
  treatyCountry: "PL",
  limitationOnBenefits: "no_lob_article",
  treatyClaim: { article: "8", ratePercent: 0, incomeType: "Business profits" },
  signature: { name: "Jan Kowalski", date: today(), capacity: "Managing director" },
};

describe("signed tax forms", () => {
  it("stores the certification and revision, and shows the team the whole form in words", async () => {
    const partner = await owner();
    const signed = await callRoute(postTaxFormRoute, "/x", {
      method: "POST",
      token: partner.token,
      body: w8bene,
      ip: "10.66.0.1",
    });
    expect(signed.status).toBe(201);
    const row = await (
      await getDb()
    )
      .selectFrom("tax_forms")
      .selectAll()
      .where("id", "=", signed.json.id as string)
      .executeTakeFirstOrThrow();
    expect(openTaxForm(row)!.signature).toEqual({
      ...w8bene.signature,
      certification: certificationText("W-8BEN-E"),
      revision: "Rev. October 2021",
    });
    // The partner's own view stays short; the team's has every line.
    expect((await callRoute(getTaxFormRoute, "/x", { token: partner.token })).json).not.toHaveProperty(
      "lines",
    );
    const admin = await adminToken();
    const details = await callRoute(adminDetailsRoute, "/x", {
      token: admin.token,
      params: { id: partner.partnerId },
    });
    const [form] = details.json.taxForms as {
      lines: [string, string][];
      certification: string;
      revision: string;
    }[];
    const lines = Object.fromEntries(form!.lines);
    expect(lines).toMatchObject({
      "Name (line 1)": "Łódź Trading Sp. z o.o.",
      "Country of incorporation (line 2)": "Poland",
      "Disregarded entity receiving the payment (line 3)": "Łódź Payments",
      "Chapter 3 status (line 4)": "Partnership",
      "Hybrid making a treaty claim": "Yes",
      "Chapter 4 (FATCA) status (line 5)": "Active NFFE",
      "Permanent residence address (line 6)": "ul. Piotrkowska 1, Łódź, 90-001, Poland",
      "Foreign tax identifying number (line 9b)": "•••• 7890",
      "Treaty country": "Poland",
      "Treaty claim": "Article 8: 0% on Business profits",
      "Limitation on benefits (line 14b)": "No LOB article in treaty",
      "Signed by": "Jan Kowalski",
      Capacity: "Managing director",
    });
    expect(form!.certification).toContain(
      "I certify that I have the capacity to sign for the entity identified on line 1",
    );
    expect(form!.revision).toBe("Rev. October 2021");
  });

  it("takes an individual's ITIN with its kind, and the name as on the IRS record", async () => {
    const partner = await owner();
    const signed = await callRoute(postTaxFormRoute, "/x", {
      method: "POST",
      token: partner.token,
      body: {
        form: "W-9",
        legalName: "محمد الأحمد",
        irsName: "Mohammed Al-Ahmad",
        taxClassification: "individual",
        address: { line1: "1 Main St", city: "Dearborn", state: "MI", postalCode: "48126", country: "US" },
        tin: "912-70-1234",
        signature: { name: "محمد الأحمد", date: today() },
      },
      ip: "10.66.0.3",
    });
    expect(signed.status).toBe(201);
    const row = await (
      await getDb()
    )
      .selectFrom("tax_forms")
      .selectAll()
      .where("id", "=", signed.json.id as string)
      .executeTakeFirstOrThrow();
    expect(openTaxForm(row)).toMatchObject({
      legalName: "محمد الأحمد",
      irsName: "Mohammed Al-Ahmad",
      tin: "912701234",
      tinType: "ITIN",
    });
    const admin = await adminToken();
    const details = await callRoute(adminDetailsRoute, "/x", {
      token: admin.token,
      params: { id: partner.partnerId },
    });
    const [form] = details.json.taxForms as { lines: [string, string][] }[];
    expect(Object.fromEntries(form!.lines)).toMatchObject({
      "Name (line 1)": "محمد الأحمد",
      "Name as on the IRS record": "Mohammed Al-Ahmad",
      "Taxpayer identification number (ITIN)": "•••• 1234",
    });
  });

  it("refuses a form naming every failing field in `errors`, and keeps nothing", async () => {
    const partner = await owner();
    const refused = await callRoute(postTaxFormRoute, "/x", {
      method: "POST",
      token: partner.token,
      body: {
        form: "W-8BEN-E",
        legalName: "Contoso Ltd",
        countryOfIncorporation: "United Kingdom",
        signature: { name: "A", date: today() },
      },
      ip: "10.66.0.2",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({
      countryOfIncorporation: m.country,
      chapter3Status: m.chapter3Status,
      fatcaStatus: m.fatcaStatus,
      address: m.address,
      "signature.capacity": m.signatureCapacity,
      foreignTin: m.foreignTinNeeded,
    });
    const current = await callRoute(getTaxFormRoute, "/x", { token: partner.token });
    expect(current.json.form ?? null).toBeNull();
  });
});
