import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { deriveKey } from "@/lib/server/security/crypto";

// Encryption at rest for the few values a copy of the database must not reveal (two-factor
// secrets, bank account numbers, tax identification numbers, webhook signing secrets, single
// sign-on client secrets): AES-256-GCM under a key derived from SESSION_SECRET by HKDF, one key
// per purpose. Changing SESSION_SECRET makes every sealed value unreadable (open returns null).

export type SealPurpose =
  "totp-secret" | "payout-method" | "tax-form" | "webhook-secret" | "sso-client-secret";

export function sealText(purpose: SealPurpose, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", deriveKey(purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [
    "v1",
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    sealed.toString("base64url"),
  ].join(".");
}

/** The plain text, or null when it was sealed under another secret or purpose (or tampered with). */
export function openText(purpose: SealPurpose, stored: string): string | null {
  const [version, iv, tag, sealed] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", deriveKey(purpose), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
