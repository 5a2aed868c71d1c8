import "server-only";
import { createHash, hkdfSync, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { env } from "../env";

/** A random, URL-safe token of 256 bits for emailed links. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A 6-digit code from the secure random source, leading zeros kept. */
export function randomDigits(length = 6): string {
  let code = "";
  for (let i = 0; i < length; i += 1) code += String(randomInt(10));
  return code;
}

/**
 * Random tokens are stored as their SHA-256: they carry 256 bits of entropy, so a fast
 * hash is enough, and a database leak reveals no usable link.
 */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** Constant-time comparison of two hex digests. */
export function equalHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

const keys = new Map<string, Uint8Array<ArrayBuffer>>();

/**
 * A 256-bit key for one purpose ("session", "captcha"), derived from SESSION_SECRET with
 * HKDF, so each use has its own key and one secret is all an operator sets.
 */
export function deriveKey(purpose: string, secret = env().SESSION_SECRET): Uint8Array<ArrayBuffer> {
  const cacheKey = `${purpose}\u0000${secret}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = new Uint8Array(hkdfSync("sha256", secret, "finlytic-partner-portal", purpose, 32));
    keys.set(cacheKey, key);
  }
  return key;
}

const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

/**
 * deriveKey's key for one purpose as an HMAC-SHA-256 CryptoKey, imported once: jose imports
 * a raw key anew on every sign and verify, one more trip to the crypto thread pool on each
 * request that carries a session.
 */
export function hmacKey(purpose: string): Promise<CryptoKey> {
  const raw = deriveKey(purpose);
  let key = hmacKeys.get(raw);
  if (!key) {
    key = crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    hmacKeys.set(raw, key);
  }
  return key;
}
