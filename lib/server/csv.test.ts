import { describe, expect, it } from "vitest";
import { parseCsv } from "@/test/support/csv";
import { csvCell, csvFile, csvRow, csvRows, csvStart } from "./csv";

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

describe("CSV files", () => {
  it("start with a UTF-8 byte-order mark, whole or streamed", () => {
    const whole = new TextEncoder().encode(csvFile([["Partner"], ["Łódź Sp. z o.o."]]));
    expect([...whole.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(whole)).toBe("Partner\r\nŁódź Sp. z o.o.\r\n");
    const first = new TextEncoder().encode(csvStart(["Partner", "Total"]));
    expect([...first.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(first)).toBe("Partner,Total\r\n");
  });
});
