import "server-only";
import fs from "node:fs";
import path from "node:path";
import { create, type Font, type Glyph, type GlyphRun } from "fontkit";

// The statement's fonts: Noto Sans (Latin, Greek, Cyrillic), Noto Sans CJK for Chinese and
// Japanese, Noto Sans KR for Korean, Noto Naskh Arabic, Noto Sans Hebrew, Noto Sans Devanagari
// and Noto Sans Thai, from the @embedpdf and @fontsource font packages. PDFKit shapes text with
// fontkit (OpenType GSUB/GPOS: Arabic joining forms, Devanagari conjuncts and vowel signs, Thai
// marks) and embeds only the glyphs a statement uses (a subset) with a Unicode map, so names in
// any of these scripts print as written and stay selectable and searchable. The files are read
// from node_modules on the server only (next.config.ts traces them into the standalone build);
// nothing here reaches a browser bundle.

const fontFile = (pkg: string, folder: string, file: string) =>
  path.join(process.cwd(), "node_modules", pkg, folder, file);

export const statementFontFiles = {
  regular: fontFile("@embedpdf/fonts-latin", "fonts", "NotoSans-Regular.ttf"),
  bold: fontFile("@embedpdf/fonts-latin", "fonts", "NotoSans-Bold.ttf"),
  cjk: fontFile("@embedpdf/fonts-sc", "fonts", "NotoSansHans-Regular.otf"),
  korean: fontFile("@embedpdf/fonts-kr", "fonts", "NotoSansKR-Regular.otf"),
  arabic: fontFile("@embedpdf/fonts-arabic", "fonts", "NotoNaskhArabic-Regular.ttf"),
  hebrew: fontFile("@embedpdf/fonts-hebrew", "fonts", "NotoSansHebrew-Regular.ttf"),
  // WOFF (the package has no TTF): fontkit reads it and PDFKit embeds the subset as TrueType.
  devanagari: fontFile(
    "@fontsource/noto-sans-devanagari",
    "files",
    "noto-sans-devanagari-devanagari-400-normal.woff",
  ),
  thai: fontFile("@fontsource/noto-sans-thai", "files", "noto-sans-thai-thai-400-normal.woff"),
} as const;
export type FontName = keyof typeof statementFontFiles;

/** The fonts of scripts written right to left: their runs are shaped right to left. */
const RIGHT_TO_LEFT: ReadonlySet<FontName> = new Set(["arabic", "hebrew"]);

// Parsed once per process (the CJK file is several megabytes) and shared by every statement:
// PDFKit keeps each document's subset apart, the parsed font is only read.
let loaded: Record<FontName, Font> | undefined;

/** The statement's fonts as fontkit parses them (also what the tests lay names out with). */
export function statementFonts(): Record<FontName, Font> {
  loaded ??= Object.fromEntries(
    Object.entries(statementFontFiles).map(([name, file]) => [name, create(fs.readFileSync(file))]),
  ) as Record<FontName, Font>;
  return loaded;
}

/**
 * `font`, shaping every text right to left. fontkit returns the glyphs in visual order; text
 * extraction (pdftotext, a viewer's copy) turns an RTL line back into logical order character by
 * character, so a ligature's characters (Arabic lam-alef: ل + أ) are mapped in visual order too,
 * or they would come back swapped ("األحمد" for "الأحمد").
 */
function shapedRightToLeft(font: Font): Font {
  const layout = (text: string, features?: string[]): GlyphRun => {
    const run = font.layout(text, features, undefined, undefined, "rtl");
    const glyphs = run.glyphs.map((glyph): Glyph =>
      glyph.codePoints.length > 1
        ? Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() } })
        : glyph,
    );
    return {
      glyphs,
      positions: run.positions,
      // A getter, as fontkit's: PDFKit scales the positions to its units after layout.
      get advanceWidth() {
        return this.positions.reduce((width, position) => width + position.xAdvance, 0);
      },
      direction: "rtl",
    };
  };
  // Everything else (metrics, subsetting) is the font's own.
  return Object.create(font, { layout: { value: layout } });
}

