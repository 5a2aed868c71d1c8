import "server-only";
import { randomInt } from "node:crypto";
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { captchaGlyphs } from "./captcha-glyphs";

export const MAX_ROTATION_DEGREES = 7.5;
/** The image's size in CSS pixels; it is drawn at twice that for sharp high-density screens. */
export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 64;
export const CAPTCHA_PIXEL_RATIO = 2;

/** Where and how one character is drawn, chosen afresh for every challenge. */
export interface GlyphPlacement {
  char: string;
  /** Centre of the character, in CSS pixels. */
  x: number;
  y: number;
  /** Rotation in degrees, within plus or minus MAX_ROTATION_DEGREES. */
  angle: number;
  /** Pixels per glyph unit, horizontally and vertically. */
  scaleX: number;
  scaleY: number;
  /** Horizontal shear (tan of the slant). */
  skew: number;
  strokeWidth: number;
}

type Point = readonly [number, number];

const random = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);

/**
 * The per-challenge jitter: position, rotation, scale, skew and stroke width of each
 * character. The characters are wider than their pitch, so neighbours touch or overlap:
 * a reader cannot cut the line into characters at blank columns.
 */
export function layoutCaptcha(code: string): GlyphPlacement[] {
  const pitch = (CAPTCHA_WIDTH - 24) / code.length;
  return [...code].map((char, index) => {
    if (!captchaGlyphs[char]) throw new Error(`No captcha glyph for ${char}`);
    return {
      char,
      x: 12 + pitch * (index + 0.5) + random(-2, 2),
      y: CAPTCHA_HEIGHT / 2 + random(-4, 4),
      angle: random(-MAX_ROTATION_DEGREES, MAX_ROTATION_DEGREES),
      scaleX: random(2.3, 2.6),
      scaleY: random(2.3, 2.7),
      skew: random(-0.15, 0.15),
      strokeWidth: random(2.3, 2.8),
    };
  });
}

/** A smooth displacement of the whole drawing: two sine waves of random phase and length. */
function makeWarp(): (point: Point) => Point {
  const [ax, ay] = [random(1.5, 2.5), random(2, 3)];
  const [lx, ly] = [random(40, 60), random(50, 80)];
  const [px, py] = [random(0, 2 * Math.PI), random(0, 2 * Math.PI)];
  return ([x, y]) => [
    x + ax * Math.sin((2 * Math.PI * y) / lx + px),
    y + ay * Math.sin((2 * Math.PI * x) / ly + py),
  ];
}

/** The polyline cut into steps of about 2 pixels, so that a warp bends its straight parts. */
function densify(line: readonly Point[]): Point[] {
  const out: Point[] = [line[0]!];
  for (let i = 1; i < line.length; i += 1) {
    const [[x0, y0], [x1, y1]] = [line[i - 1]!, line[i]!];
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / 2));
    for (let s = 1; s <= steps; s += 1)
      out.push([x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps]);
  }
  return out;
}

/** The glyph's polylines in image pixels: each point jittered, then scaled, slanted and rotated about the centre. */
function placeGlyph(placement: GlyphPlacement): Point[][] {
  const radians = (placement.angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return captchaGlyphs[placement.char]!.map((line) =>
    line.map(([gx, gy]) => {
      const sx = (gx - 5 + random(-0.4, 0.4)) * placement.scaleX;
      const sy = (gy - 7 + random(-0.4, 0.4)) * placement.scaleY;
      const kx = sx + placement.skew * sy;
      return [placement.x + kx * cos - sy * sin, placement.y + kx * sin + sy * cos] as const;
    }),
  );
}

/** A quadratic curve as a polyline, so that it can be warped like the characters. */
function curve(from: Point, via: Point, to: Point): Point[] {
  return Array.from({ length: 41 }, (_, i) => {
    const t = i / 40;
    const [a, b, c] = [(1 - t) ** 2, 2 * t * (1 - t), t ** 2];
    return [a * from[0] + b * via[0] + c * to[0], a * from[1] + b * via[1] + c * to[1]] as const;
  });
}

function strokeLines(
  ctx: SKRSContext2D,
  lines: readonly (readonly Point[])[],
  colour: string,
  width: number,
) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  for (const line of lines) line.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.stroke();
}

const grey = (min: number, max: number, alpha = 1) => {
  const v = Math.round(random(min, max));
  return `rgba(${v}, ${v + 4}, ${v + 12}, ${alpha.toFixed(2)})`;
};

/**
 * Draws the code as a PNG: speckled background and faint curves behind, then the characters
 * and two long strokes through them in the same ink and width (a threshold or a thin-line
 * filter cannot tell them apart), all bent by one smooth warp, then light specks over them.
 * Nothing but pixels leaves the server.
 */
export async function renderCaptcha(code: string): Promise<Buffer> {
  const canvas = createCanvas(CAPTCHA_WIDTH * CAPTCHA_PIXEL_RATIO, CAPTCHA_HEIGHT * CAPTCHA_PIXEL_RATIO);
  const ctx = canvas.getContext("2d");
  ctx.scale(CAPTCHA_PIXEL_RATIO, CAPTCHA_PIXEL_RATIO);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.fillStyle = "#f1f5f9";
  ctx.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  for (let i = 0; i < 260; i += 1) {
    ctx.fillStyle = grey(120, 200, random(0.25, 0.6));
    ctx.fillRect(random(0, CAPTCHA_WIDTH), random(0, CAPTCHA_HEIGHT), random(0.5, 1.5), random(0.5, 1.5));
  }
  const warp = makeWarp();
  const bend = (lines: readonly (readonly Point[])[]) => lines.map((line) => densify(line).map(warp));
  for (let i = 0; i < 4; i += 1) {
    const faint = curve(
      [random(-10, 40), random(4, 60)],
      [random(60, 140), random(-20, 84)],
      [random(160, 210), random(4, 60)],
    );
    strokeLines(ctx, bend([faint]), grey(140, 180), random(1, 1.8));
  }
  const ink = grey(15, 55);
  const layout = layoutCaptcha(code);
  for (const placement of layout) strokeLines(ctx, bend(placeGlyph(placement)), ink, placement.strokeWidth);
  const width = layout.reduce((sum, p) => sum + p.strokeWidth, 0) / layout.length;
  // Two long strokes cross the line corner to corner, one falling and one rising: slanted,
  // so that people do not take them for the bars of E, F or H.
  const [high, low] = [() => random(12, 22), () => random(42, 52)];
  const through = [
    curve(
      [random(4, 30), high()],
      [random(70, 130), CAPTCHA_HEIGHT / 2 + random(-12, 12)],
      [random(170, 196), low()],
    ),
    curve(
      [random(4, 30), low()],
      [random(70, 130), CAPTCHA_HEIGHT / 2 + random(-12, 12)],
      [random(170, 196), high()],
    ),
  ];
  strokeLines(ctx, bend(through), ink, width);
  for (let i = 0; i < 140; i += 1) {
    ctx.fillStyle = grey(200, 240, random(0.5, 0.9));
    ctx.fillRect(random(0, CAPTCHA_WIDTH), random(0, CAPTCHA_HEIGHT), random(0.5, 1.2), random(0.5, 1.2));
  }
  return canvas.encode("png");
}
