import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { renderStatementPdf, type Statement } from "./statement";
import { bidiLevels, fontRuns, statementFonts, type FontName } from "./statement-fonts";

// Every script a partner's or a customer's name may be written in, printed on a statement and
// read back with poppler-utils (pdftotext, pdffonts, pdftoppm), as a reader's tools would.

const names = [
  "Zoë Ångström",
  "王小明科技有限公司",
  "김민준 Holdings LLC",
  "Дмитрий Петров",
  "محمد الأحمد",
  "דוד כהן",
  "राजेश कुमार",
  "สมชาย ใจดี",
];

const SIZE = 10; // the statement's details and table, in points

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "statement-scripts-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A paid statement for the partner `name`, with one commission on a deal of that name. */
async function statementFile(name: string, index: number): Promise<string> {
  const facts: Statement = {
    payoutId: "payout-1",
    partnerName: name,
    currency: "EUR",
    totalMinor: 10_000,
    paymentReference: "SEPA-2026-12",
    paidOn: "2026-11-20",
    requestedOn: "2026-11-02",
    lines: [
      {
        deal: name,
        amountMinor: 10_000,
        currency: "EUR",
        rate: 10,
        status: "Paid",
        earnedOn: "2026-10-01",
        approvedOn: "2026-10-15",
        paidOn: "2026-11-20",
      },
    ],
    conversions: [],
  };
  const file = path.join(dir, `statement-${index}.pdf`);
  fs.writeFileSync(file, await renderStatementPdf(facts));
  return file;
}

const run = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: "utf8" });

// pdftotext marks right-to-left text with bidi embedding controls (U+202B … U+202C); they are
// not part of the name.
const withoutBidiControls = (text: string) => text.replace(/[\u202a-\u202e\u2066-\u2069]/g, "");

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** The words pdftotext finds on page 1, with their boxes in points from the page's top left. */
function words(file: string): Word[] {
  const xml = run("pdftotext", "-enc", "UTF-8", "-bbox", "-f", "1", "-l", "1", file, "-");
  return [
    ...xml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map(([, xMin, yMin, xMax, yMax, text]) => ({
    text: text!,
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
    yMax: Number(yMax),
  }));
}

/** The words on the "Partner: …" line: the label, then the name's words. */
function partnerLine(file: string): Word[] {
  const all = words(file);
  const label = all.find((word) => word.text === "Partner:")!;
  return all.filter((word) => Math.abs(word.yMin - label.yMin) < SIZE / 2 && word.xMin >= label.xMin);
}

/** The font a word of one script is drawn in (pdftotext gives RTL words in visual order). */
const fontOf = (word: string): FontName => fontRuns(word)[0]!.font;

/**
 * A word's baseline. pdftotext's box runs from the baseline less the font's ascent to the
 * baseline less its descent (both from the embedded font's descriptor, at the font size), so
 * box bottoms differ between fonts of different descent even on one baseline: take it back out.
 */
function baseline(word: Word): number {
  const font = statementFonts()[fontOf(word.text)];
  return word.yMax + (font.descent / font.unitsPerEm) * SIZE;
}

/** Page 1 rendered by pdftoppm at 72 dpi (one pixel a point), in grey levels. */
function render(file: string): { width: number; height: number; pixel(x: number, y: number): number } {
  const out = path.join(dir, path.basename(file, ".pdf"));
  execFileSync("pdftoppm", ["-r", "72", "-gray", "-f", "1", "-l", "1", "-singlefile", file, out]);
  const bytes = fs.readFileSync(`${out}.pgm`);
  // Binary PGM: "P5", width, height, maximum value, one whitespace, then a byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString("latin1"))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const data = bytes.subarray(header[0].length);
  return { width, height, pixel: (x, y) => data[y * width + x]! };
}

describe("names in every script on a statement", () => {
  it.each(names.map((name, index) => [name, index] as const))(
    "%s prints, embeds and extracts as given",
    async (name, index) => {
      const file = await statementFile(name, index);

      // The text reads back as given: the details line and the table's deal cell.
      const text = withoutBidiControls(run("pdftotext", "-enc", "UTF-8", file, "-"));
      expect(text.split("\n").map((line) => line.trim())).toContain(`Partner: ${name}`);
      const layout = withoutBidiControls(run("pdftotext", "-enc", "UTF-8", "-layout", file, "-"));
      expect(layout.split("\n").some((line) => line.trim().startsWith(`${name} `))).toBe(true);

      // Each script's font is embedded as a subset with a Unicode map.
      const fonts = run("pdffonts", file).trim().split("\n").slice(2);
      for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+Noto\S*\s.*\byes\s+yes\s+yes\b/);
      for (const { font } of fontRuns(name)) {
        const postscriptName = statementFonts()[font].postscriptName;
        expect(
          fonts.some((line) => line.startsWith(`${line.slice(0, 6)}+${postscriptName} `)),
          postscriptName,
        ).toBe(true);
      }

      // No character falls back to the font's empty glyph (.notdef, id 0, drawn as a box).
      for (const part of fontRuns(name)) {
        const glyphs = statementFonts()[part.font].layout(part.text).glyphs;
        expect(
          glyphs.map((glyph) => glyph.id),
          `${part.font}: ${part.text}`,
        ).not.toContain(0);
      }

      // Every word of the line sits on one baseline with the Latin label.
      const [label, ...nameWords] = partnerLine(file);
      expect(nameWords.length).toBeGreaterThan(0);
      for (const word of nameWords) expect(baseline(word), word.text).toBeCloseTo(baseline(label!), 1);

      // Ink where the name is drawn: at least 5% of its box is dark (Naskh's thin strokes in its
      // tall box make about 9%; an empty box 0%).
      const page = render(file);
      const box = {
        left: Math.floor(Math.min(...nameWords.map((word) => word.xMin))),
        right: Math.ceil(Math.max(...nameWords.map((word) => word.xMax))),
        top: Math.floor(Math.min(...nameWords.map((word) => word.yMin))),
        bottom: Math.ceil(Math.max(...nameWords.map((word) => word.yMax))),
      };
      let dark = 0;
      for (let y = box.top; y < box.bottom; y++)
        for (let x = box.left; x < box.right; x++) if (page.pixel(x, y) < 128) dark++;
      expect(dark / ((box.right - box.left) * (box.bottom - box.top))).toBeGreaterThan(0.05);
    },
  );
});

