import "server-only";
import { SignJWT, jwtVerify } from "jose";
import type { UserRole } from "../db/partner-schema";
import { hmacKey } from "./crypto";

/** The cookie (and the spec's storage key) that carries the session token. */
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

/**
 * Checks the signature and expiry only (no database): enough for the proxy's optimistic
 * redirect. Every data access also checks the session row (see guards.ts).
 */
export async function readSessionToken(token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey("session"), { algorithms: ["HS256"], issuer });
    const { sub, sid, role } = payload;
    if (typeof sub !== "string" || typeof sid !== "string" || (role !== "partner" && role !== "admin")) return null;
    return { sub, sid, role };
  } catch {
    return null;
  }
}
