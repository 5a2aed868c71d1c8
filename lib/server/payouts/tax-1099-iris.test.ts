import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { GET as irisRoute } from "@/app/api/admin/tax/1099/iris/route";
import { getDb } from "@/lib/server/db";
import { resetEnvForTests } from "@/lib/server/env";
import { tax1099Messages } from "@/lib/validation/tax-forms";
import { twoFactorAdminToken } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { filingThresholdMinor } from "./tax-1099-rules";
import { addressText, form1099IrisCsv, nameParts } from "./tax-1099-iris";
import { bankUs, paidPartner } from "@/test/support/paid-partners";

// The IRIS file: the template's columns in its order (the header the IRS publishes, kept in
// test/fixtures/iris and read with csv-parse), reportable payees only, the payer from the
// PAYER_* settings, names as IRS fields take them, full TINs for two-factor sessions only.

useTestDatabase();
const year = new Date().getUTCFullYear();
const template = parse(
  fs.readFileSync(path.join(process.cwd(), "test/fixtures/iris/1099-nec-template-header.csv"), "utf8"),
) as string[][];

const payer = {
  PAYER_NAME: "Finlytic AI, Inc.",
  PAYER_TIN: "12-3456789",
  PAYER_ADDRESS: "100 Congress Ave, Suite 400",
  PAYER_CITY: "Austin",
  PAYER_STATE: "tx",
  PAYER_POSTAL_CODE: "78701-4042",
  PAYER_PHONE: "(512) 555-0100",
};
const setPayer = (settings: Partial<typeof payer>) => {
  for (const [name, value] of Object.entries(settings)) process.env[name] = value;
  resetEnvForTests();
};

