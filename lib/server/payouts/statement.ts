import "server-only";
import { countOf } from "@/lib/plural";
import { formatDay } from "@/lib/dates";
import PDFDocument from "pdfkit";
import { Refusal } from "@/lib/refusal";
import { siteConfig } from "@/lib/config/site";
import { commissionStatusLabel } from "@/lib/validation/commission-options";
import type { PayoutConversion } from "@/lib/validation/payouts";
import { formatMoney, minorFromDb } from "@/lib/money";
import { adminMessages } from "@/lib/validation/admin";
import { getDb } from "@/lib/server/db";
import { REIMBURSEMENT_LINE_LABEL, statementMessages } from "./messages";
import { parseConversions } from "./payout-gate";
import { baselineOffset, fontRuns, registerStatementFonts, type FontName } from "./statement-fonts";

// A paid payout's statement: a PDF made on the server listing the commissions (and market development
// reimbursements, named as such) the payout paid (deal, amount, rate, the dates of their statuses),
// its total, the payment reference and date, and the programme's and the partner's names. Amounts are
// the stored integers, formatted by lib/money; each line in its own currency, then each conversion to
// the payout's currency with the rate used; the total is the payout's stored total.

export { REIMBURSEMENT_LINE_LABEL };

export interface StatementLine {
  /** The deal's customer, or the reimbursement label and its activity's title. */
  deal: string;
  /** A commission's rate; null on a reimbursement (no rate applies). */
  /** In the commission's own currency (the deal's). */
  amountMinor: number;
  currency: string;
  rate: number | null;
  status: string;
  earnedOn: string;
  approvedOn: string | null;
  paidOn: string | null;
}

export interface Statement {
  payoutId: string;
  partnerName: string;
  currency: string;
  totalMinor: number;
  paymentReference: string;
  paidOn: string;
  requestedOn: string;
  lines: StatementLine[];
  /** Each source currency converted to the payout's, with the rate used. */
  conversions: PayoutConversion[];
}

/** The statement's facts; `partnerId` limits it to that partner's payouts (another's is a 404). */
export async function loadStatement(payoutId: string, partnerId?: string): Promise<Statement> {
  const db = await getDb();
  let query = db
    .selectFrom("payout_requests")
    .innerJoin("partners", "partners.id", "payout_requests.partner_id")
    .selectAll("payout_requests")
    .select("partners.company_name")
    .where("payout_requests.id", "=", payoutId);
  if (partnerId) query = query.where("payout_requests.partner_id", "=", partnerId);
  const payout = await query.executeTakeFirst();
  if (!payout) throw new Refusal(404, adminMessages.notFound);
  if (payout.status !== "paid" || !payout.payment_reference || !payout.paid_on)
    throw new Refusal(409, statementMessages.notPaid);
  const rows = await db
    .selectFrom("commissions")
    .leftJoin("deals", "deals.id", "commissions.deal_id")
    .leftJoin("mdf_claims", "mdf_claims.id", "commissions.mdf_claim_id")
    .leftJoin("mdf_requests", "mdf_requests.id", "mdf_claims.request_id")
    .select([
      "commissions.kind",
      "mdf_requests.title as activity_title",
      "commissions.id",
      "commissions.amount_minor",
      "commissions.currency",
      "commissions.rate",
      "commissions.status",
      "commissions.created_at",
      "deals.customer_name",
    ])
    .where("commissions.payout_request_id", "=", payoutId)
    .orderBy("commissions.created_at", "asc")
    .orderBy("commissions.id", "asc")
    .execute();
  const events =
    rows.length === 0
      ? []
      : await db
          .selectFrom("commission_events")
          .select(["commission_id", "to_status", "created_at"])
          .where(
            "commission_id",
            "in",
            rows.map((row) => row.id),
          )
          .execute();
  const dateOf = (id: string, status: string) =>
    events
      .find((event) => event.commission_id === id && event.to_status === status)
      ?.created_at.slice(0, 10) ?? null;
  return {
    payoutId,
    partnerName: payout.company_name,
    currency: payout.currency,
    totalMinor: minorFromDb(payout.amount_minor),
    paymentReference: payout.payment_reference,
    paidOn: payout.paid_on,
    requestedOn: payout.created_at.slice(0, 10),
    lines: rows.map((row) => ({
      deal:
        row.kind === "mdf_reimbursement"
          ? `${REIMBURSEMENT_LINE_LABEL}${row.activity_title ? `: ${row.activity_title}` : ""}`
          : (row.customer_name ?? "Unknown Deal"),
      amountMinor: minorFromDb(row.amount_minor),
      currency: row.currency,
      rate: row.kind === "mdf_reimbursement" ? null : Number(row.rate),
      status: commissionStatusLabel(row.status),
      earnedOn: row.created_at.slice(0, 10),
      approvedOn: dateOf(row.id, "approved"),
      paidOn: payout.paid_on,
    })),
    conversions: parseConversions(payout.conversions).filter((line) => line.from !== line.to),
  };
}

