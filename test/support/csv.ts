// What tests read back from an export: the records a spreadsheet sees.

/** The records a spreadsheet reads from `text`: RFC 4180 quotes, CRLF, CR or LF ends a record outside quotes. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      record.push(cell);
      cell = "";
    } else if (!quoted && (char === "\r" || char === "\n")) {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      records.push([...record, cell]);
      record = [];
      cell = "";
    } else {
      cell += char;
    }
  }
  if (cell || record.length) records.push([...record, cell]);
  return records;
}
