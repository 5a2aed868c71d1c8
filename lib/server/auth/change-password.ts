import "server-only";
import { Refusal } from "@/lib/refusal";
import { accountMessages } from "@/lib/validation/account";
import { getDb } from "../db";
import { enqueueMail, kickMailSender } from "../mail";
import { consumeRateLimit, refundRateLimit } from "../rate-limit";
import { hashPassword, verifyPassword } from "./password";
import { passwordChangedInSettingsMail } from "./emails";

// Wrong current passwords per account: a stolen session must not become a password oracle.
// Counted before the check and given back when it was right, like sign-in failures.
export const passwordChangeFailures = { name: "password-change:user", limit: 5, windowMs: 15 * 60_000 };

/**
 * Changes a signed-in user's password: the current one must be right. The session making
 * the change stays signed in; every other session of the account is revoked, and a
 * security email tells the user, in the same transaction as the new hash.
 */
export async function changePassword(
  userId: string,
  currentSessionId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<{ message: string }> {
  if (!(await consumeRateLimit(passwordChangeFailures, userId)).allowed)
    throw new Refusal(429, accountMessages.tooManyPasswordAttempts);
  const db = await getDb();
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "password_hash"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new Refusal(400, accountMessages.currentPasswordWrong, {
      currentPassword: accountMessages.currentPasswordWrong,
    });
  }
  await refundRateLimit(passwordChangeFailures, userId);
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: now })
      .where("id", "=", userId)
      .execute();
    await trx
      .updateTable("sessions")
      .set({ revoked_at: now })
      .where("user_id", "=", userId)
      .where("id", "!=", currentSessionId)
      .where("revoked_at", "is", null)
      .execute();
    // Reset links asked for before the change must not undo it.
    await trx
      .updateTable("account_tokens")
      .set({ used_at: now })
      .where("user_id", "=", userId)
      .where("purpose", "=", "reset_password")
      .where("used_at", "is", null)
      .execute();
    await enqueueMail(
      trx,
      { to: user.email, ...passwordChangedInSettingsMail(), kind: "auth:password-changed", refId: userId },
      "security",
    );
  });
  kickMailSender();
  return { message: accountMessages.passwordChanged };
}
