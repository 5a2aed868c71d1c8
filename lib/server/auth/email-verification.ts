import "server-only";
import type { Kysely, Transaction } from "kysely";
import { Refusal } from "@/lib/refusal";
import { authMessages } from "@/lib/validation/auth";
import { getDb, type Database } from "@/lib/server/db";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { consumeRateLimit } from "@/lib/server/rate-limit";
import { normaliseEmail, type UserRow } from "./users";
import { findAccountToken, issueAccountToken, markAccountTokenUsed } from "./account-tokens";
import { verifyEmailMail } from "./emails";

/** A new verification link is sent on sign-in at most this often. */
const RESEND_INTERVAL_MS = 10 * 60_000;
/** Asked for by the person (the login page's Resend): at most this often, and 3 an hour. */
const REQUESTED_RESEND_INTERVAL_MS = 60_000;
export const verificationResendsPerEmail = { name: "verify-resend:email", limit: 3, windowMs: 60 * 60_000 };

/** Issues a verification token and queues its email, inside the caller's transaction. */
export async function queueVerificationEmail(
  trx: Transaction<Database> | Kysely<Database>,
  user: Pick<UserRow, "id" | "email" | "first_name">,
  statusToken?: string,
): Promise<void> {
  const token = await issueAccountToken(trx, user.id, "verify_email");
  await enqueueMail(
    trx,
    {
      to: user.email,
      ...verifyEmailMail(user.first_name, token, statusToken),
      kind: "auth:verify-email",
      refId: user.id,
    },
    "security",
  );
}

/**
 * Called when an unverified account signs in with the right password: sends a fresh link
 * unless one went out in the last 10 minutes, so an expired link is never a dead end.
 */
export async function resendVerificationIfDue(
  user: UserRow,
  interval: number = RESEND_INTERVAL_MS,
): Promise<void> {
  const db = await getDb();
  const since = new Date(Date.now() - interval).toISOString();
  const recent = await db
    .selectFrom("account_tokens")
    .select("id")
    .where("user_id", "=", user.id)
    .where("purpose", "=", "verify_email")
    .where("created_at", ">", since)
    .executeTakeFirst();
  if (recent) return;
  await db.transaction().execute((trx) => queueVerificationEmail(trx, user));
  kickMailSender();
}

/**
 * POST /api/auth/resend-verification: a new link for a partner account whose address is not
 * verified yet. Whatever the address, the caller learns nothing (the handler answers alike
 * before this runs), and one address gets at most 3 an hour.
 */
export async function requestVerificationResend(rawEmail: string): Promise<void> {
  const email = normaliseEmail(rawEmail);
  if (!(await consumeRateLimit(verificationResendsPerEmail, email)).allowed) return;
  const db = await getDb();
  const user = await db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
  if (!user || user.role !== "partner" || user.email_verified_at) return;
  await resendVerificationIfDue(user, REQUESTED_RESEND_INTERVAL_MS);
}

/** GET /api/auth/verify-email/{token}: single use, 24 hours. */
export async function verifyEmail(token: string): Promise<{ message: string }> {
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    const found = await findAccountToken(trx, token, "verify_email");
    if (found.state === "expired") throw new Refusal(410, authMessages.verifyEmailExpired);
    if (found.state !== "valid" || !(await markAccountTokenUsed(trx, found.row.id))) {
      throw new Refusal(400, authMessages.verifyEmailInvalid);
    }
    const now = new Date().toISOString();
    await trx
      .updateTable("users")
      .set({ email_verified_at: now, updated_at: now })
      .where("id", "=", found.row.user_id)
      .where("email_verified_at", "is", null)
      .execute();
  });
  return { message: authMessages.verifyEmailDone };
}
