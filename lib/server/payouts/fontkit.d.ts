// fontkit (PDFKit's own font engine) ships no types: the part of its API the statement uses.
declare module "fontkit" {
  export interface Glyph {
    id: number;
    /** The characters the glyph stands for, in logical order (several for a ligature). */
    codePoints: number[];
    advanceWidth: number;
  }

  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }

  /** Shaped text: glyphs in visual order (left to right), each with its position. */
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    readonly advanceWidth: number;
    direction: "ltr" | "rtl";
  }

  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(
      text: string,
      features?: string[],
      script?: string,
      language?: string,
      direction?: "ltr" | "rtl",
    ): GlyphRun;
  }

  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
