import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { deriveKey } from "@/lib/server/security/crypto";
import { issueCaptchaPass, spendToken } from "./captcha";

// The captcha's alternative for people who cannot read the image: the browser spends a few
// seconds of computation instead. The server signs a random salt and a difficulty; the
// browser finds a nonce whose SHA-256 of `${salt}:${nonce}` starts with that many zero bits;
// the server checks the hash once and exchanges it for the same pass a solved image gives.

/** 2^17 hashes on average: a few seconds with WebCrypto in a browser. */
export const WORK_DIFFICULTY_BITS = 17;
export const WORK_TTL_MS = 10 * 60_000;

const workKey = () => deriveKey("captcha-work");

export interface WorkChallenge {
  /** Signed (HS256): salt, difficulty, expiry and a one-time id. */
  challenge: string;
  salt: string;
  difficulty: number;
  expiresAt: string;
}

export async function createWorkChallenge(): Promise<WorkChallenge> {
  const salt = randomBytes(16).toString("hex");
  const expiresAt = new Date(Date.now() + WORK_TTL_MS);
  const challenge = await new SignJWT({ salt, difficulty: WORK_DIFFICULTY_BITS })
    .setProtectedHeader({ alg: "HS256" })
    .setJti(randomUUID())
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(workKey());
  return { challenge, salt, difficulty: WORK_DIFFICULTY_BITS, expiresAt: expiresAt.toISOString() };
}

/** How many leading zero bits the digest has. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export const workDigest = (salt: string, nonce: string) =>
  createHash("sha256").update(`${salt}:${nonce}`).digest();

/** Checks the nonce against the signed challenge and uses the challenge up; a pass when it holds. */
export async function verifyWork(challenge: string, nonce: string): Promise<string | null> {
  let payload;
  try {
    ({ payload } = await jwtVerify(challenge, workKey(), { algorithms: ["HS256"] }));
  } catch {
    return null;
  }
  const { salt, difficulty, jti, exp } = payload;
  if (
    typeof salt !== "string" ||
    typeof difficulty !== "number" ||
    typeof jti !== "string" ||
    typeof exp !== "number"
  )
    return null;
  if (leadingZeroBits(workDigest(salt, nonce)) < difficulty) return null;
  if (!(await spendToken(jti, new Date(exp * 1000).toISOString()))) return null;
  return issueCaptchaPass();
}
