import "server-only";
import { randomInt, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { EncryptJWT, jwtDecrypt } from "jose";
import { captchaAlphabet, captchaLength, normaliseCaptchaAnswer } from "@/lib/validation/claim";
import { getDb, type Database } from "@/lib/server/db";
import { deriveKey } from "@/lib/server/auth/crypto";
import { captchaGlyphs } from "./captcha-glyphs";

export const CAPTCHA_TTL_MS = 10 * 60_000;
export const MAX_ROTATION_DEGREES = 7.5;

/** The key of the challenge token: HKDF-SHA256(SESSION_SECRET, salt "finlytic-partner-portal", info "captcha"). */
export const captchaKey = (secret?: string) => deriveKey("captcha", secret);

export interface CaptchaChallenge {
  /** An SVG document: one rotated path per character, plus noise strokes. */
  image: string;
  /** Encrypted (A256GCM) and expiring; it holds the answer and a one-time id. */
  token: string;
  expiresAt: string;
}

const random = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);
const fmt = (n: number) => n.toFixed(1);

function glyphPath(char: string, left: number, top: number, scale: number): string {
  const glyph = captchaGlyphs[char];
  if (!glyph) throw new Error(`No captcha glyph for ${char}`);
  // Each point moves a little on every drawing, so a character's path is never the same twice.
  return glyph
    .map((line) => line.map(([x, y], i) => `${i === 0 ? "M" : "L"}${fmt(left + (x + random(-0.5, 0.5)) * scale)} ${fmt(top + (y + random(-0.5, 0.5)) * scale)}`).join(" "))
    .join(" ");
}

export function renderCaptcha(code: string): string {
  const width = 200;
  const height = 64;
  const scale = 2.4;
  const parts: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    parts.push(`<path d="M${fmt(random(0, 40))} ${fmt(random(8, 56))} Q${fmt(random(60, 140))} ${fmt(random(0, 64))} ${fmt(random(160, 200))} ${fmt(random(8, 56))}" stroke="#94a3b8" stroke-width="1.2" fill="none"/>`);
  }
  [...code].forEach((char, index) => {
    const left = 14 + index * 30 + random(-2, 2);
    const top = 14 + random(-4, 4);
    const angle = random(-MAX_ROTATION_DEGREES, MAX_ROTATION_DEGREES);
    const cx = left + 5 * scale;
    const cy = top + 7 * scale;
    parts.push(`<path d="${glyphPath(char, left, top, scale)}" transform="rotate(${angle.toFixed(2)} ${fmt(cx)} ${fmt(cy)})" stroke="#0f172a" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Security code image"><rect width="${width}" height="${height}" rx="8" fill="#f1f5f9"/>${parts.join("")}</svg>`;
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
  return { image: renderCaptcha(code), token, expiresAt: expiresAt.toISOString() };
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
