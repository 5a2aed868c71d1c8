// Payout details for tests (imported by *.test.ts only): a partner ready to be paid has a
// payout method and a tax form on file, written sealed as the services write them.
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/server/db";
import { sealText } from "@/lib/server/security/seal";

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