describe("GET /api/admin/tax/1099/iris", () => {
  beforeEach(() => setPayer(payer));
  afterEach(() => {
    for (const name of Object.keys(payer)) delete process.env[name];
    resetEnvForTests();
  });

  it("writes the template's columns, one row per reportable payee, with the payer and full TINs", async () => {
    const at = filingThresholdMinor(year, {})! / 100;
    const individual = await paidPartner("Arabic", at + 10, bankUs, {
      legalName: "محمد عبد الله الأحمد",
      irsName: "Mohammed Abdullah Al-Ahmad Jr",
      tin: "912-70-1234",
      address: {
        line1: "12 Schaefer Rd",
        line2: "Apt 3",
        city: "Dearborn",
        state: "MI",
        postalCode: "48126-0001",
        country: "US",
      },
    });
    const company = await paidPartner("Partnership", at * 2, bankUs, {
      legalName: "Ærøskøbing Services LLC",
      irsName: "AEROSKOBING SERVICES LLC",
      businessName: "Ærø Advisory",
      irsBusinessName: "Aero Advisory",
      taxClassification: "llc",
      llcClassification: "P",
      tin: "91-2701234",
    });
    const corporation = await paidPartner("Corporation", at * 3, bankUs, {
      taxClassification: "c_corporation",
      tin: "12-3456789",
    });
    const below = await paidPartner("Below", at - 1, bankUs, {});
    const admin = await twoFactorAdminToken();
    const answer = await callRoute(irisRoute, `/x?year=${year}`, { token: admin.token });
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get("content-disposition")).toBe(
      `attachment; filename="1099-nec-${year}-iris.csv"`,
    );
    const text = await answer.response.text();
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    expect(/^[\x20-\x7e\r\n]*$/.test(text)).toBe(true);
    const [header, ...rows] = parse(text) as string[][];
    expect(header).toEqual(template[0]);
    for (const row of rows) expect(row).toHaveLength(template[0]!.length);
    const byAccount = (partnerId: string) =>
      rows
        .map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])))
        .find((row) => row["Form Account Number"] === partnerId.replace(/-/g, "").slice(0, 20).toUpperCase());
    // Corporations and payees under the threshold are on the review list, not in the file.
    expect(rows).toHaveLength(2);
    expect(byAccount(corporation)).toBeUndefined();
    expect(byAccount(below)).toBeUndefined();
    const payerColumns = {
      "Form Type": "1099-NEC",
      "Tax Year": String(year),
      "Payer TIN Type": "EIN",
      "Payer Taxpayer ID Number": "123456789",
      "Payer Name Type": "B",
      "Payer Business or Entity Name Line 1": "FINLYTIC AI INC",
      "Payer Country": "US",
      "Payer Address Line 1": "100 CONGRESS AVE SUITE 400",
      "Payer City/Town": "AUSTIN",
      "Payer State/Province/Territory": "TX",
      "Payer ZIP/Postal Code": "787014042",
      "Payer Phone Type": "D",
      "Payer Phone": "5125550100",
    };
    expect(byAccount(individual)).toMatchObject({
      ...payerColumns,
      "Recipient TIN Type": "ITIN",
      "Recipient Taxpayer ID Number": "912701234",
      "Recipient Name Type": "I",
      "Recipient Business or Entity Name Line 1": "",
      "Recipient First Name": "MOHAMMED",
      "Recipient Middle Name": "ABDULLAH",
      "Recipient Last Name (Surname)": "AL-AHMAD",
      "Recipient Suffix": "JR",
      "Recipient Country": "US",
      "Recipient Address Line 1": "12 SCHAEFER RD",
      "Recipient Address Line 2": "APT 3",
      "Recipient City/Town": "DEARBORN",
      "Recipient State/Province/Territory": "MI",
      "Recipient ZIP/Postal Code": "481260001",
      "Box 1 - Nonemployee Compensation": (at + 10).toFixed(2),
      "Box 4 - Federal income tax withheld": "0.00",
      "2nd TIN Notice": "",
    });
    expect(byAccount(company)).toMatchObject({
      ...payerColumns,
      "Recipient TIN Type": "EIN",
      "Recipient Taxpayer ID Number": "912701234",
      "Recipient Name Type": "B",
      "Recipient Business or Entity Name Line 1": "AEROSKOBING SERVICES LLC",
      "Recipient Business or Entity Name Line 2": "AERO ADVISORY",
      "Recipient First Name": "",
      "Box 1 - Nonemployee Compensation": (at * 2).toFixed(2),
    });
    const audit = await (
      await getDb()
    )
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "tax.1099-iris")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: admin.userId, entity_id: String(year) });
    expect(answer.response.headers.get("x-iris-parts")).toBe("1");

    // The IRIS portal takes so many forms per file: a larger year comes in parts, each with the header.
    const options = { actorUserId: admin.userId, twoFactorVerified: true, formsPerFile: 1 };
    const [first, second] = await Promise.all([
      form1099IrisCsv(year, { ...options, part: 1 }),
      form1099IrisCsv(year, { ...options, part: 2 }),
    ]);
    expect([first.parts, second.parts, second.part]).toEqual([2, 2, 2]);
    const [firstHeader, ...firstRows] = parse(first.csv) as string[][];
    const [secondHeader, ...secondRows] = parse(second.csv) as string[][];
    expect([firstHeader, secondHeader]).toEqual([template[0], template[0]]);
    expect([...firstRows, ...secondRows]).toEqual(rows);
    await expect(form1099IrisCsv(year, { ...options, part: 3 })).rejects.toMatchObject({
      status: 404,
      message: tax1099Messages.irisNoSuchPart(2),
    });
  });

  it("names every payer setting still missing, and writes nothing to the audit log", async () => {
    setPayer({ PAYER_TIN: "", PAYER_PHONE: "" });
    const audited = async () =>
      (
        await (
          await getDb()
        )
          .selectFrom("audit_log")
          .select("id")
          .where("action", "=", "tax.1099-iris")
          .execute()
      ).length;
    const before = await audited();
    const admin = await twoFactorAdminToken();
    const answer = await callRoute(irisRoute, `/x?year=${year}`, { token: admin.token });
    expect(answer.status).toBe(409);
    expect(answer.json.error).toBe(tax1099Messages.irisPayerMissing(["PAYER_TIN", "PAYER_PHONE"]));
    expect(await audited()).toBe(before);
  });
});

describe("IRS name and address fields", () => {
  it("splits an individual's name into first, middle, last and suffix", () => {
    expect(nameParts("ADA LOVELACE")).toEqual({ first: "ADA", middle: "", last: "LOVELACE", suffix: "" });
    expect(nameParts("MARY ANN DE LA CRUZ")).toEqual({
      first: "MARY",
      middle: "ANN DE LA",
      last: "CRUZ",
      suffix: "",
    });
    expect(nameParts("JOHN SMITH III")).toEqual({ first: "JOHN", middle: "", last: "SMITH", suffix: "III" });
    expect(nameParts("CHER")).toEqual({ first: "", middle: "", last: "CHER", suffix: "" });
  });

  it("writes addresses in upper-case Latin letters", () => {
    expect(addressText("1 Straße des 17. Juni")).toBe("1 STRASSE DES 17. JUNI");
    expect(addressText("Ærøskøbing Vej 2, 3. sal")).toBe("AEROSKOBING VEJ 2 3. SAL");
  });
});
