import { describe, expect, it } from "vitest";
import { csvCell, csvRow, csvRows } from "./csv";

/** The records a spreadsheet reads from `text`: RFC 4180 quotes, CRLF, CR or LF ends a record outside quotes. */
function parseCsv(text: string): string[][] {
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

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["-1+1", "'-1+1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\r=1", "\"'\r'=1\""],
    ["=1+1\n=2+2", "\"'=1+1\n'=2+2\""],
    ["=1+1\r=2+2", "\"'=1+1\r'=2+2\""],
    ["a\r\n+cmd", '"a\r\n\'+cmd"'],
    ["line one\nline two", '"line one\nline two"'],
    ["a\r\r=x", "\"a\r'\r'=x\""],
    [null, ""],
    [undefined, ""],
    [-12.5, "-12.5"],
    [Number.NaN, ""],
  ])("%j becomes %j", (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it("a cell with a lone CR or LF stays one cell of one record, and no line in it starts a formula", () => {
    const hostile = ["=1+1\n=2+2", "x\r=2+2", "y\r\n@A1", "\n-3", "\r\r\n\t=x"];
    for (const value of hostile) {
      const records = parseCsv(csvRows([["id", value, "end"]]));
      expect(records, JSON.stringify(value)).toHaveLength(1);
      expect(
        records[0]![1]!.split(/\r\n|\r|\n/).every((line) => !/^[=+\-@\t\r]/.test(line)),
        JSON.stringify(value),
      ).toBe(true);
      expect(records[0]![2]).toBe("end");
    }
  });

  it("rows end with CRLF", () => {
    expect(csvRow(["a", 1, null])).toBe("a,1,\r\n");
  });
});
