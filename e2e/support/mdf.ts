import { postAsAdmin } from "./admin-api";
import { createActivePartner } from "./partners";

// Market development funds in browser specs: a partner with a budget for the quarter under way,
// and a small valid PDF to attach as a plan or a proof.

/** The quarter under way (UTC), as the budget names it: "2026-Q4". */
export function currentQuarter(): string {
  const now = new Date();
  return `${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`;
}

/** A minimal PDF; `marker` makes two files' bytes differ. */
export function pdfBytes(marker = ""): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n${marker ? `% ${marker}\n` : ""}%%EOF\n`,
  );
}

/** An active partner whose budget for the quarter under way the team set to `amountMinor`. */
export async function partnerWithMdfBudget(prefix: string, amountMinor = 500_000) {
  const partner = await createActivePartner(prefix);
  await postAsAdmin(partner.admin, `/api/admin/mdf/budgets/${partner.partnerId}`, {
    quarter: currentQuarter(),
    kind: "override",
    amountMinor,
    reason: "Launch partner",
  });
  return partner;
}
