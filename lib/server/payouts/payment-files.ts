import "server-only";
import { Refusal } from "@/lib/refusal";
import { minorFromDb, toMajorText } from "@/lib/money";
import { payoutRunMessages } from "@/lib/validation/payout-runs";
import type { PayoutMethodInput } from "@/lib/validation/payout-details";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { csvFile } from "@/lib/server/csv";
import { toSepaText } from "@/lib/validation/sepa-text";
import { openMethodDetails } from "./payout-method";
import { buildPain001 } from "./sepa";

// A payout run's payment files for the bank: EUR payouts to an IBAN go in a SEPA credit
// transfer file (pain.001.001.09); every other payout (US accounts, PayPal, other
// currencies) in a CSV with the full details the bank or the payment provider needs. Each
// payout goes to its partner's current payout method; one changed in the last 24 hours is
// held, and the file is refused until the hold ends.

interface Line {
  id: string;
  partnerName: string;
  amountMinor: number;
  currency: string;
  method: PayoutMethodInput;
}

async function runLines(runId: string, now: Date): Promise<Line[]> {
  const db = await getDb();
  const run = await db.selectFrom("payout_runs").select("id").where("id", "=", runId).executeTakeFirst();
  if (!run) throw new Refusal(404, payoutRunMessages.notFound);
  const rows = await db
    .selectFrom("payout_requests")
    .innerJoin("partners", "partners.id", "payout_requests.partner_id")
    .leftJoin("payout_methods", (join) =>
      join
        .onRef("payout_methods.partner_id", "=", "payout_requests.partner_id")
        .on("payout_methods.status", "=", "current"),
    )
    .select([
      "payout_requests.id",
      "partners.company_name",
      "payout_requests.amount_minor",
      "payout_requests.currency",
      "payout_methods.details_enc",
      "payout_methods.hold_until",
    ])
    .where("payout_requests.run_id", "=", runId)
    .orderBy("partners.company_name")
    .orderBy("payout_requests.id")
    .execute();
  return rows.map((row) => {
    const method = row.details_enc ? openMethodDetails({ details_enc: row.details_enc }) : null;
    if (!method) throw new Refusal(409, payoutRunMessages.noMethod(row.company_name));
    if (row.hold_until && row.hold_until > now.toISOString())
      throw new Refusal(409, payoutRunMessages.held(row.company_name));
    return {
      id: row.id,
      partnerName: row.company_name,
      amountMinor: minorFromDb(row.amount_minor),
      currency: row.currency,
      method,
    };
  });
}

/** The file a payout goes in: SEPA for EUR to an IBAN, CSV for the rest (null: no method). */
export function paymentFileOf(methodType: string | null, currency: string): "sepa" | "csv" | null {
  if (!methodType) return null;
  return methodType === "bank_iban" && currency === "EUR" ? "sepa" : "csv";
}

/**
 * The transfer's remittance text (at most 140 characters in RmtInf/Ustrd): it says what the
 * payout pays, commissions, market development reimbursements or both.
 */
export function remittanceOf(payoutId: string, kinds: ReadonlySet<string>): string {
  const reimbursements = kinds.has("mdf_reimbursement");
  const commissions = [...kinds].some((kind) => kind !== "mdf_reimbursement");
  const what =
    reimbursements && commissions
      ? "Partner commissions and reimbursements"
      : reimbursements
        ? "Partner reimbursements"
        : "Partner commissions";
  return `${what}, payout ${payoutId}`;
}

/** The kinds of ledger line each payout pays. */
async function lineKinds(payoutIds: string[]): Promise<Map<string, Set<string>>> {
  const kinds = new Map<string, Set<string>>();
  if (payoutIds.length === 0) return kinds;
  const db = await getDb();
  const rows = await db
    .selectFrom("commissions")
    .select(["payout_request_id", "kind"])
    .distinct()
    .where("payout_request_id", "in", payoutIds)
    .execute();
  for (const row of rows) {
    if (!row.payout_request_id) continue;
    const set = kinds.get(row.payout_request_id) ?? new Set<string>();
    set.add(row.kind);
    kinds.set(row.payout_request_id, set);
  }
  return kinds;
}

const isSepa = (line: Line) => paymentFileOf(line.method.type, line.currency) === "sepa";

export interface PaymentFile {
  body: string;
  contentType: string;
  fileName: string;
}

export async function runPaymentFile(
  runId: string,
  format: "sepa" | "csv",
  now = new Date(),
): Promise<PaymentFile> {
  const lines = await runLines(runId, now);
  const day = now.toISOString().slice(0, 10);
  if (format === "sepa") {
    const sepa = lines.filter(isSepa);
    if (sepa.length === 0) throw new Refusal(409, payoutRunMessages.noSepa);
    const kinds = await lineKinds(sepa.map((line) => line.id));
    const body = buildPain001({
      messageId: `RUN-${runId.replace(/-/g, "").slice(0, 20)}`,
      createdAt: now,
      executionDate: day,
      debtor: {
        name: env().PAYOUT_DEBTOR_NAME,
        iban: env().PAYOUT_DEBTOR_IBAN,
        bic: env().PAYOUT_DEBTOR_BIC,
      },
      transfers: sepa.map((line) => {
        const method = line.method as Extract<PayoutMethodInput, { type: "bank_iban" }>;
        if (!toSepaText(method.accountHolder).text)
          throw new Refusal(409, payoutRunMessages.noLatinName(line.partnerName));
        return {
          endToEndId: line.id.replace(/-/g, ""),
          amountMinor: line.amountMinor,
          creditorName: method.accountHolder,
          iban: method.iban,
          bic: method.bic,
          remittance: remittanceOf(line.id, kinds.get(line.id) ?? new Set()),
        };
      }),
    });
    return { body, contentType: "application/xml; charset=utf-8", fileName: `payout-run-${day}.xml` };
  }
  const rest = lines.filter((line) => !isSepa(line));
  if (rest.length === 0) throw new Refusal(409, payoutRunMessages.noCsv);
  const header = [
    "Payout ID",
    "Partner",
    "Method",
    "Account Holder",
    "IBAN or Account Number",
    "BIC or Routing Number",
    "Account Type",
    "PayPal Email",
    "Amount",
    "Currency",
  ];
  const rows = rest.map((line) => {
    const m = line.method;
    return [
      line.id,
      line.partnerName,
      m.type,
      m.type === "paypal" ? null : m.accountHolder,
      m.type === "bank_iban" ? m.iban : m.type === "bank_us" ? m.accountNumber : null,
      m.type === "bank_iban" ? m.bic : m.type === "bank_us" ? m.routingNumber : null,
      m.type === "bank_us" ? m.accountType : null,
      m.type === "paypal" ? m.email : null,
      toMajorText(line.amountMinor, line.currency),
      line.currency,
    ];
  });
  return {
    body: csvFile([header, ...rows]),
    contentType: "text/csv; charset=utf-8",
    fileName: `payout-run-${day}.csv`,
  };
}
