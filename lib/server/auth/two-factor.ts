import "server-only";
import { randomInt, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { toDataURL } from "qrcode";
import { Refusal } from "@/lib/refusal";
import { accountMessages, totpCodePattern } from "@/lib/validation/account";
import { getDb, type Database } from "../db";
import { enqueueMail, kickMailSender } from "../mail";
import { consumeRateLimit, resetRateLimit } from "../rate-limit";
import { sha256Hex } from "../security/crypto";
import { matchTotpStep, newTotpSecret, openSecret, sealSecret, totpUri } from "./totp";
import { twoFactorDisabledMail, twoFactorEnabledMail } from "./emails";
import { twoFactorStatus } from "./two-factor-status";
import { keepOnlySecondFactorSession } from "./session";
import type { Db } from "@/lib/server/db";

export { twoFactorStatus };

// Two-factor authentication of an account: enrolment (secret, QR code, confirmation by a
// first code), the ten recovery codes, checking a second factor, and turning it off.

/** Wrong second factors per account (sign-in and disabling): 5, then 15 minutes locked. */
export const twoFactorFailures = { name: "2fa:user", limit: 5, windowMs: 15 * 60_000 };
// Typos while confirming an enrolment must not lock sign-in: a counter of their own.
const confirmFailures = { name: "2fa-confirm:user", limit: 10, windowMs: 15 * 60_000 };

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: codes are read off paper. 10 characters of 31: about 49 bits each.
const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";

function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < 10; i += 1) code += alphabet[randomInt(alphabet.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
const hashRecoveryCode = (code: string) => sha256Hex(code.replace(/-/g, "").toLowerCase());

/**
 * Starts an enrolment, or resumes the one waiting for its first code: the pending secret is
 * kept (sealed, like a confirmed one) and shown again, so a reload of the set-up page does
 * not silently invalidate the key already scanned into an app. A new secret only when there
 * is none pending, or the stored one can no longer be opened.
 */
export async function startEnrolment(user: {
  id: string;
  email: string;
}): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
  const db = await getDb();
  const row = await db
    .selectFrom("two_factor")
    .select(["secret_enc", "enabled_at"])
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (row?.enabled_at) throw new Refusal(409, accountMessages.twoFactorAlreadyOn);
  const secret = (row ? openSecret(row.secret_enc) : null) ?? (await storeNewSecret(db, user.id));
  const otpauthUrl = totpUri(secret, user.email);
  return {
    secret,
    otpauthUrl,
    qrCode: await toDataURL(otpauthUrl, { errorCorrectionLevel: "M", margin: 1, width: 220 }),
  };
}

async function storeNewSecret(db: Kysely<Database>, userId: string): Promise<string> {
  const secret = newTotpSecret();
  const now = new Date().toISOString();
  const sealed = sealSecret(secret);
  await db
    .insertInto("two_factor")
    .values({ user_id: userId, secret_enc: sealed, enabled_at: null, last_step: null, created_at: now })
    .onConflict((oc) =>
      oc
        .column("user_id")
        .doUpdateSet({ secret_enc: sealed, enabled_at: null, last_step: null, created_at: now }),
    )
    .execute();
  return secret;
}

/**
 * Confirms the enrolment with a first code; answers the ten recovery codes, shown once.
 * The session that confirms it counts as signed in with a second factor from then on;
 * every other session of the account is revoked.
 */
export async function confirmEnrolment(
  user: { id: string; email: string },
  sessionId: string,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const db = await getDb();
  const row = await db.selectFrom("two_factor").selectAll().where("user_id", "=", user.id).executeTakeFirst();
  if (row?.enabled_at) throw new Refusal(409, accountMessages.twoFactorAlreadyOn);
  const secret = row ? openSecret(row.secret_enc) : null;
  if (!row || !secret) throw new Refusal(409, accountMessages.twoFactorNoEnrolment);
  if (!(await consumeRateLimit(confirmFailures, user.id)).allowed)
    throw new Refusal(429, accountMessages.tooManyPasswordAttempts);
  const step = totpCodePattern.test(code) ? matchTotpStep(secret, code) : null;
  if (step === null) throw new Refusal(400, accountMessages.codeWrong, { code: accountMessages.codeWrong });
  await resetRateLimit(confirmFailures, user.id);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    // Only the enrolment this code was checked against (a concurrent restart wins otherwise).
    const updated = await trx
      .updateTable("two_factor")
      .set({ enabled_at: now, last_step: step })
      .where("user_id", "=", user.id)
      .where("secret_enc", "=", row.secret_enc)
      .where("enabled_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Refusal(409, accountMessages.twoFactorNoEnrolment);
    await trx.deleteFrom("two_factor_recovery_codes").where("user_id", "=", user.id).execute();
    await trx
      .insertInto("two_factor_recovery_codes")
      .values(
        codes.map((c) => ({
          id: randomUUID(),
          user_id: user.id,
          code_hash: hashRecoveryCode(c),
          used_at: null,
          created_at: now,
        })),
      )
      .execute();
    await keepOnlySecondFactorSession(trx, user.id, sessionId);
    await enqueueMail(
      trx,
      { to: user.email, ...twoFactorEnabledMail(), kind: "auth:two-factor-enabled", refId: user.id },
      "security",
    );
  });
  kickMailSender();
  return { recoveryCodes: codes };
}

