import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { NextResponse } from "next/server";
import { getDb, type Database } from "../db";
import type { SessionAuthMethod } from "../db/schema/auth";
import { env } from "../env";
import { SESSION_COOKIE, readSessionToken, signSessionToken } from "./jwt";
import type { PartnerRow, UserRow } from "./users";
import { DAY_MS } from "@/lib/time";

/** "Remember me" keeps a session 30 days in a persistent cookie; otherwise 24 hours in a browser-session cookie. */
export const SESSION_TTL_MS = DAY_MS;
export const REMEMBERED_SESSION_TTL_MS = 30 * DAY_MS;

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
  persistent: boolean;
}

export async function createSession(
  db: Kysely<Database> | Transaction<Database>,
  user: Pick<UserRow, "id" | "role">,
  options: {
    remember?: boolean;
    ip?: string;
    userAgent?: string | null;
    authMethod?: SessionAuthMethod;
    providerLogoutUrl?: string | null;
  } = {},
): Promise<IssuedSession> {
  const persistent = options.remember === true;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + (persistent ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS));
  const sessionId = randomUUID();
  await db
    .insertInto("sessions")
    .values({
      id: sessionId,
      user_id: user.id,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      revoked_at: null,
      ip: options.ip ?? null,
      user_agent: options.userAgent?.slice(0, 300) ?? null,
      auth_method: options.authMethod ?? "password",
      provider_logout_url: options.providerLogoutUrl ?? null,
    })
    .execute();
  const token = await signSessionToken({ sub: user.id, sid: sessionId, role: user.role }, expiresAt);
  return { token, sessionId, expiresAt, persistent };
}

/** Ends the session; answers where to end its provider's session too, if anywhere. */
export async function revokeSession(sessionId: string): Promise<string | null> {
  const db = await getDb();
  const revoked = await db
    .updateTable("sessions")
    .set({ revoked_at: new Date().toISOString() })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .returning("provider_logout_url")
    .executeTakeFirst();
  return revoked?.provider_logout_url ?? null;
}

export async function revokeAllSessions(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
}

/**
 * Turning two-factor authentication on: the session that proved the first code now counts
 * as signed in with a second factor, and every other session of the account ends (they
 * never passed one, and may be the very sessions the user wants to lock out).
 */
export async function keepOnlySecondFactorSession(
  trx: Transaction<Database>,
  userId: string,
  sessionId: string,
): Promise<void> {
  await trx
    .updateTable("sessions")
    .set({ auth_method: "totp" })
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .execute();
  await trx
    .updateTable("sessions")
    .set({ revoked_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .where("id", "!=", sessionId)
    .where("revoked_at", "is", null)
    .execute();
}

export interface ResolvedSession {
  sessionId: string;
  user: UserRow;
  partner: PartnerRow | null;
  /** How this session was signed in. */
  authMethod: SessionAuthMethod;
  /** Signed in with a second factor, and the account still has two-factor authentication on. */
  twoFactorVerified: boolean;
}

/**
 * Verifies the token, then its session row (not revoked, not expired) and loads the user.
 * A session signed in with a password alone is no longer valid once the account has
 * two-factor authentication on, even one its enabling did not revoke (started meanwhile).
 */
export async function resolveSession(token: string): Promise<ResolvedSession | null> {
  const claims = await readSessionToken(token);
  if (!claims) return null;
  const db = await getDb();
  const now = new Date().toISOString();
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .leftJoin("two_factor", "two_factor.user_id", "sessions.user_id")
    .selectAll("users")
    .select(["sessions.auth_method as session_auth_method", "two_factor.enabled_at as two_factor_enabled_at"])
    .where("sessions.id", "=", claims.sid)
    .where("sessions.user_id", "=", claims.sub)
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", now)
    .executeTakeFirst();
  if (!row) return null;
  const { session_auth_method: authMethod, two_factor_enabled_at: twoFactorOn, ...user } = row;
  // Neither a password nor a provider without a second factor passes for an account that has
  // two-factor authentication on here; "sso_mfa" is a provider's second factor the console accepts.
  const firstFactorOnly = authMethod === "password" || authMethod === "sso";
  if (twoFactorOn && firstFactorOnly) return null;
  const partner = user.partner_id
    ? ((await db.selectFrom("partners").selectAll().where("id", "=", user.partner_id).executeTakeFirst()) ??
      null)
    : null;
  return {
    sessionId: claims.sid,
    user,
    partner,
    authMethod,
    twoFactorVerified: authMethod === "sso_mfa" || (Boolean(twoFactorOn) && !firstFactorOnly),
  };
}

/** A cookie value's percent-decoding; a malformed one (`%E0%A4%A`) is no token at all. */
function decodeCookieValue(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The token from `Authorization: Bearer` (API clients) or else the session cookie. */
export function tokenFromHeaders(headers: Headers): string | null {
  const authorization = headers.get("authorization");
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return decodeCookieValue(rest.join("=")) || null;
  }
  return null;
}

// Secure everywhere in production except on loopback, where local production runs
// (npm run local, end-to-end tests, benchmarks) are served over plain HTTP.
/** Cookies are Secure in production, except on a loopback address (local runs and tests). */
export function secureCookies(): boolean {
  const config = env();
  const host = new URL(config.APP_URL).hostname;
  return config.NODE_ENV === "production" && !["localhost", "127.0.0.1", "[::1]"].includes(host);
}

export function setSessionCookie(
  response: NextResponse,
  session: Pick<IssuedSession, "token" | "expiresAt" | "persistent">,
): void {
  response.cookies.set(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    ...(session.persistent ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(response: NextResponse): void {
  response.cookies.set(SESSION_COOKIE, "", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    maxAge: 0,
  });
}
