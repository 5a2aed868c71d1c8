import "server-only";
import { randomUUID } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { Refusal } from "@/lib/refusal";
import { accountMessages } from "@/lib/validation/account";
import { getDb } from "../db";
import { consumeRateLimit, isRateLimited, resetRateLimit } from "../rate-limit";
import { hmacKey } from "../security/crypto";
import { redeemSecondFactor, twoFactorFailures } from "./two-factor";

// The step between a right password and a session for an account with two-factor
// authentication: a short-lived token that proves the password only, is good for nothing
// but POST /api/auth/login/two-factor (its own HKDF key and audience), and is used up by
// the sign-in it completes (consumed_tokens). Five wrong codes lock the account's sign-in
// for 15 minutes, whichever pending token they came with.

export const PENDING_LOGIN_TTL_MS = 5 * 60_000;
const audience = "login-second-factor";
const issuer = "finlytic-partner-portal";

/** How the sign-in began: a password, or single sign-on (the code is this account's own). */
export type SignInStart = "password" | "sso";

export async function issuePendingLogin(
  userId: string,
  remember: boolean,
  startedBy: SignInStart,
): Promise<{ pendingToken: string; expiresAt: Date }> {
  if (await isRateLimited(twoFactorFailures, userId)) throw new Refusal(429, accountMessages.twoFactorLocked);
  const expiresAt = new Date(Date.now() + PENDING_LOGIN_TTL_MS);
  const pendingToken = await new SignJWT({ remember, startedBy })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setJti(randomUUID())
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await hmacKey("login-second-factor"));
  return { pendingToken, expiresAt };
}

interface PendingLogin {
  userId: string;
  jti: string;
  remember: boolean;
  startedBy: SignInStart;
  expiresAt: string;
}

async function openPendingLogin(token: string): Promise<PendingLogin | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey("login-second-factor"), {
      algorithms: ["HS256"],
      issuer,
      audience,
    });
    if (typeof payload.sub !== "string" || typeof payload.jti !== "string" || typeof payload.exp !== "number")
      return null;
    return {
      userId: payload.sub,
      jti: payload.jti,
      remember: payload.remember === true,
      // Anything but "sso" began with a password, and is held to the password rules.
      startedBy: payload.startedBy === "sso" ? "sso" : "password",
      expiresAt: new Date(payload.exp * 1000).toISOString(),
    };
  } catch {
    return null;
  }
}

/**
 * Completes a sign-in with its second factor. Answers the user's id and "remember me";
 * the caller then checks the account's state and starts the session as after a password.
 */
export async function completeSecondFactor(
  pendingToken: string,
  code: string,
): Promise<{ userId: string; remember: boolean; startedBy: SignInStart; method: "totp" | "recovery" }> {
  const pending = await openPendingLogin(pendingToken);
  if (!pending) throw new Refusal(401, accountMessages.twoFactorExpired);
  if (!(await consumeRateLimit(twoFactorFailures, pending.userId)).allowed)
    throw new Refusal(429, accountMessages.twoFactorLocked);
  const db = await getDb();
  const outcome = await db.transaction().execute(async (trx) => {
    const used = await trx
      .selectFrom("consumed_tokens")
      .select("jti")
      .where("jti", "=", pending.jti)
      .executeTakeFirst();
    if (used) return "expired" as const;
    const method = await redeemSecondFactor(trx, pending.userId, code);
    if (!method) return null;
    await trx.deleteFrom("consumed_tokens").where("expires_at", "<", new Date().toISOString()).execute();
    const inserted = await trx
      .insertInto("consumed_tokens")
      .values({ jti: pending.jti, expires_at: pending.expiresAt })
      .onConflict((oc) => oc.column("jti").doNothing())
      .returning("jti")
      .executeTakeFirst();
    if (!inserted) throw new Refusal(401, accountMessages.twoFactorExpired);
    return method;
  });
  if (outcome === "expired") throw new Refusal(401, accountMessages.twoFactorExpired);
  if (!outcome) throw new Refusal(401, accountMessages.codeWrong, { code: accountMessages.codeWrong });
  await resetRateLimit(twoFactorFailures, pending.userId);
  return {
    userId: pending.userId,
    remember: pending.remember,
    startedBy: pending.startedBy,
    method: outcome,
  };
}
