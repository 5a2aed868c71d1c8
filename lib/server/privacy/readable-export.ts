import "server-only";
import { strToU8, zipSync } from "fflate";
import { DEFAULT_CURRENCY, minorFromDb, toMajorText } from "@/lib/money";
import { csvRows, type CsvValue } from "@/lib/server/csv";

// What a data export becomes before it is downloaded: each row made readable (money as an
// amount in the currency's major unit beside its ISO code, JSON text as JSON), then one zip
// holding data.json (every table, with a description of each), one CSV per table and a
// README.txt that says what the files are.

export type ExportRow = Record<string, unknown>;

/** Money as the export writes it: "1250.00" (exact decimal text) and "USD". */
export interface ExportMoney {
  amount: string;
  currency: string;
}

export function exportMoney(minor: unknown, currency: unknown): ExportMoney {
  const code = typeof currency === "string" && currency ? currency : DEFAULT_CURRENCY;
  return { amount: toMajorText(minorFromDb(minor as number | string | null), code), currency: code };
}

function parseJson(text: unknown): unknown {
  if (typeof text !== "string" || !text) return text ?? null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A payout's currency conversions with each amount as money, not minor units. */
function readableConversions(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((entry: Record<string, unknown>) => ({
    from: entry.from,
    to: entry.to,
    original: exportMoney(entry.originalMinor, entry.from),
    rate: entry.rate,
    effectiveFrom: entry.effectiveFrom ?? null,
    converted: exportMoney(entry.convertedMinor, entry.to),
  }));
}

// Columns stored as JSON text, written as JSON.
const jsonColumns = new Set(["details", "profile_json", "conversions", "answers", "metadata"]);

/**
 * One row as people read it: `x_minor` (beside `currency`) becomes `x: { amount, currency }`,
 * JSON text columns become JSON (`profile_json` as `profile`), everything else as stored.
 */
export function readableRow(row: ExportRow): ExportRow {
  const out: ExportRow = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === undefined) continue;
    if (key.endsWith("_minor")) {
      out[key.slice(0, -"_minor".length)] = value === null ? null : exportMoney(value, row.currency);
    } else if (jsonColumns.has(key)) {
      const parsed = parseJson(value);
      out[key === "profile_json" ? "profile" : key] =
        key === "conversions" ? readableConversions(parsed) : parsed;
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Flattens a readable row for a spreadsheet: money as `x_amount` and `x_currency`, JSON as text. */
function flatRow(row: ExportRow): Record<string, CsvValue> {
  const out: Record<string, CsvValue> = {};
  for (const [key, value] of Object.entries(row)) {
    if (
      value &&
      typeof value === "object" &&
      !Array.isArray(value) &&
      "amount" in value &&
      "currency" in value
    ) {
      const money = value as ExportMoney;
      out[`${key}_amount`] = money.amount;
      out[`${key}_currency`] = money.currency;
    } else if (value === null || value === undefined) out[key] = null;
    else if (typeof value === "object") out[key] = JSON.stringify(value);
    else if (typeof value === "boolean") out[key] = value ? "true" : "false";
    else out[key] = value as string | number;
  }
  return out;
}

/** The rows as one CSV with a header line (the union of their columns, in first-seen order). */
export function tableCsv(rows: readonly ExportRow[]): string {
  const flat = rows.map(flatRow);
  const columns = [...new Set(flat.flatMap((row) => Object.keys(row)))];
  if (columns.length === 0) return "";
  return csvRows([columns, ...flat.map((row) => columns.map((column) => row[column] ?? null))]);
}

export interface ExportTable {
  /** The file and key name: "deals" → data.json's "deals" and deals.csv. */
  name: string;
  /** One line on what the rows are. */
  description: string;
  rows: ExportRow[];
}

export interface ExportDocument {
  format: string;
  exportedAt: string;
  /** Who and what the export is about ("Ada Lovelace's own data", "Northwind's company data"). */
  subject: string;
  tables: ExportTable[];
}

const moneyNote =
  'Money is written as { "amount": "1250.00", "currency": "USD" }: the amount is exact decimal text in the currency\'s main unit, never added across currencies. In the CSV files a money column is split into <name>_amount and <name>_currency.';

/** data.json: the format, a key to the files and every table's readable rows. */
export function exportJson(document: ExportDocument): ExportRow {
  return {
    format: document.format,
    exportedAt: document.exportedAt,
    subject: document.subject,
    about: {
      money: moneyNote,
      dates: "Dates and times are ISO 8601 in UTC.",
      tables: Object.fromEntries(document.tables.map((table) => [table.name, table.description])),
    },
    ...Object.fromEntries(document.tables.map((table) => [table.name, table.rows.map(readableRow)])),
  };
}

function readme(document: ExportDocument): string {
  return [
    document.subject,
    `Exported ${document.exportedAt} (format ${document.format}).`,
    "",
    "data.json holds everything below in one file; each CSV file holds one table.",
    moneyNote,
    "Dates and times are ISO 8601 in UTC. Payout details and tax identifiers are masked.",
    "",
    ...document.tables.map((table) => `${table.name}.csv (${table.rows.length} rows): ${table.description}`),
    "",
  ].join("\r\n");
}

/** The zip a person downloads: README.txt, data.json and one CSV per table. */
export function exportZip(document: ExportDocument): Uint8Array {
  const files: Record<string, Uint8Array> = {
    "README.txt": strToU8(readme(document)),
    "data.json": strToU8(JSON.stringify(exportJson(document), null, 2)),
  };
  for (const table of document.tables) {
    files[`${table.name}.csv`] = strToU8(tableCsv(table.rows.map(readableRow)));
  }
  return zipSync(files, { level: 6, mtime: new Date(document.exportedAt) });
}

/** The zip as a download (never cached). */
export function zipDownload(bytes: Uint8Array, fileName: string): Response {
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
