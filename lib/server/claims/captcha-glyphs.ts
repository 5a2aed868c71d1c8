import { digits } from "./captcha-glyphs/digits";
import type { Glyph } from "./captcha-glyphs/glyph";
import { lettersAToK } from "./captcha-glyphs/letters-a-to-k";
import { lettersLToZ } from "./captcha-glyphs/letters-l-to-z";

/** Every character the captcha can draw. */
export const captchaGlyphs: Record<string, Glyph> = { ...lettersAToK, ...lettersLToZ, ...digits };
