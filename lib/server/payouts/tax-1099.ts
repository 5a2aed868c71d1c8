import "server-only";
import { Refusal } from "@/lib/refusal";
import { minorFromDb, toMajorText } from "@/lib/money";
import { tax1099Messages } from "@/lib/validation/tax-forms";
import { taxChoiceLabel } from "@/lib/validation/tax-form-options";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { csvFile } from "@/lib/server/csv";
import { recordAudit } from "@/lib/server/audit/audit";
import { maskLast4 } from "@/lib/validation/bank-accounts";
import { openTaxForm } from "./tax-forms";
import type { StoredTaxForm } from "@/lib/validation/tax-forms";
import { decide1099, filingThresholdMinor, type Decision, type PartnerYear } from "./tax-1099-rules";

// The 1099-NEC list for a payment year: every partner paid that year, with whether they get
// a 1099-NEC and why (./tax-1099-rules.ts), the current W-9's legal name, address and TIN, and
// the USD paid directly and through PayPal. Those who get one come first. The TIN is masked
// unless an admin signed in with two-factor asks for it in full; a full export is audited.

const header = [
  "Partner ID",
  "Partner",
  "1099-NEC",
  "Reason",
  "Legal Name",
  "Business Name",
  "Tax Classification",
  "TIN",
  "Address",
  "Address 2",
  "City",
  "State",
  "Postal Code",
  "Reportable (USD)",
  "Paid through PayPal (USD)",
];

async function paidInYear(year: number) {
  const db = await getDb();
  return db
    .selectFrom("payout_requests")
    .innerJoin("partners", "partners.id", "payout_requests.partner_id")
    .leftJoin("payout_methods", "payout_methods.id", "payout_requests.method_id")
    .select([
      "payout_requests.partner_id",
      "partners.company_name",
      "payout_requests.amount_minor",
      "payout_requests.reimbursement_minor",
      "payout_requests.currency",
      "payout_methods.type as method_type",
    ])
    .where("payout_requests.status", "=", "paid")
    .where("payout_requests.paid_on", ">=", `${year}-01-01`)
    .where("payout_requests.paid_on", "<=", `${year}-12-31`)
    .execute();
}

/** A partner paid in the year: what they were paid, their current tax form, and the decision. */
export interface PayeeYear {
  partnerId: string;
  name: string;
  paid: PartnerYear;
  form: StoredTaxForm | null;
  decision: Decision;
}

/**
 * Every partner paid in `year` with the 1099-NEC decision, those who get one first, then by
 * legal name (or company name). Refused while the year has no filing threshold.
 */
export async function payeesOfYear(year: number): Promise<PayeeYear[]> {
  const threshold = filingThresholdMinor(year, env().TAX_1099_THRESHOLDS);
  if (threshold === null) throw new Refusal(409, tax1099Messages.noThreshold(year));
  const db = await getDb();
  const partners = new Map<string, PartnerYear & { name: string }>();
  for (const row of await paidInYear(year)) {
    const entry = partners.get(row.partner_id) ?? {
      name: row.company_name,
      paidDirectMinor: 0,
      paidNetworkMinor: 0,
      otherCurrencies: [],
    };
    // Market development reimbursements repay expenses the partner proved with invoices (an
    // accountable arrangement): they are not nonemployee compensation and are left out.
    const amount = minorFromDb(row.amount_minor) - minorFromDb(row.reimbursement_minor);
    if (row.currency !== "USD") {
      if (!entry.otherCurrencies.includes(row.currency)) entry.otherCurrencies.push(row.currency);
    } else if (row.method_type === "paypal") entry.paidNetworkMinor += amount;
    else entry.paidDirectMinor += amount;
    partners.set(row.partner_id, entry);
  }
  const ids = [...partners.keys()];
  const forms =
    ids.length === 0
      ? []
      : await db
          .selectFrom("tax_forms")
          .selectAll()
          .where("partner_id", "in", ids)
          .where("replaced_at", "is", null)
          .execute();
  const formOf = new Map(forms.map((form) => [form.partner_id, openTaxForm(form)]));
  const payees = [...partners.entries()].map(([partnerId, { name, ...paid }]) => {
    const form = formOf.get(partnerId) ?? null;
    return { partnerId, name, paid, form, decision: decide1099(form, paid, year, threshold) };
  });
  return payees.sort(
    (a, b) =>
      Number(b.decision.included) - Number(a.decision.included) ||
      (a.form?.legalName ?? a.name).localeCompare(b.form?.legalName ?? b.name),
  );
}

export async function form1099Csv(
  year: number,
  options: { fullTin: boolean; actorUserId: string; twoFactorVerified: boolean },
): Promise<string> {
  if (options.fullTin && !options.twoFactorVerified) throw new Refusal(403, tax1099Messages.fullTinTwoFactor);
  const payees = await payeesOfYear(year);
  const rows = payees.map(({ partnerId, name, paid, form, decision }) => {
    const w9 = form?.form === "W-9" ? form : null;
    return [
      partnerId,
      name,
      decision.included ? "Yes" : "No",
      decision.reason,
      form?.legalName ?? null,
      w9?.businessName ?? null,
      w9
        ? [
            taxChoiceLabel("taxClassification", w9.taxClassification),
            taxChoiceLabel("llcClassification", w9.llcClassification),
          ]
            .filter(Boolean)
            .join(", taxed as ")
        : null,
      w9 ? (options.fullTin ? w9.tin : maskLast4(w9.tin)) : null,
      w9?.address.line1 ?? null,
      w9?.address.line2 ?? null,
      w9?.address.city ?? null,
      w9?.address.state ?? null,
      w9?.address.postalCode ?? null,
      decision.included ? toMajorText(paid.paidDirectMinor, "USD") : null,
      paid.paidNetworkMinor > 0 ? toMajorText(paid.paidNetworkMinor, "USD") : null,
    ];
  });
  if (options.fullTin)
    await recordAudit(await getDb(), {
      actorUserId: options.actorUserId,
      action: "tax.1099-full-tin",
      entityType: "tax_year",
      entityId: String(year),
      details: { partners: payees.filter((payee) => payee.decision.included).length },
    });
  return csvFile([header, ...rows]);
}