const columns = [
  { title: "Deal", x: 50, width: 150 },
  { title: "Rate", x: 205, width: 40 },
  { title: "Earned", x: 250, width: 70 },
  { title: "Approved", x: 325, width: 70 },
  { title: "Paid", x: 400, width: 70 },
  { title: "Amount", x: 470, width: 75, align: "right" as const },
];

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Writes `value` at `size` in the embedded family, switching font where the script changes
 * (Latin, Greek and Cyrillic; CJK; Korean; Arabic; Hebrew; Devanagari; Thai) as one continued
 * text, so it wraps and aligns as one. The runs come in visual order (Arabic and Hebrew right to
 * left); each is shaped whole (`features` set: PDFKit otherwise shapes word by word, which
 * would put RTL words in reading order left to right). Every run sits on the Latin font's
 * baseline: by default PDFKit drops each run by its own font's ascender, which lifts CJK text
 * (a smaller ascender) above the Latin beside it and lowers Arabic.
 */
function write(
  doc: Doc,
  value: string,
  options: PDFKit.Mixins.TextOptions & { size: number; bold?: boolean; x?: number; y?: number },
) {
  const { size, bold, x, y, ...textOptions } = options;
  const runs: { font: FontName; text: string }[] = fontRuns(value, bold);
  if (runs.length === 0) runs.push({ font: bold ? "bold" : "regular", text: "" });
  const shared = { features: [], baseline: -baselineOffset(size) };
  doc.fontSize(size);
  runs.forEach((run, i) => {
    doc.font(run.font);
    const continued = i < runs.length - 1;
    if (i === 0 && x !== undefined) doc.text(run.text, x, y, { ...textOptions, ...shared, continued });
    else doc.text(run.text, { ...(i === 0 ? textOptions : {}), ...shared, continued });
  });
}

/** The statement as PDF bytes, in an embedded Noto Sans family (subset) for names in any script. */
export function renderStatementPdf(statement: Statement): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    font: null as unknown as string, // no built-in Helvetica: every text is in the embedded family
    info: { Title: `Payout statement ${statement.paymentReference}`, Author: siteConfig.legalName },
  });
  registerStatementFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const money = (minor: number) => formatMoney(minor, statement.currency);
  write(doc, `${siteConfig.name} Partner Programme`, { size: 18, bold: true });
  write(doc, "Payout statement", { size: 12 });
  doc.moveDown();
  for (const [label, value] of [
    ["Partner", statement.partnerName],
    ["Payment reference", statement.paymentReference],
    ["Paid on", formatDay(statement.paidOn)],
    ["Requested on", formatDay(statement.requestedOn)],
    ["Payout", statement.payoutId],
  ])
    write(doc, `${label}: ${value}`, { size: 10 });
  doc.moveDown();
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, i) => {
      write(doc, cell, {
        size: 10,
        bold,
        x: columns[i]!.x,
        y,
        width: columns[i]!.width,
        align: columns[i]!.align ?? "left",
      });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom;
    doc.x = 50;
    doc.moveDown(0.4);
  };
  row(
    columns.map((column) => column.title),
    true,
  );
  for (const line of statement.lines) {
    if (doc.y > 760) doc.addPage();
    row([
      line.deal,
      line.rate === null ? "-" : `${line.rate}%`,
      formatDay(line.earnedOn),
      formatDay(line.approvedOn),
      formatDay(line.paidOn),
      formatMoney(line.amountMinor, line.currency),
    ]);
  }
  // Lines in another currency: their total, the rate used and its first day, the result.
  for (const conversion of statement.conversions) {
    doc.moveDown(0.3);
    write(
      doc,
      `${formatMoney(conversion.originalMinor, conversion.from)} converted at 1 ${conversion.from} = ${conversion.rate} ${conversion.to} (rate from ${formatDay(conversion.effectiveFrom)}): ${money(conversion.convertedMinor)}`,
      { size: 10, x: 50 },
    );
  }
  doc.moveDown(0.5);
  row(["Total", "", "", "", "", money(statement.totalMinor)], true);
  doc.moveDown();
  write(
    doc,
    `${countOf(statement.lines.length, "commission")}, all ${commissionStatusLabel("paid").toLowerCase()} by this payout. ${siteConfig.legalName}`,
    { size: 8, x: 50 },
  );
  doc.end();
  return done;
}

/** The statement as a PDF answer, opened in the browser with a file name to keep. */
export async function statementResponse(payoutId: string, partnerId?: string): Promise<Response> {
  const statement = await loadStatement(payoutId, partnerId);
  const pdf = await renderStatementPdf(statement);
  const name = `statement-${statement.paidOn}-${statement.paymentReference.replace(/[^A-Za-z0-9_-]/g, "_")}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${name}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
