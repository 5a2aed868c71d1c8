import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { captchaAlphabet, captchaLength } from "@/lib/validation/claim";
import { attackWithOcr, hasTesseract, ocrVariants, renderPlainCode } from "@/test/support/captcha-ocr";
import { renderCaptcha } from "./captcha-image";

// The captcha against off-the-shelf OCR: 200 fresh images, each binarised at two grey levels,
// with and without a 3x3 opening, read by tesseract as a line and as a word with the
// captcha's alphabet. An image counts as read when any of the 8 readings is its code; fewer
// than 2 % may be. Under CI a missing tesseract fails the run; elsewhere the test is skipped.
// It uses no database, so the PostgreSQL pass of the suite leaves it to the SQLite pass.

const CHALLENGES = 200;
const available = await hasTesseract();
if (!available && process.env.CI)
  throw new Error("tesseract is required under CI: apt-get install tesseract-ocr");

const randomCode = () =>
  Array.from({ length: captchaLength }, () => captchaAlphabet[randomInt(captchaAlphabet.length)]).join("");

const postgresPass = /^postgres/.test(process.env.DATABASE_URL ?? "");

describe.skipIf(!available || postgresPass)("the captcha against tesseract", () => {
  it(
    "the attack reads most plainly typeset codes (so a low score below is the image's doing)",
    async () => {
      // Tesseract reads about three in four random codes of this alphabet set in a plain
      // font (some letters look alike); 50 codes keep a chance failure of the control rare.
      const plain = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const code = randomCode();
          return { code, png: await renderPlainCode(code) };
        }),
      );
      const result = await attackWithOcr(plain);
      expect(result.read).toBeGreaterThanOrEqual(30);
    },
    5 * 60_000,
  );

  it(
    `is read in under 2 % of ${CHALLENGES} challenges by any of ${ocrVariants.length} preprocessing variants`,
    async () => {
      const challenges = [];
      for (let i = 0; i < CHALLENGES; i += 1) {
        const code = randomCode();
        challenges.push({ code, png: await renderCaptcha(code) });
      }
      const result = await attackWithOcr(challenges);
      console.info(
        `OCR read ${result.read} of ${result.total}`,
        result.byVariant.map((v) => `${JSON.stringify(v.variant)}: ${v.read}`).join("; "),
      );
      expect(result.read / result.total).toBeLessThan(0.02);
    },
    15 * 60_000,
  );
});
