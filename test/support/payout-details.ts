// Payout details for tests (imported by *.test.ts only): a partner ready to be paid has a
// payout method and a tax form on file, written sealed as the services write them; the bodies,
// people and calls of the payout details journeys; and what the database keeps on disk.
import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { PUT as putMethodRoute } from "@/app/api/partners/payout-method/route";
import { POST as postTaxFormRoute } from "@/app/api/partners/tax-form/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { sealText } from "@/lib/server/security/seal";
import { createTestPartner } from "./accounts";
import { callRoute } from "./routes";

export async function givePayoutDetails(
  partnerId: string,
  options: { currency?: string; method?: boolean; taxForm?: boolean } = {},
): Promise<void> {
  const db = await getDb();
  const at = new Date(Date.now() - 60_000).toISOString();
  if (options.method !== false)
    await db
      .insertInto("payout_methods")
      .values({
        id: randomUUID(),
        partner_id: partnerId,
        type: "paypal",
        currency: options.currency ?? "USD",
        account_holder: null,
        masked: "p•••@example.com",
        details_enc: sealText("payout-method", JSON.stringify({ type: "paypal", email: "pay@example.com" })),
        status: "current",
        hold_until: null,
        created_by: null,
        created_at: at,
        replaced_at: null,
      })
      .execute();
  if (options.taxForm !== false)
    await db
      .insertInto("tax_forms")
      .values({
        id: randomUUID(),
        partner_id: partnerId,
        form: "W-9",
        status: "submitted",
        country: "US",
        tin_masked: "•••• 6789",
        data_enc: sealText(
          "tax-form",
          JSON.stringify({
            form: "W-9",
            legalName: "Acme Advisory LLC",
            taxClassification: "llc",
            llcClassification: "P",
            address: { line1: "1 Main St", city: "Austin", state: "TX", postalCode: "78701", country: "US" },
            tin: "123456789",
            signature: { name: "Pat Partner", date: at.slice(0, 10) },
          }),
        ),
        signature_name: "Pat Partner",
        signature_date: at.slice(0, 10),
        signed_ip: "127.0.0.1",
        signed_at: at,
        submitted_by: null,
        rejection_reason: null,
        rejected_at: null,
        rejected_by: null,
        replaced_at: null,
      })
      .execute();
}

// The payout details journeys: each call from its own client address (the endpoints are limited
// per address), the forms' bodies, a partner and a teammate signed in, and the calls.
let n = 0;
export const ip = () => `10.61.${Math.floor((n += 1) / 250)}.${n % 250}`;
export const today = () => new Date().toISOString().slice(0, 10);

export const ibanBody = {
  type: "bank_iban",
  accountHolder: "Ada Lovelace",
  iban: "DE89 3704 0044 0532 0130 00",
  bic: "COBADEFFXXX",
};
export const w8benBody = () => ({
  form: "W-8BEN",
  legalName: "Ada Lovelace",
  countryOfCitizenship: "GB",
  address: { line1: "12 St James's Square", city: "London", postalCode: "SW1Y 4LB", country: "GB" },
  foreignTin: "AB123456C",
  dateOfBirth: "1985-12-10",
  signature: { name: "Ada Lovelace", date: today(), capacity: "Beneficial owner" },
});
export const w9Body = (tin = "12-3456789") => ({
  form: "W-9",
  legalName: "Contoso Consulting LLC",
  taxClassification: "llc",
  llcClassification: "P",
  address: { line1: "1 Main St", city: "Austin", state: "TX", postalCode: "78701", country: "US" },
  tin,
  signature: { name: "Pat Partner", date: today() },
});

export async function partner(options: Parameters<typeof createTestPartner>[0] = {}) {
  const account = await createTestPartner({ payoutDetails: false, ...options });
  const session = await createSession(await getDb(), account.user);
  return { token: session.token, partnerId: account.partner.id, email: account.email };
}
export async function teammate(partnerId: string, memberRole: "finance" | "member" | "admin" | "owner") {
  const account = await createTestPartner({ memberRole, payoutDetails: false });
  await (
    await getDb()
  )
    .updateTable("users")
    .set({ partner_id: partnerId })
    .where("id", "=", account.user.id)
    .execute();
  await (await getDb()).deleteFrom("partners").where("id", "=", account.partner.id).execute();
  const session = await createSession(await getDb(), account.user);
  return { token: session.token, email: account.email };
}
export const putMethod = (token: string, body: unknown) =>
  callRoute(putMethodRoute, "/api/partners/payout-method", { method: "PUT", token, body, ip: ip() });
export const postTaxForm = (token: string, body: unknown) =>
  callRoute(postTaxFormRoute, "/api/partners/tax-form", { method: "POST", token, body, ip: ip() });

/** Every byte the SQLite database keeps on disk (file and write-ahead log). */
export async function databaseBytes(): Promise<string | null> {
  if (process.env.DATABASE_URL) return null;
  const files = await sql<{ file: string }>`pragma database_list`.execute(await getDb());
  const file = files.rows[0]!.file;
  return [file, `${file}-wal`]
    .filter((name) => fs.existsSync(name))
    .map((name) => fs.readFileSync(name).toString("latin1"))
    .join("");
}
