import "server-only";
import type { Kysely } from "kysely";
import { minorFromDb, toMajor, toMajorText } from "@/lib/money";
import { commissionStatusLabel, type CommissionStatus } from "@/lib/validation/commission-options";
import { getDb, type Database } from "@/lib/server/db";
import { matchesText } from "@/lib/server/db/pagination";
import { csvRows, csvStart } from "@/lib/server/csv";

// Commissions as CSV, written by the shared CSV writer (quoted, formula-safe cells) and
// streamed a page at a time.

// For people: the portal's status labels, dates as YYYY-MM-DD, amounts in the currency's
// own decimals (exact text from the stored minor units), and the currency beside them.
const header = [
  "Commission ID",
  "Partner",
  "Deal",
  "Amount",
  "Currency",
  "Rate (%)",
  "Status",
  "Created",
  "Paid On",
  "Payout Reference",
];
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);
// A reversing line's negative amount goes as a number: the writer would guard "-100.00" as
// text against formulas, and a spreadsheet must read it as minus one hundred.
const amountCell = (minor: number, currency: string) =>
  minor < 0 ? toMajor(minor, currency) : toMajorText(minor, currency);

export interface CommissionExportFilter {
  partnerId?: string;
  status?: CommissionStatus;
  q?: string;
}

const PAGE = 500;

function filtered(db: Kysely<Database>, filter: CommissionExportFilter) {
  let query = db
    .selectFrom("commissions")
    .innerJoin("partners", "partners.id", "commissions.partner_id")
    .leftJoin("deals", "deals.id", "commissions.deal_id")
    .where("commissions.kind", "=", "commission");
  if (filter.partnerId) query = query.where("commissions.partner_id", "=", filter.partnerId);
  if (filter.status) query = query.where("commissions.status", "=", filter.status);
  if (filter.q)
    query = query.where(
      matchesText(
        ["deals.customer_name", "partners.company_name", "commissions.payment_reference"],
        filter.q,
      ),
    );
  return query;
}

/** Every matching commission, oldest first, as a CSV stream (keyset pages, so memory stays flat). */
export function commissionsCsvStream(filter: CommissionExportFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: { created: string; id: string } | null = null;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvStart(header)));
        return;
      }
      const db = await getDb();
      let query = filtered(db, filter)
        .select([
          "commissions.id",
          "partners.company_name",
          "deals.customer_name",
          "commissions.amount_minor",
          "commissions.currency",
          "commissions.rate",
          "commissions.status",
          "commissions.created_at",
          "commissions.payout_date",
          "commissions.payment_reference",
        ])
        .orderBy("commissions.created_at", "asc")
        .orderBy("commissions.id", "asc")
        .limit(PAGE);
      const cursor = after;
      if (cursor)
        query = query.where((eb) =>
          eb.or([
            eb("commissions.created_at", ">", cursor.created),
            eb.and([eb("commissions.created_at", "=", cursor.created), eb("commissions.id", ">", cursor.id)]),
          ]),
        );
      const rows = await query.execute();
      if (rows.length > 0) {
        controller.enqueue(
          encoder.encode(
            csvRows(
              rows.map((r) => [
                r.id,
                r.company_name,
                r.customer_name ?? "Unknown Deal",
                amountCell(minorFromDb(r.amount_minor), r.currency),
                r.currency,
                Number(r.rate),
                commissionStatusLabel(r.status),
                day(r.created_at),
                day(r.payout_date),
                r.payment_reference,
              ]),
            ),
          ),
        );
        const last = rows[rows.length - 1]!;
        after = { created: last.created_at, id: last.id };
      }
      if (rows.length < PAGE) controller.close();
    },
  });
}

export function csvDownload(stream: ReadableStream<Uint8Array>, name: string): Response {
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