describe("font runs in visual order", () => {
  const runs = (text: string, bold = false) => fontRuns(text, bold).map(({ font, text }) => [font, text]);

  it("keeps a name in one run per script, its spaces with it where the font has them", () => {
    expect(runs("김민준 Holdings LLC")).toEqual([
      ["korean", "김민준 "],
      ["regular", "Holdings LLC"],
    ]);
    expect(runs("Partner: 王小明科技有限公司")).toEqual([
      ["regular", "Partner: "],
      ["cjk", "王小明科技有限公司"],
    ]);
    expect(runs("Zoë Ångström", true)).toEqual([["bold", "Zoë Ångström"]]);
  });

  it("puts Arabic and Hebrew right to left, each run still in logical order for shaping", () => {
    expect(runs("Partner: محمد الأحمد")).toEqual([
      ["regular", "Partner: "],
      ["arabic", "محمد الأحمد"],
    ]);
    // Two RTL names in a row: the later one is drawn to the left.
    expect(runs("محمد דוד")).toEqual([
      ["hebrew", "דוד"],
      ["arabic", "محمد "],
    ]);
  });

  it("keeps digits inside Arabic text left to right, and places Latin after it", () => {
    expect(runs("شركة 2000 للتجارة LLC")).toEqual([
      ["arabic", " للتجارة"],
      ["arabic", "2"],
      ["arabic", "0"],
      ["arabic", "0"],
      ["arabic", "0"],
      ["arabic", "شركة "],
      ["arabic", " "],
      ["regular", "LLC"],
    ]);
    expect(bidiLevels([..."AB 12"])).toEqual([0, 0, 0, 0, 0]);
    expect(bidiLevels([..."אב 12"])).toEqual([1, 1, 1, 2, 2]);
  });

  it("mirrors brackets around right-to-left text", () => {
    expect(runs("כהן (ישראל)")).toEqual([
      ["regular", "("],
      ["hebrew", "ישראל"],
      ["regular", ")"],
      ["hebrew", "כהן "],
    ]);
  });

  it("gives Devanagari and Thai names one run in their own fonts", () => {
    expect(runs("राजेश कुमार").map(([font]) => font)).toEqual(["devanagari"]);
    expect(runs("สมชาย ใจดี").map(([font]) => font)).toEqual(["thai"]);
  });
});
