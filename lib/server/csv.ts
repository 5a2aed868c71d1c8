import "server-only";

// The one CSV writer of every export (RFC 4180, CRLF record ends), made safe to open in a
// spreadsheet.
//
// Quoting: a cell holding a comma, a quote, or a carriage return or line feed on its own is
// quoted, so a lone "\n" inside a name can never end the record and forge a row.
//
// Formulas: a spreadsheet runs a cell (or, once it splits a quoted cell at its line breaks,
// each line of it) that starts with =, +, -, @, tab or carriage return. Each such start gets
// a leading apostrophe, as OWASP's CSV-injection advice recommends; a phone number like
// "+1 555" therefore shows as '+1 555, the price of never running someone's formula. Numbers
// the application computes (amounts, rates) are written as they are: a negative amount is a
// number, not a formula.
//
// Every file starts with a UTF-8 byte-order mark, so spreadsheet programs read `Łódź` as
// written rather than in the system's legacy code page: exports write a whole file with
// csvFile, or a streamed one's first chunk with csvStart.

export type CsvValue = string | number | null | undefined;

/** A formula start at the beginning of the text or of any line inside it. */
const FORMULA_START = /(?<=^|[\r\n])(?=[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[",\r\n]/;

/** `text` with an apostrophe before every line start a spreadsheet would read as a formula. */
export function neutraliseFormulas(text: string): string {
  return text.replace(FORMULA_START, "'");
}

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = neutraliseFormulas(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

export function csvRows(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map(csvRow).join("");
}

/** The byte-order mark every CSV file starts with. */
export const CSV_BOM = "\uFEFF";

/** A whole CSV file: the byte-order mark, then the rows. */
export function csvFile(rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvRows(rows);
}

/** A streamed CSV file's first chunk: the byte-order mark and the header row. */
export function csvStart(header: readonly CsvValue[]): string {
  return CSV_BOM + csvRow(header);
}