interface FontDoc {
  // PDFKit takes a font file's bytes or, as here, a parsed font (any object with a layout()).
  registerFont(name: string, src: unknown): unknown;
}

/** Registers the family on a PDFKit document under the names of statementFontFiles. */
export function registerStatementFonts(doc: FontDoc): void {
  for (const [name, font] of Object.entries(statementFonts()))
    doc.registerFont(name, RIGHT_TO_LEFT.has(name as FontName) ? shapedRightToLeft(font) : font);
}

/** The distance from a line's top to its baseline at `size`: the Latin font's ascender. */
export function baselineOffset(size: number): number {
  const latin = statementFonts().regular;
  return (latin.ascent / latin.unitsPerEm) * size;
}

// The font of each script. The CJK ranges include CJK punctuation and full-width forms.
const SCRIPT_FONTS: [RegExp, FontName][] = [
  [/[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7af\ud7b0-\ud7ff]/u, "korean"],
  [/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u, "cjk"],
  [/\p{Script_Extensions=Arabic}/u, "arabic"],
  [/\p{Script_Extensions=Hebrew}/u, "hebrew"],
  [/\p{Script_Extensions=Devanagari}/u, "devanagari"],
  [/\p{Script=Thai}/u, "thai"],
];
/** Characters of no one script: spaces, digits, punctuation, combining marks. */
const COMMON = /[\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * Each character's font: a script's letters take that script's font; a common character
 * (space, digit, punctuation, mark) stays in the font before it when that font has it, so a
 * name keeps one run per script, and otherwise takes the Latin font (the Hebrew, Devanagari
 * and Thai fonts have a space but no ASCII digits or punctuation; the Arabic one no brackets).
 */
function charFonts(chars: string[], latin: FontName): FontName[] {
  const fonts = statementFonts();
  const result: FontName[] = [];
  for (const char of chars) {
    const script = SCRIPT_FONTS.find(([pattern]) => pattern.test(char))?.[1];
    const before = result.at(-1);
    if (script) result.push(script);
    else if (!COMMON.test(char)) result.push(latin);
    else if (before && fonts[before].hasGlyphForCodePoint(char.codePointAt(0)!)) result.push(before);
    else result.push(latin);
  }
  return result;
}

type BidiClass = "L" | "R" | "digit" | "neutral" | "mark";

function bidiClass(char: string): BidiClass {
  if (/[\p{M}\u200c\u200d]/u.test(char)) return "mark";
  if (/\p{Nd}/u.test(char)) return "digit";
  if (/[\p{Script_Extensions=Arabic}\p{Script_Extensions=Hebrew}]/u.test(char)) return "R";
  if (/\p{L}/u.test(char)) return "L";
  return "neutral";
}

const OPENING = "([{";
const CLOSING = ")]}";

/** The positions of matched bracket pairs, opening first. */
function bracketPairs(chars: string[]): [number, number][] {
  const pairs: [number, number][] = [];
  const open: number[] = [];
  chars.forEach((char, i) => {
    if (OPENING.includes(char)) open.push(i);
    const match = open.findLastIndex((at) => OPENING.indexOf(chars[at]!) === CLOSING.indexOf(char));
    if (CLOSING.includes(char) && match >= 0) pairs.push([open.splice(match)[0]!, i]);
  });
  return pairs;
}

/**
 * Unicode bidi embedding levels for one line in a left-to-right paragraph (the statement is in
 * English), simplified to what names hold: Arabic and Hebrew letters are 1; other letters 0;
 * digits after Arabic or Hebrew 2 (they stay left to right inside the RTL text), else 0; a
 * space or punctuation between RTL text on both sides 1, else 0; a mark its base's level.
 */
export function bidiLevels(chars: string[]): number[] {
  const classes = chars.map(bidiClass);
  const levels: (number | undefined)[] = [];
  let strong: "L" | "R" = "L";
  classes.forEach((bidi, i) => {
    if (bidi === "L" || bidi === "R") strong = bidi;
    if (bidi === "R") levels[i] = 1;
    else if (bidi === "L") levels[i] = 0;
    else if (bidi === "digit") levels[i] = strong === "R" ? 2 : 0;
  });
  // The nearest resolved level on one side (the line's ends count as left to right).
  const side = (i: number, step: 1 | -1) => {
    for (let j = i + step; j >= 0 && j < chars.length; j += step)
      if (levels[j] !== undefined) return levels[j]!;
    return 0;
  };
  // A bracket pair takes one direction (rule N0): left to right if it holds anything left to
  // right, right to left if it holds only RTL text after RTL text, else as any other neutral.
  for (const [open, close] of bracketPairs(chars)) {
    const inside = levels.slice(open + 1, close).filter((level) => level !== undefined);
    if (inside.length === 0) continue;
    const level = inside.includes(0) ? 0 : side(open, -1) > 0 ? 1 : 0;
    levels[open] = level;
    levels[close] = level;
  }
  classes.forEach((bidi, i) => {
    if (bidi === "neutral" && levels[i] === undefined) levels[i] = side(i, -1) > 0 && side(i, 1) > 0 ? 1 : 0;
  });
  // In order, so a mark (or several) follows its base.
  classes.forEach((bidi, i) => {
    if (bidi === "mark") levels[i] = i > 0 ? levels[i - 1] : 0;
  });
  return Array.from(levels, (level) => level ?? 0);
}

export interface FontRun {
  font: FontName;
  text: string;
  /** The bidi embedding level: odd is right to left. */
  level: number;
}

/** Brackets swap in right-to-left text (Unicode's mirrored pairs, the ones names use). */
const MIRRORED: Record<string, string> = { "(": ")", ")": "(", "[": "]", "]": "[", "{": "}", "}": "{" };

/**
 * A run shaped against its font's direction (a space or comma in the Latin font between
 * Hebrew words, ASCII digits in the Arabic font after Arabic) is cut into single characters,
 * with their marks, so the reordering below places each one; brackets among them mirror.
 */
function splitAgainstDirection(run: FontRun): FontRun[] {
  const rightToLeft = run.level % 2 === 1;
  if (RIGHT_TO_LEFT.has(run.font) === rightToLeft) return [run];
  return (run.text.match(/\P{M}\p{M}*|\p{M}+/gu) ?? []).map((text) => ({
    ...run,
    text: rightToLeft ? (MIRRORED[text] ?? text) : text,
  }));
}

/** Unicode bidi rule L2: from the highest level down to 1, reverse each stretch at that level or above. */
function visualOrder(runs: FontRun[]): FontRun[] {
  const result = [...runs];
  const highest = Math.max(0, ...runs.map((run) => run.level));
  for (let level = highest; level >= 1; level--) {
    for (let start = 0; start < result.length; start++) {
      if (result[start]!.level < level) continue;
      let end = start;
      while (end < result.length && result[end]!.level >= level) end++;
      result.splice(start, end - start, ...result.slice(start, end).reverse());
      start = end;
    }
  }
  return result;
}

/**
 * `text` (one line) cut into runs, each with the font that has its characters (bold applies to
 * Latin only), in visual order, left to right: Arabic and Hebrew read right to left, their
 * digits left to right. Each run's text stays in logical order: PDFKit's fontkit shapes it and,
 * for the RTL fonts, lays its glyphs out right to left.
 */
export function fontRuns(text: string, bold = false): FontRun[] {
  const chars = [...text];
  const fonts = charFonts(chars, bold ? "bold" : "regular");
  const levels = bidiLevels(chars);
  const logical: FontRun[] = [];
  chars.forEach((char, i) => {
    const last = logical.at(-1);
    if (last && last.font === fonts[i] && last.level === levels[i]) last.text += char;
    else logical.push({ font: fonts[i]!, text: char, level: levels[i]! });
  });
  return visualOrder(logical.flatMap(splitAgainstDirection));
}
