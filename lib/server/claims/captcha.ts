import "server-only";
import { randomInt, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { EncryptJWT, jwtDecrypt } from "jose";
import { captchaAlphabet, captchaLength, normaliseCaptchaAnswer } from "@/lib/validation/claim";
import { getDb, type Database } from "@/lib/server/db";
import { deriveKey } from "@/lib/server/auth/crypto";
import { captchaGlyphs } from "./captcha-glyphs";

export const CAPTCHA_TTL_MS = 10 * 60_000;
export const MAX_ROTATION_DEGREES = 7.5;
/** The image's size in CSS pixels; it is drawn at twice that for sharp high-density screens. */
export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 64;
export const CAPTCHA_PIXEL_RATIO = 2;

/** The key of the challenge token: HKDF-SHA256(SESSION_SECRET, salt "finlytic-partner-portal", info "captcha"). */
export const captchaKey = (secret?: string) => deriveKey("captcha", secret);

export interface CaptchaChallenge {
  /** A PNG data URL: the characters rasterised on the server with noise; no vector data. */
  image: string;
  /** Encrypted (A256GCM) and expiring; it holds the answer and a one-time id. */
  token: string;
  expiresAt: string;
}

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

/** The per-challenge jitter: position, rotation, scale, skew and stroke width of each character. */
export function layoutCaptcha(code: string): GlyphPlacement[] {
  const pitch = (CAPTCHA_WIDTH - 24) / code.length;
  return [...code].map((char, index) => {
    if (!captchaGlyphs[char]) throw new Error(`No captcha glyph for ${char}`);
    return {
      char,
      x: 12 + pitch * (index + 0.5) + random(-3, 3),
      y: CAPTCHA_HEIGHT / 2 + random(-5, 5),
      angle: random(-MAX_ROTATION_DEGREES, MAX_ROTATION_DEGREES),
      scaleX: random(2.0, 2.6),
      scaleY: random(2.1, 2.7),
      skew: random(-0.12, 0.12),
      strokeWidth: random(2.4, 3.2),
    };
  });
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

function strokeCurve(ctx: SKRSContext2D, colour: string, width: number, from: Point, via: Point, to: Point) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.moveTo(...from);
  ctx.quadraticCurveTo(...via, ...to);
  ctx.stroke();
}

const grey = (min: number, max: number, alpha = 1) => {
  const v = Math.round(random(min, max));
  return `rgba(${v}, ${v + 4}, ${v + 12}, ${alpha.toFixed(2)})`;
};

/**
 * Draws the code as a PNG: speckled background, faint curves behind, the characters as
 * jittered strokes from the glyph table, then thin dark curves and strokes across them and
 * light specks over them. Nothing but pixels leaves the server.
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
  for (let i = 0; i < 4; i += 1) {
    strokeCurve(ctx, grey(140, 180), random(1, 1.8), [random(-10, 40), random(4, 60)], [random(60, 140), random(-20, 84)], [random(160, 210), random(4, 60)]);
  }
  for (const placement of layoutCaptcha(code)) {
    ctx.strokeStyle = grey(15, 55);
    ctx.lineWidth = placement.strokeWidth;
    ctx.beginPath();
    for (const line of placeGlyph(placement)) {
      line.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    }
    ctx.stroke();
  }
  for (let i = 0; i < 2; i += 1) {
    strokeCurve(ctx, grey(20, 70), random(1, 1.5), [random(-5, 30), random(14, 50)], [random(70, 130), random(-10, 74)], [random(170, 205), random(14, 50)]);
  }
  for (let i = 0; i < 5; i += 1) {
    const x = random(10, CAPTCHA_WIDTH - 10);
    const y = random(10, CAPTCHA_HEIGHT - 10);
    strokeCurve(ctx, grey(20, 80), random(0.8, 1.4), [x, y], [x + random(-12, 12), y + random(-12, 12)], [x + random(-20, 20), y + random(-14, 14)]);
  }
  for (let i = 0; i < 140; i += 1) {
    ctx.fillStyle = grey(200, 240, random(0.5, 0.9));
    ctx.fillRect(random(0, CAPTCHA_WIDTH), random(0, CAPTCHA_HEIGHT), random(0.5, 1.2), random(0.5, 1.2));
  }
  return canvas.encode("png");
}

export async function createCaptcha(): Promise<CaptchaChallenge> {
  const code = Array.from({ length: captchaLength }, () => captchaAlphabet[randomInt(captchaAlphabet.length)]).join("");
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS);
  const token = await new EncryptJWT({ answer: code })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .encrypt(captchaKey());
  const png = await renderCaptcha(code);
  return { image: `data:image/png;base64,${png.toString("base64")}`, token, expiresAt: expiresAt.toISOString() };
}

async function openToken(token: string): Promise<{ answer: string; jti: string; expiresAt: string } | null> {
  if (!token || token.length > 2000) return null;
  try {
    const { payload } = await jwtDecrypt(token, captchaKey());
    if (typeof payload.answer !== "string" || typeof payload.jti !== "string" || typeof payload.exp !== "number") return null;
    return { answer: payload.answer, jti: payload.jti, expiresAt: new Date(payload.exp * 1000).toISOString() };
  } catch {
    return null;
  }
}

/** Whether `answer` (trimmed, upper-cased) solves the live, unused challenge `token`. Does not use it up. */
export async function checkCaptcha(token: string, answer: string): Promise<boolean> {
  const opened = await openToken(token);
  if (!opened || opened.answer !== normaliseCaptchaAnswer(answer)) return false;
  const db = await getDb();
  const used = await db.selectFrom("consumed_tokens").select("jti").where("jti", "=", opened.jti).executeTakeFirst();
  return !used;
}

/** Uses the challenge up inside the caller's transaction (rolled back with it); false when wrong, expired or used. */
export async function redeemCaptcha(trx: Transaction<Database>, token: string, answer: string): Promise<boolean> {
  const opened = await openToken(token);
  if (!opened || opened.answer !== normaliseCaptchaAnswer(answer)) return false;
  const now = new Date().toISOString();
  await trx.deleteFrom("consumed_tokens").where("expires_at", "<", now).execute();
  // Inserted only by the first redemption; a concurrent one waits for it and then inserts nothing.
  const inserted = await trx
    .insertInto("consumed_tokens")
    .values({ jti: opened.jti, expires_at: opened.expiresAt })
    .onConflict((oc) => oc.column("jti").doNothing())
    .returning("jti")
    .executeTakeFirst();
  return Boolean(inserted);
}
