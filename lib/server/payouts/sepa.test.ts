import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as getMethodRoute, PUT as putMethodRoute } from "@/app/api/partners/payout-method/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { isSepaText, toSepaText } from "@/lib/validation/sepa-text";
import { createTestPartner } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { buildPain001 } from "./sepa";

// SEPA files carry names and remittance text in the EPC basic Latin set only: converted when
// the file is written, a name with no Latin form refused when the payout details are saved.

freshTestDatabase();
const xsd = fs.readFileSync(
  path.join(import.meta.dirname, "../../../test/fixtures/sepa/pain.001.001.09.xsd"),
  "utf8",
);

const transfer = (creditorName: string, remittance = "Partner commissions") => ({
  endToEndId: "0f8c2a9b3d4e4f5a8b7c6d5e4f3a2b1c",
  amountMinor: 12_345,
  creditorName,
  iban: "DE89370400440532013000",
  bic: "COBADEFFXXX",
  remittance,
});

const file = (transfers: ReturnType<typeof transfer>[]) =>
  buildPain001({
    messageId: "RUN-0F8C2A9B3D4E4F5A8B7C",
    createdAt: new Date("2026-11-28T09:00:00Z"),
    executionDate: "2026-11-30",
    debtor: { name: "Finlytic AI Société & Cie", iban: "FR1420041010050500013M02606", bic: "PSSTFRPPPAR" },
    transfers,
  });

/** Every text node's characters, entities decoded: what the bank reads. */
const textNodes = (xml: string) =>
  [...xml.matchAll(/>([^<>]+)</g)]
    .map((match) => match[1]!.replaceAll("&apos;", "'").replaceAll("&amp;", "&"))
    .filter((value) => value.trim());

describe("the EPC basic Latin set", () => {
  it.each([
    ["Jörg Müller & Søn GmbH", "Jorg Muller + Son GmbH"],
    ["Straße Æble Œuvre Łódź", "Strasse AEble OEuvre Lodz"],
    ["Ångström “Quoted” — Ltd_Co; Ltd!", "Angstrom 'Quoted' - Ltd-Co, Ltd."],
    ["François Ñandú Çelik", "Francois Nandu Celik"],
    ["O'Brien (Pty) Ltd. 1/2 ?:+,-", "O'Brien (Pty) Ltd. 1/2 ?:+,-"],
    ["Ada  #  Co", "Ada Co"],
  ])("%s becomes %s", (input, output) => {
    const converted = toSepaText(input);
    expect(converted).toEqual({ text: output, unconvertible: [] });
    expect(isSepaText(converted.text)).toBe(true);
  });

  it("names letters with no Latin form", () => {
    expect(toSepaText("東京 Trading Я").unconvertible).toEqual(["東", "京", "Я"]);
  });
});

describe("the SEPA file", () => {
  it("converts names and remittance, stays valid against pain.001.001.09, holds only EPC characters", async () => {
    const xml = file([
      transfer("Jörg Müller & Søn GmbH", "Provisionen für Jörg & Søn – Q3"),
      transfer("Ørsted Æblegård ApS"),
    ]);
    expect(xml).toContain("<Cdtr><Nm>Jorg Muller + Son GmbH</Nm></Cdtr>");
    expect(xml).toContain("<Cdtr><Nm>Orsted AEblegard ApS</Nm></Cdtr>");
    expect(xml).toContain("<Ustrd>Provisionen fur Jorg + Son - Q3</Ustrd>");
    expect(xml).toContain("<Dbtr><Nm>Finlytic AI Societe + Cie</Nm></Dbtr>");
    for (const value of textNodes(xml)) expect(isSepaText(value), value).toBe(true);
    const validation = await validateXML({
      xml: [{ fileName: "payout-run.xml", contents: xml }],
      schema: [{ fileName: "pain.001.001.09.xsd", contents: xsd }],
    });
    expect(validation.errors).toEqual([]);
    expect(validation.valid).toBe(true);
  });

  it("cuts a name to 70 characters after converting it", () => {
    const xml = file([transfer(`${"ß".repeat(40)}`)]);
    expect(xml).toContain(`<Cdtr><Nm>${"s".repeat(70)}</Nm></Cdtr>`);
  });
});

describe("saving an IBAN account holder", () => {
  async function partner() {
    const account = await createTestPartner({ payoutDetails: false });
    return (await createSession(await getDb(), account.user)).token;
  }
  const iban = (accountHolder: string) => ({
    type: "bank_iban",
    accountHolder,
    iban: "DE89370400440532013000",
    bic: "COBADEFFXXX",
  });

  it("refuses a name with no Latin form, naming the characters, and keeps nothing", async () => {
    const token = await partner();
    const refused = await callRoute(putMethodRoute, "/x", {
      method: "PUT",
      token,
      body: iban("東京 Trading"),
      ip: "10.63.0.1",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toMatchObject({
      accountHolder: expect.stringMatching(/“東”, “京” have no Latin form/),
    });
    const current = await callRoute(getMethodRoute, "/x", { token });
    expect(current.json.method ?? null).toBeNull();
  });

  it("accepts a name with accents, which the file converts", async () => {
    const token = await partner();
    const saved = await callRoute(putMethodRoute, "/x", {
      method: "PUT",
      token,
      body: iban("Jörg Müller & Søn GmbH"),
      ip: "10.63.0.2",
    });
    expect(saved.status).toBe(200);
  });
});
