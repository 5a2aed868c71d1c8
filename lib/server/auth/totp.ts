import "server-only";
import { Secret, TOTP } from "otpauth";
import { openText, sealText } from "@/lib/server/security/seal";

// TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app reads)
// and the encryption of its secret at rest. The secret is sealed (lib/server/security/seal.ts,
// AES-256-GCM under a key derived from SESSION_SECRET, purpose "totp-secret"): a copy of the database
// alone does not yield codes. Changing SESSION_SECRET therefore makes every enrolled
// secret unreadable: those users sign in with a recovery code or the team resets them.

const issuer = "Finlytic AI";
const period = 30;
/** One step either side: a phone clock 30 s off, or a code typed as it rolls over, still works. */
export const TOTP_WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(base32: string, label = "partner") {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(base32), algorithm: "SHA1", digits: 6, period });
}

/** The otpauth:// address an authenticator app scans (as a QR code) to add the account. */
export function totpUri(base32: string, label: string): string {
  return totpFor(base32, label).toString();
}

/**
 * The 30-second step `code` belongs to, within TOTP_WINDOW of `now`, or null when it
 * matches none. The caller refuses a step it has already accepted, so a code works once.
 */
export function matchTotpStep(base32: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(base32).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / period) + delta;
}

/** The current code (tests and the seed script's demo only). */
export function currentTotp(base32: string, now = Date.now()): string {
  return totpFor(base32).generate({ timestamp: now });
}

export function sealSecret(base32: string): string {
  return sealText("totp-secret", base32);
}

/** The secret, or null when it was sealed under another SESSION_SECRET (or tampered with). */
export function openSecret(stored: string): string | null {
  return openText("totp-secret", stored);
}
