import "server-only";
import { ApiError } from "@/lib/api/errors";
import { toMajorText, toMinor } from "@/lib/money";
import { tax1099Messages } from "@/lib/validation/tax-forms";
import { getDb } from "@/lib/server/db";
import { csvRows } from "@/lib/server/csv";
import { recordAudit } from "@/lib/server/admin/audit";
import { maskLast4 } from "@/lib/validation/bank-accounts";
import { openTaxForm } from "./tax-forms";

// The 1099-NEC list: US partners (a W-9 is their current tax form) whose payouts paid in USD
// during the year total 600 USD or more (the filing threshold), with the W-9's legal name,
// address and TIN. The TIN is masked unless an admin signed in with two-factor asks for it in
// full; a full export is audited.

export const FILING_THRESHOLD_MINOR = toMinor(600, "USD");

export async function form1099Csv(
  year: number,
  options: { fullTin: boolean; actorUserId: string; twoFactorVerified: boolean },
): Promise<string> {
  if (options.fullTin && !options.twoFactorVerified)
    throw new ApiError(403, tax1099Messages.fullTinTwoFactor);
  const db = await getDb();
  const totals = await db
    .selectFrom("payout_requests")
    .select("partner_id")
    .select((eb) => eb.fn.sum<string | number>("amount_minor").as("total"))
    .where("status", "=", "paid")
    .where("currency", "=", "USD")
    .where("paid_on", ">=", `${year}-01-01`)
    .where("paid_on", "<=", `${year}-12-31`)
    .groupBy("partner_id")
    .execute();
  const due = totals.filter((row) => Number(row.total) >= FILING_THRESHOLD_MINOR);
  const forms =
    due.length === 0
      ? []
      : await db
          .selectFrom("tax_forms")
          .selectAll()
          .where(
            "partner_id",
            "in",
            due.map((row) => row.partner_id),
          )
          .where("replaced_at", "is", null)
          .where("form", "=", "W-9")
          .execute();
  const formOf = new Map(forms.map((form) => [form.partner_id, form]));
  const header = [
    "Partner ID",
    "Legal Name",
    "Business Name",
    "TIN",
    "Address",
    "Address 2",
    "City",
    "State",
  ];
  const rows = due
    .filter((row) => formOf.has(row.partner_id))
    .map((row) => {
      const form = openTaxForm(formOf.get(row.partner_id)!);
      const w9 = form?.form === "W-9" ? form : null;
      return [
        row.partner_id,
        w9?.legalName ?? "(unreadable)",
        w9?.businessName ?? null,
        w9 ? (options.fullTin ? w9.tin : maskLast4(w9.tin)) : null,
        w9?.address.line1 ?? null,
        w9?.address.line2 ?? null,
        w9?.address.city ?? null,
        w9?.address.state ?? null,
        w9?.address.postalCode ?? null,
        toMajorText(Number(row.total), "USD"),
      ];
    })
    .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  if (options.fullTin)
    await recordAudit(db, {
      actorUserId: options.actorUserId,
      action: "tax.1099-full-tin",
      entityType: "tax_year",
      entityId: String(year),
      details: { partners: rows.length },
    });
  return csvRows([[...header, "Postal Code", "Total Paid (USD)"], ...rows]);
}
