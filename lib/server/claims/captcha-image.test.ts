import { describe, expect, it } from "vitest";
import { jwtDecrypt } from "jose";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as captchaRoute } from "@/app/api/captcha/route";
import { captchaAlphabet } from "@/lib/validation/claim";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { captchaKey } from "./captcha";
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_PIXEL_RATIO,
  CAPTCHA_WIDTH,
  MAX_ROTATION_DEGREES,
  layoutCaptcha,
  renderCaptcha,
} from "./captcha-image";
import { captchaGlyphs } from "./captcha-glyphs";
import { challenge } from "@/test/support/captcha";
import { callRoute } from "@/test/support/routes";

// The captcha image: a PNG with no vector data, unreadable by the glyph matcher that read the
// former SVG drawing, drawn differently each time. The check and the pass are in ./captcha.test.ts.

// The sender runs in the background after each commit; tests flush the outbox themselves.
freshTestDatabase();

type Lines = (readonly (readonly [number, number])[])[];

/** The former drawing: each glyph's jittered points as an SVG path, the rotation in a transform. */
function formerSvg(code: string): string {
  const jitter = () => Math.random() - 0.5;
  const paths = [...code].map((char, index) => {
    const left = 14 + index * 30;
    const d = captchaGlyphs[char]!.map((line) =>
      line
        .map(
          ([x, y], i) =>
            `${i === 0 ? "M" : "L"}${(left + (x + jitter()) * 2.4).toFixed(1)} ${(14 + (y + jitter()) * 2.4).toFixed(1)}`,
        )
        .join(" "),
    ).join(" ");
    return `<path d="${d}" transform="rotate(${(Math.random() * 15 - 7.5).toFixed(2)} ${left + 12} 31)" stroke="#0f172a"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 64"><path d="M3 20 Q90 4 190 40" stroke="#94a3b8"/>${paths.join("")}</svg>`;
}

/** Scales a point set into the unit square. */
function normalise(lines: Lines): Lines {
  const points = lines.flat();
  const [minX, maxX] = [Math.min(...points.map((p) => p[0])), Math.max(...points.map((p) => p[0]))];
  const [minY, maxY] = [Math.min(...points.map((p) => p[1])), Math.max(...points.map((p) => p[1]))];
  return lines.map((line) =>
    line.map(([x, y]) => [(x - minX) / (maxX - minX || 1), (y - minY) / (maxY - minY || 1)] as const),
  );
}

/**
 * The attack that read the former captcha: take every straight-line path, ignore its
 * transform, and pick the glyph whose polylines have the same shape and nearest points.
 */
function matchGlyphPaths(text: string): string {
  let read = "";
  for (const [, d] of text.matchAll(/<path\b[^>]*?\bd="([^"]+)"/g)) {
    if (/[^ML\d\s.,-]/.test(d!)) continue; // curves are noise
    const lines: Lines = d!
      .split(/(?=M)/)
      .map((sub) =>
        [...sub.matchAll(/(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const),
      );
    let best = "";
    let bestScore = Infinity;
    for (const [char, glyph] of Object.entries(captchaGlyphs)) {
      if (glyph.length !== lines.length || glyph.some((line, i) => line.length !== lines[i]!.length))
        continue;
      const [a, b] = [normalise(lines), normalise(glyph as Lines)];
      const score = a.reduce(
        (sum, line, i) =>
          sum + line.reduce((s, [x, y], j) => s + Math.hypot(x - b[i]![j]![0], y - b[i]![j]![1]), 0),
        0,
      );
      if (score < bestScore) [best, bestScore] = [char, score];
    }
    read += best;
  }
  return read;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The chunk types of a PNG file, in order. */
function pngChunks(png: Buffer): { type: string; data: Buffer }[] {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let offset = 8; offset + 8 <= png.length;) {
    const length = png.readUInt32BE(offset);
    chunks.push({
      type: png.toString("latin1", offset + 4, offset + 8),
      data: png.subarray(offset + 8, offset + 8 + length),
    });
    offset += 12 + length;
  }
  return chunks;
}

const pngOf = (image: string) => Buffer.from(image.replace(/^data:image\/png;base64,/, ""), "base64");

async function pixels(png: Buffer): Promise<Uint8ClampedArray> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, image.width, image.height).data;
}

describe("GET /api/captcha", () => {
  it("sends no vector data: no SVG, paths, points or transforms anywhere in the answer", async () => {
    const { json, response } = await challenge();
    const body = await response.text();
    // The image is base64 only (checked above); everything else in the body is searched.
    const rest = body.replace(json.image as string, "");
    expect(rest).not.toMatch(/<svg|<path|\bd=|points|viewBox|transform|rotate|glyph/i);
    const png = pngOf(json.image as string);
    expect(png.subarray(0, 8).equals(pngSignature)).toBe(true);
    expect(png.toString("latin1")).not.toMatch(/<svg|<path/i);
  });

  it("the former glyph matcher reads the old SVG drawing 20 of 20, and nothing from the image the API sends", async () => {
    for (let i = 0; i < 20; i += 1) {
      const code = Array.from(
        { length: 6 },
        () => captchaAlphabet[Math.floor(Math.random() * captchaAlphabet.length)],
      ).join("");
      expect(matchGlyphPaths(formerSvg(code))).toBe(code);
    }
    for (let i = 0; i < 20; i += 1) {
      const { status, json } = await callRoute(captchaRoute, "/api/captcha", { ip: `198.51.100.${i + 1}` });
      expect(status).toBe(200);
      const { payload } = await jwtDecrypt(json.token as string, captchaKey());
      for (const text of [
        JSON.stringify(json),
        json.image as string,
        pngOf(json.image as string).toString("latin1"),
      ]) {
        const read = matchGlyphPaths(text);
        expect(read).toBe("");
        expect(read).not.toBe(payload.answer);
      }
    }
  });

  it("the image decodes as a 400 x 128 PNG (200 x 64 at 2x) with ink on it and no text chunks", async () => {
    const { image, answer } = await challenge();
    const png = pngOf(image);
    const chunks = pngChunks(png);
    expect(chunks[0]!.type).toBe("IHDR");
    expect([chunks[0]!.data.readUInt32BE(0), chunks[0]!.data.readUInt32BE(4)]).toEqual([
      CAPTCHA_WIDTH * CAPTCHA_PIXEL_RATIO,
      CAPTCHA_HEIGHT * CAPTCHA_PIXEL_RATIO,
    ]);
    expect(chunks.at(-1)!.type).toBe("IEND");
    expect(chunks.some((c) => ["tEXt", "iTXt", "zTXt", "eXIf"].includes(c.type))).toBe(false);
    expect(png.toString("latin1")).not.toContain(answer);
    const image2 = await loadImage(png);
    expect([image2.width, image2.height]).toEqual([400, 128]);
    const data = await pixels(png);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 3 * 90) dark += 1;
    const share = dark / (data.length / 4);
    expect(share).toBeGreaterThan(0.04);
    expect(share).toBeLessThan(0.4);
  });

  it("draws the same code differently each time", async () => {
    const [a, b] = await Promise.all([renderCaptcha("ABC234"), renderCaptcha("ABC234")]);
    expect(a.equals(b)).toBe(false);
    const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
    let differing = 0;
    for (let i = 0; i < pa.length; i += 4) if (Math.abs(pa[i]! - pb[i]!) > 40) differing += 1;
    expect(differing / (pa.length / 4)).toBeGreaterThan(0.05);
  });

  it("jitters each character's position, scale and skew, and keeps its rotation within 7.5 degrees", () => {
    const layouts = Array.from({ length: 200 }, () => layoutCaptcha("ABC234"));
    const placements = layouts.flat();
    expect(placements.every((p) => Math.abs(p.angle) <= MAX_ROTATION_DEGREES)).toBe(true);
    expect(Math.min(...placements.map((p) => p.angle))).toBeLessThan(-5);
    expect(Math.max(...placements.map((p) => p.angle))).toBeGreaterThan(5);
    for (const key of ["x", "y", "scaleX", "scaleY", "skew"] as const) {
      expect(
        new Set(placements.filter((p) => p.char === "A").map((p) => p[key].toFixed(3))).size,
      ).toBeGreaterThan(100);
    }
    for (const layout of layouts) {
      expect(layout.map((p) => p.char).join("")).toBe("ABC234");
      for (let i = 1; i < layout.length; i += 1) expect(layout[i]!.x).toBeGreaterThan(layout[i - 1]!.x + 15);
      for (const p of layout) {
        expect(p.x).toBeGreaterThan(10);
        expect(p.x).toBeLessThan(CAPTCHA_WIDTH - 10);
      }
    }
  });
});