/**
 * Checks a second factor of an enabled account inside `trx` and uses it up: a TOTP code
 * whose step is later than the last one accepted, or an unused recovery code. Which kind
 * was used, or null.
 */
export async function redeemSecondFactor(
  trx: Transaction<Database>,
  userId: string,
  code: string,
): Promise<"totp" | "recovery" | null> {
  const row = await trx
    .selectFrom("two_factor")
    .selectAll()
    .where("user_id", "=", userId)
    .where("enabled_at", "is not", null)
    .executeTakeFirst();
  if (!row) return null;
  if (totpCodePattern.test(code)) {
    const secret = openSecret(row.secret_enc);
    const step = secret ? matchTotpStep(secret, code) : null;
    if (step === null || (row.last_step !== null && step <= Number(row.last_step))) return null;
    // Conditional on the step read: of two concurrent uses of one code, one wins.
    const updated = await trx
      .updateTable("two_factor")
      .set({ last_step: step })
      .where("user_id", "=", userId)
      .where((eb) =>
        row.last_step === null ? eb("last_step", "is", null) : eb("last_step", "=", row.last_step),
      )
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1 ? "totp" : null;
  }
  const used = await trx
    .updateTable("two_factor_recovery_codes")
    .set({ used_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashRecoveryCode(code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? "recovery" : null;
}

/** Turns two-factor authentication off; a current code (or a recovery code) is required. */
export async function disableTwoFactor(
  user: { id: string; email: string },
  code: string,
): Promise<{ message: string }> {
  const db = await getDb();
  if (!(await twoFactorStatus(user.id, db)).enabled) throw new Refusal(409, accountMessages.twoFactorNotOn);
  if (!(await consumeRateLimit(twoFactorFailures, user.id)).allowed)
    throw new Refusal(429, accountMessages.twoFactorLocked);
  const done = await db.transaction().execute(async (trx) => {
    if (!(await redeemSecondFactor(trx, user.id, code))) return false;
    await removeTwoFactor(trx, user.id);
    await enqueueMail(
      trx,
      { to: user.email, ...twoFactorDisabledMail(), kind: "auth:two-factor-disabled", refId: user.id },
      "security",
    );
    return true;
  });
  if (!done) throw new Refusal(400, accountMessages.codeWrong, { code: accountMessages.codeWrong });
  await resetRateLimit(twoFactorFailures, user.id);
  kickMailSender();
  return { message: accountMessages.twoFactorDisabled };
}

export async function removeTwoFactor(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom("two_factor_recovery_codes").where("user_id", "=", userId).execute();
  await trx.deleteFrom("two_factor").where("user_id", "=", userId).execute();
}
