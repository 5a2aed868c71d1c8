import "server-only";
import { createHmac, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { Refusal } from "@/lib/refusal";
import { authMessages, type SendOtpInput, type VerifyOtpInput } from "@/lib/validation/auth";
import { getDb, type Database } from "@/lib/server/db";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { consumeRateLimit } from "@/lib/server/rate-limit";
import { deriveKey, equalHex, randomDigits } from "@/lib/server/security/crypto";
import { normaliseEmail } from "@/lib/server/auth/users";
import { otpMail } from "./emails";

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_WRONG = 5;
/** How long a verified email may be used for a claim. */
export const OTP_VERIFIED_FOR_MS = 60 * 60_000;
export const otpSendsPerEmail = { name: "otp:email", limit: 3, windowMs: 60 * 60_000 };

// A keyed hash: six digits are a million candidates, so a plain SHA-256 in a leaked
// database would give every live code away; without the server's key it gives nothing.
export function hashOtp(email: string, code: string): string {
  return createHmac("sha256", deriveKey("otp")).update(`${email}\u0000${code}`).digest("hex");
}

/** Sends a new 6-digit code (the previous one stops working); at most 3 per email per hour. */
export async function sendOtp(input: SendOtpInput): Promise<void> {
  const email = normaliseEmail(input.email);
  if (!(await consumeRateLimit(otpSendsPerEmail, `${input.purpose}:${email}`)).allowed) {
    throw new Refusal(429, authMessages.otpSendLimit);
  }
  const code = randomDigits(6);
  const now = new Date();
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    const id = randomUUID();
    await trx
      .insertInto("otp_codes")
      .values({
        id,
        email,
        purpose: input.purpose,
        code_hash: hashOtp(email, code),
        expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
        created_at: now.toISOString(),
        verified_at: null,
        claimed_at: null,
      })
      .execute();
    await enqueueMail(trx, { to: email, ...otpMail(code), kind: "auth:otp", refId: id }, "security");
  });
  kickMailSender();
}

/**
 * Checks the latest code for the email: wrong 400, expired 410, dead after 5 wrong tries
 * (429), single use. Each try is counted atomically before the comparison, so parallel
 * guesses cannot exceed the budget.
 */
export async function verifyOtp(input: VerifyOtpInput): Promise<void> {
  const email = normaliseEmail(input.email);
  const db = await getDb();
  const latest = await db
    .selectFrom("otp_codes")
    .selectAll()
    .where("email", "=", email)
    .where("purpose", "=", input.purpose)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!latest || latest.verified_at) throw new Refusal(400, authMessages.otpInvalid);
  if (Number(latest.attempts) >= OTP_MAX_WRONG) throw new Refusal(429, authMessages.otpTooManyAttempts);
  if (latest.expires_at <= new Date().toISOString()) throw new Refusal(410, authMessages.otpExpired);
  const reserved = await db
    .updateTable("otp_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", latest.id)
    .where("attempts", "<", OTP_MAX_WRONG)
    .where("verified_at", "is", null)
    .executeTakeFirst();
  if (Number(reserved.numUpdatedRows) !== 1) throw new Refusal(429, authMessages.otpTooManyAttempts);
  if (!equalHex(hashOtp(email, input.otp), latest.code_hash)) throw new Refusal(400, authMessages.otpInvalid);
  const used = await db
    .updateTable("otp_codes")
    .set({ verified_at: new Date().toISOString() })
    .where("id", "=", latest.id)
    .where("verified_at", "is", null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new Refusal(400, authMessages.otpInvalid);
}

/** Uses up a verification of `email` made in the last hour for a claim; false when there is none. */
export async function claimVerifiedEmail(trx: Transaction<Database>, email: string): Promise<boolean> {
  const since = new Date(Date.now() - OTP_VERIFIED_FOR_MS).toISOString();
  const row = await trx
    .selectFrom("otp_codes")
    .select("id")
    .where("email", "=", normaliseEmail(email))
    .where("purpose", "=", "email_verification")
    .where("verified_at", ">", since)
    .where("claimed_at", "is", null)
    .orderBy("verified_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return false;
  const result = await trx
    .updateTable("otp_codes")
    .set({ claimed_at: new Date().toISOString() })
    .where("id", "=", row.id)
    .where("claimed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
