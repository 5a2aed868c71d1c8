import "server-only";
import fs from "node:fs";
import path from "node:path";

// The statement's fonts: Noto Sans (Latin, Greek, Cyrillic) with Noto Sans CJK for Chinese
// and Japanese and Noto Sans KR for Korean, from the @embedpdf font packages. PDFKit embeds
// only the glyphs a statement uses (a subset) with a Unicode map, so names in any of these
// scripts print as written and stay selectable and searchable. The files are read from
// node_modules on the server only (next.config.ts traces them into the standalone build);
// nothing here reaches a browser bundle.

const fontFile = (pkg: string, file: string) => path.join(process.cwd(), "node_modules", pkg, "fonts", file);

export const statementFontFiles = {
  regular: fontFile("@embedpdf/fonts-latin", "NotoSans-Regular.ttf"),
  bold: fontFile("@embedpdf/fonts-latin", "NotoSans-Bold.ttf"),
  cjk: fontFile("@embedpdf/fonts-sc", "NotoSansHans-Regular.otf"),
  korean: fontFile("@embedpdf/fonts-kr", "NotoSansKR-Regular.otf"),
} as const;
type FontName = keyof typeof statementFontFiles;

// Read once per process: the CJK file is several megabytes.
let loaded: Record<FontName, Buffer> | undefined;
function fontBytes(): Record<FontName, Buffer> {
  loaded ??= Object.fromEntries(
    Object.entries(statementFontFiles).map(([name, file]) => [name, fs.readFileSync(file)]),
  ) as Record<FontName, Buffer>;
  return loaded;
}

interface FontDoc {
  registerFont(name: string, src: Buffer): unknown;
}

/** Registers the family on a PDFKit document under the names of statementFontFiles. */
export function registerStatementFonts(doc: FontDoc): void {
  for (const [name, bytes] of Object.entries(fontBytes())) doc.registerFont(name, bytes);
}

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7af\ud7b0-\ud7ff]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/** `text` cut into runs, each with the font that has its characters (bold applies to Latin only). */
export function fontRuns(text: string, bold = false): { font: FontName; text: string }[] {
  const runs: { font: FontName; text: string }[] = [];
  for (const char of text) {
    const font: FontName = HANGUL.test(char) ? "korean" : CJK.test(char) ? "cjk" : bold ? "bold" : "regular";
    const last = runs.at(-1);
    // A space stays in the run before it, so a name keeps one run per script.
    if (last && (last.font === font || char === " ")) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}
