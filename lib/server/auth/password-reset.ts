import "server-only";
import { Refusal } from "@/lib/refusal";
import { authMessages } from "@/lib/validation/auth";
import { getDb } from "@/lib/server/db";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { consumeRateLimit } from "@/lib/server/rate-limit";
import { hashPassword } from "./password";
import { revokeAllSessions } from "./session";
import { normaliseEmail } from "./users";
import { findAccountToken, issueAccountToken, markAccountTokenUsed } from "./account-tokens";
import { passwordChangedMail, resetPasswordMail } from "./emails";

// Per email, counted whether or not the account exists, and silent: the answer is the
// same either way so it reveals nothing about which emails have accounts.
const resetMailsPerEmail = { name: "forgot:email", limit: 3, windowMs: 60 * 60_000 };

/** Always resolves the same way; emails a single-use link (1 hour) when the account exists. */
export async function requestPasswordReset(rawEmail: string): Promise<void> {
  const email = normaliseEmail(rawEmail);
  if (!(await consumeRateLimit(resetMailsPerEmail, email)).allowed) return;
  const db = await getDb();
  const user = await db
    .selectFrom("users")
    .select(["id", "email"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (!user) return;
  await db.transaction().execute(async (trx) => {
    const token = await issueAccountToken(trx, user.id, "reset_password");
    await enqueueMail(
      trx,
      { to: user.email, ...resetPasswordMail(token), kind: "auth:reset-password", refId: user.id },
      "security",
    );
  });
  kickMailSender();
}

/**
 * Sets the new password, uses up every reset link of the account and signs out every
 * session. The link arrived by email, so it also proves the address: an unverified
 * account becomes verified.
 */
export async function resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
  const db = await getDb();
  const found = await findAccountToken(db, token, "reset_password");
  if (found.state !== "valid") throw new Refusal(400, authMessages.resetInvalidLink);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    if (!(await markAccountTokenUsed(trx, found.row.id)))
      throw new Refusal(400, authMessages.resetInvalidLink);
    const userId = found.row.user_id;
    const now = new Date().toISOString();
    const user = await trx
      .selectFrom("users")
      .select(["email", "email_verified_at"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, email_verified_at: user.email_verified_at ?? now, updated_at: now })
      .where("id", "=", userId)
      .execute();
    await trx
      .updateTable("account_tokens")
      .set({ used_at: now })
      .where("user_id", "=", userId)
      .where("purpose", "=", "reset_password")
      .where("used_at", "is", null)
      .execute();
    await revokeAllSessions(trx, userId);
    await enqueueMail(
      trx,
      { to: user.email, ...passwordChangedMail(), kind: "auth:password-changed", refId: userId },
      "security",
    );
  });
  kickMailSender();
  return { message: authMessages.resetDone };
}
