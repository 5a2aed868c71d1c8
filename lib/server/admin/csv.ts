// CSV cells per RFC 4180, made safe to open in a spreadsheet: a cell that a spreadsheet
// would read as a formula (=, +, -, @, tab, carriage return first) gets a leading
// apostrophe, as OWASP's CSV-injection advice recommends. Phone numbers like "+1 555"
// therefore show as '+1 555; that is the price of never running a visitor's formula.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
