import "server-only";
import { randomInt, randomUUID } from "node:crypto";
import { EncryptJWT, jwtDecrypt } from "jose";
import { captchaAlphabet, captchaLength, normaliseCaptchaAnswer } from "@/lib/validation/claim";
import { getDb } from "@/lib/server/db";
import { deriveKey } from "@/lib/server/security/crypto";
import { renderCaptcha } from "./captcha-image";

export const CAPTCHA_TTL_MS = 10 * 60_000;
/** How long a passed security check may wait for its claim. */
export const CAPTCHA_PASS_TTL_MS = 15 * 60_000;

/** The key of the challenge token: HKDF-SHA256(SESSION_SECRET, salt "finlytic-partner-portal", info "captcha"). */
export const captchaKey = (secret?: string) => deriveKey("captcha", secret);

export interface CaptchaChallenge {
  /** A PNG data URL: the characters rasterised on the server with noise; no vector data. */
  image: string;
  /** Encrypted (A256GCM) and expiring; it holds the answer and a one-time id. */
  token: string;
  expiresAt: string;
}

/** A challenge holds its answer; a pass says that a challenge (or a proof of work) was solved. */
type CaptchaToken =
  | { kind: "challenge"; answer: string; jti: string; expiresAt: string }
  | { kind: "pass"; jti: string; expiresAt: string };

async function sealToken(payload: Record<string, string>, expiresAt: Date): Promise<string> {
  return new EncryptJWT(payload)
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .encrypt(captchaKey());
}

async function openToken(token: string): Promise<CaptchaToken | null> {
  if (!token || token.length > 2000) return null;
  try {
    const { payload } = await jwtDecrypt(token, captchaKey());
    if (typeof payload.jti !== "string" || typeof payload.exp !== "number") return null;
    const expiresAt = new Date(payload.exp * 1000).toISOString();
    if (payload.kind === "pass") return { kind: "pass", jti: payload.jti, expiresAt };
    if (payload.kind === "challenge" && typeof payload.answer === "string")
      return { kind: "challenge", answer: payload.answer, jti: payload.jti, expiresAt };
    return null;
  } catch {
    return null;
  }
}

/**
 * Marks the token's id used, committed at once; true only for the first use. A failed claim
 * rolls nothing back here, so one solved challenge buys exactly one attempt.
 */
export async function spendToken(jti: string, expiresAt: string): Promise<boolean> {
  const db = await getDb();
  await db.deleteFrom("consumed_tokens").where("expires_at", "<", new Date().toISOString()).execute();
  // Inserted only by the first use; a concurrent one waits for it and then inserts nothing.
  const inserted = await db
    .insertInto("consumed_tokens")
    .values({ jti, expires_at: expiresAt })
    .onConflict((oc) => oc.column("jti").doNothing())
    .returning("jti")
    .executeTakeFirst();
  return Boolean(inserted);
}

export async function createCaptcha(): Promise<CaptchaChallenge> {
  const code = Array.from(
    { length: captchaLength },
    () => captchaAlphabet[randomInt(captchaAlphabet.length)],
  ).join("");
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS);
  const token = await sealToken({ kind: "challenge", answer: code }, expiresAt);
  const png = await renderCaptcha(code);
  return {
    image: `data:image/png;base64,${png.toString("base64")}`,
    token,
    expiresAt: expiresAt.toISOString(),
  };
}

/** A one-time pass for the claim form, given for a solved challenge or a verified proof of work. */
export const issueCaptchaPass = () => sealToken({ kind: "pass" }, new Date(Date.now() + CAPTCHA_PASS_TTL_MS));

/**
 * Checks a typed answer and uses the challenge up whatever the result: a reader gets one
 * try per image. A right answer is exchanged for a pass.
 */
export async function checkCaptcha(
  token: string,
  answer: string,
): Promise<{ valid: false } | { valid: true; pass: string }> {
  const opened = await openToken(token);
  if (opened?.kind !== "challenge" || !(await spendToken(opened.jti, opened.expiresAt)))
    return { valid: false };
  if (opened.answer !== normaliseCaptchaAnswer(answer)) return { valid: false };
  return { valid: true, pass: await issueCaptchaPass() };
}

/**
 * Uses up a pass, or a challenge answered directly (right or wrong); true when it was live,
 * unused and, for a challenge, rightly answered.
 */
export async function redeemCaptcha(token: string, answer = ""): Promise<boolean> {
  const opened = await openToken(token);
  if (!opened || !(await spendToken(opened.jti, opened.expiresAt))) return false;
  return opened.kind === "pass" || opened.answer === normaliseCaptchaAnswer(answer);
}
