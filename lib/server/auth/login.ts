import "server-only";
import { Refusal } from "@/lib/refusal";
import { authMessages, type LoginInput } from "@/lib/validation/auth";
import { getDb } from "../db";
import type { SessionAuthMethod } from "../db/schema/auth";
import { env } from "../env";
import { consumeRateLimit, refundRateLimit, resetRateLimit } from "../rate-limit";
import { burnPasswordCheck, verifyPassword } from "./password";
import { createSession, type IssuedSession } from "./session";
import { completeSecondFactor, issuePendingLogin } from "./login-two-factor";
import { twoFactorStatus } from "./two-factor";
import { assertPasswordSignInAllowed } from "./password-policy";
import { normaliseEmail, toPublicUser, type PublicUser, type UserRow } from "./users";

// Only failures count, so a busy office behind one address and a benchmark that signs in
// repeatedly are not locked out, while guessing is: 5 wrong passwords per account and
// 20 per address (times ADDRESS_RATE_LIMIT_SCALE) in 15 minutes. Every attempt is counted
// atomically before its password is checked and given back when the password was right,
// so a burst of parallel guesses checks no more passwords than the limit allows.
export const loginFailuresPerAccount = { name: "login:account", limit: 5, windowMs: 15 * 60_000 };
export const loginFailuresPerAddress = { name: "login:ip", limit: 20, windowMs: 15 * 60_000 };

function addressRule() {
  return {
    ...loginFailuresPerAddress,
    limit: loginFailuresPerAddress.limit * env().ADDRESS_RATE_LIMIT_SCALE,
  };
}

export interface LoginResult {
  session: IssuedSession;
  user: PublicUser;
}

/** A right password on an account with two-factor authentication: the code comes next. */
export interface PendingSecondFactor {
  pendingToken: string;
  expiresAt: Date;
}

export interface LoginHooks {
  /** Called when the password is right but the email is unverified (resends the link). */
  onUnverified?: (user: UserRow) => Promise<void>;
}

/**
 * Checks the password with the same argon2 work whether or not the account exists, and
 * the same message for a wrong email or password. Only after a correct password does the
 * answer reveal the account's state (unverified, pending approval).
 */
export async function login(
  input: LoginInput,
  meta: { ip: string; userAgent?: string | null },
  hooks: LoginHooks = {},
): Promise<LoginResult | PendingSecondFactor> {
  const email = normaliseEmail(input.email);
  const account = await consumeRateLimit(loginFailuresPerAccount, email);
  const address = await consumeRateLimit(addressRule(), meta.ip);
  if (!account.allowed || !address.allowed) throw new Refusal(429, authMessages.tooManyLogins);
  const db = await getDb();
  const user = await db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
  let passwordOk = false;
  if (user) passwordOk = await verifyPassword(user.password_hash, input.password);
  else await burnPasswordCheck(input.password);
  if (!user || !passwordOk) throw new Refusal(401, authMessages.invalidCredentials);
  // The right password: this attempt was no failure.
  await resetRateLimit(loginFailuresPerAccount, email);
  await refundRateLimit(addressRule(), meta.ip);

  const partner = await checkAccountState(user, hooks);
  await assertPasswordSignInAllowed(user);
  // Two-factor accounts get a pending-login token, not a session (issuePendingLogin
  // refuses while the account is locked after five wrong codes).
  if ((await twoFactorStatus(user.id, db)).enabled)
    return issuePendingLogin(user.id, input.remember === true, "password");
  return startSession(user, partner, { ...meta, remember: input.remember });
}

/** The sign-in's second step: the pending token and a TOTP or recovery code, then the session. */
export async function loginSecondStep(
  input: { pendingToken: string; code: string },
  meta: { ip: string; userAgent?: string | null },
): Promise<LoginResult> {
  const { userId, remember, startedBy, method } = await completeSecondFactor(input.pendingToken, input.code);
  const db = await getDb();
  const user = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
  if (!user) throw new Refusal(401, authMessages.invalidCredentials);
  // The account may have changed in the minutes between the two steps.
  const partner = await checkAccountState(user, {});
  // So may the rules for passwords (an owner requiring single sign-on, ADMIN_PASSWORD_SIGN_IN).
  if (startedBy === "password") await assertPasswordSignInAllowed(user);
  return startSession(user, partner, { ...meta, remember, authMethod: method });
}

/** A partner may sign in only with a verified email and an active company. */
async function checkAccountState(user: UserRow, hooks: LoginHooks) {
  const db = await getDb();
  const partner = user.partner_id
    ? ((await db.selectFrom("partners").selectAll().where("id", "=", user.partner_id).executeTakeFirst()) ??
      null)
    : null;
  if (user.role === "partner") {
    if (!user.email_verified_at) {
      await hooks.onUnverified?.(user);
      throw new Refusal(403, authMessages.emailNotVerified);
    }
    if (partner?.status === "pending_approval") throw new Refusal(403, authMessages.pendingApproval);
    if (partner?.status !== "active") throw new Refusal(403, authMessages.notApproved);
  }
  return partner;
}

/** A session for a user whose sign-in is complete (password and second factor, or single sign-on). */
export async function startSession(
  user: UserRow,
  partner: Awaited<ReturnType<typeof checkAccountState>>,
  meta: {
    ip: string;
    userAgent?: string | null;
    remember?: boolean;
    authMethod?: SessionAuthMethod;
    providerLogoutUrl?: string | null;
  },
): Promise<LoginResult> {
  const db = await getDb();
  const session = await createSession(db, user, {
    remember: meta.remember,
    ip: meta.ip,
    userAgent: meta.userAgent,
    authMethod: meta.authMethod,
    providerLogoutUrl: meta.providerLogoutUrl,
  });
  const now = new Date().toISOString();
  // The last sign-in becomes the previous one: it tells a returning user from a newcomer.
  const signedIn = { ...user, last_login_at: now, previous_login_at: user.last_login_at };
  await db
    .updateTable("users")
    .set({ last_login_at: now, previous_login_at: user.last_login_at })
    .where("id", "=", user.id)
    .execute();
  // Housekeeping: the account's expired sessions are of no further use.
  await db.deleteFrom("sessions").where("user_id", "=", user.id).where("expires_at", "<", now).execute();
  return { session, user: toPublicUser(signedIn, partner) };
}
