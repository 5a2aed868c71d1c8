import "server-only";
import { SignJWT, jwtVerify } from "jose";
import type { UserRole } from "../db/schema/auth";
import { hmacKey } from "../security/crypto";

/** The cookie that carries the session token. */
export const SESSION_COOKIE = "partner_token";

export interface SessionClaims {
  /** The user's id. */
  sub: string;
  /** The session row's id: logout and password reset revoke it. */
  sid: string;
  role: UserRole;
}

const issuer = "finlytic-partner-portal";

export async function signSessionToken(claims: SessionClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sid, role: claims.role })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await hmacKey("session"));
}

/** Tokens this process has verified, with their claims and expiry (at most KEPT_TOKENS, oldest dropped first). */
const verified = new Map<string, { claims: SessionClaims; expiresAtMs: number }>();
const KEPT_TOKENS = 10_000;

/**
 * Checks the signature and expiry only (no database): enough for the proxy's optimistic
 * redirect. Every data access also checks the session row (see guards.ts).
 *
 * A signed-in client sends the same token with every request, and a token that verified once
 * verifies again with the process's one key (SESSION_SECRET is read once): a token seen
 * before is only checked for its expiry. WebCrypto's verify, all jose has, is a trip through
 * the crypto thread pool of about 70 µs on every request.
 */
export async function readSessionToken(token: string): Promise<SessionClaims | null> {
  const known = verified.get(token);
  if (known) return known.expiresAtMs > Date.now() ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, await hmacKey("session"), {
      algorithms: ["HS256"],
      issuer,
      requiredClaims: ["exp"],
    });
    const { sub, sid, role, exp } = payload;
    if (
      typeof sub !== "string" ||
      typeof sid !== "string" ||
      (role !== "partner" && role !== "admin") ||
      typeof exp !== "number"
    )
      return null;
    const claims: SessionClaims = { sub, sid, role };
    if (verified.size >= KEPT_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAtMs: exp * 1000 });
    return claims;
  } catch {
    return null;
  }
}
