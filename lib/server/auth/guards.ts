import "server-only";
import { cache } from "react";
import { Refusal } from "@/lib/refusal";
import type { MemberRole } from "@/lib/member-roles";
import { authMessages } from "@/lib/validation/auth";
import { accountMessages } from "@/lib/validation/account";
import { memberMessages } from "@/lib/validation/members";
import { env } from "@/lib/server/env";
import { partnerApiBase } from "@/lib/server/upstream/partner-api";
import { upstreamUser } from "./upstream-user";
import { getDb } from "@/lib/server/db";
import { endedSessionReason } from "./ended-sessions";
import { resolveSession, tokenFromHeaders, type ResolvedSession } from "./session";
import { toPublicUser, type PublicUser } from "./users";

export type AuthContext = ResolvedSession;

export interface PartnerContext extends ResolvedSession {
  partner: NonNullable<ResolvedSession["partner"]>;
  partnerId: string;
  /** The user's role in the company (lib/member-roles.ts). */
  memberRole: MemberRole;
}

async function requestHeaders(request?: Request): Promise<Headers> {
  if (request) return request.headers;
  // Server components and actions have no Request: read the incoming headers instead.
  const { headers } = await import("next/headers");
  return new Headers(await headers());
}

/** The signed-in user of this request, or null (no token, bad token, revoked or expired session). */
export async function getAuth(request?: Request): Promise<AuthContext | null> {
  const token = tokenFromHeaders(await requestHeaders(request));
  return token ? resolveSession(token) : null;
}

/** Any signed-in user (partner or admin), whatever the account's state: /api/auth/me and logout. */
export async function requireUser(request?: Request): Promise<AuthContext> {
  const token = tokenFromHeaders(await requestHeaders(request));
  const auth = token ? await resolveSession(token) : null;
  if (auth) return auth;
  // A colleague removed from the company is told so, not just asked to sign in again.
  const ended = token ? await endedSessionReason(await getDb(), token) : null;
  throw new Refusal(401, ended === "removed" ? authMessages.removedFromTeam : authMessages.unauthenticated);
}

/**
 * A partner whose email is verified and whose company is approved. The data access
 * layer calls this for every partner read; the proxy's cookie check is only a redirect.
 */
export async function requirePartner(request?: Request): Promise<PartnerContext> {
  const auth = await requireUser(request);
  const { user, partner } = auth;
  if (user.role !== "partner" || !partner) throw new Refusal(403, authMessages.partnersOnly);
  if (!user.email_verified_at) throw new Refusal(403, authMessages.emailNotVerified);
  if (partner.status === "pending_approval") throw new Refusal(403, authMessages.pendingApproval);
  if (partner.status !== "active") throw new Refusal(403, authMessages.notApproved);
  // The company's "Require two-factor authentication": only the account endpoints (withUser),
  // which setting it up needs, stay open to a session that has not passed a second factor.
  if (Number(partner.require_two_factor) === 1 && !auth.twoFactorVerified)
    throw new Refusal(403, memberMessages.twoFactorRequired);
  // Every partner user has a role since it was introduced; a row without one is an owner,
  // as every partner user was then.
  return { ...auth, partner, partnerId: partner.id, memberRole: user.member_role ?? "owner" };
}

/**
 * Who is signed in, as the portal's pages, proxy.ts and the console see them. In proxy mode
 * (PARTNER_API_URL) the partner API's /auth/me decides, and there is no local session id.
 */
export interface SignedIn {
  user: PublicUser;
  sessionId: string | null;
  /** This session passed a second factor and the account has two-factor authentication on. */
  twoFactorVerified: boolean;
}

/** The signed-in user of a session token, or null. Throws UpstreamError when the partner API cannot answer. */
export async function signedInFor(token: string): Promise<SignedIn | null> {
  const base = partnerApiBase();
  if (base) {
    const upstream = await upstreamUser(base, token);
    return upstream
      ? { user: upstream.user, sessionId: null, twoFactorVerified: upstream.twoFactorVerified }
      : null;
  }
  const session = await resolveSession(token);
  return session
    ? {
        user: toPublicUser(session.user, session.partner, session.twoFactorVerified),
        sessionId: session.sessionId,
        twoFactorVerified: session.twoFactorVerified,
      }
    : null;
}

/** The signed-in user of this request (or of the page being rendered), or null. */
export async function getSignedIn(request?: Request): Promise<SignedIn | null> {
  if (!request) return signedInOfPage();
  const token = tokenFromHeaders(request.headers);
  return token ? signedInFor(token) : null;
}

// A page and its layout both ask who is signed in: one session read (in proxy mode, one call
// to the partner API's /auth/me) per rendered request, not one per component.
const signedInOfPage = cache(async (): Promise<SignedIn | null> => {
  const token = tokenFromHeaders(await requestHeaders());
  return token ? signedInFor(token) : null;
});

/** Whether this user may open the partner dashboard: a partner of a company, email verified, company active. */
export function canUsePortal(user: PublicUser): boolean {
  return user.role === "partner" && Boolean(user.partnerId) && user.emailVerified && user.status === "active";
}

/** The programme team (role admin): the console's pages and /api/admin/*. */
export async function requireAdmin(request?: Request): Promise<SignedIn> {
  const signedIn = await getSignedIn(request);
  if (!signedIn) throw new Refusal(401, authMessages.unauthenticated);
  if (signedIn.user.role !== "admin") throw new Refusal(403, authMessages.adminsOnly);
  // ADMIN_REQUIRE_2FA: a session that did not pass a second factor is sent to set one up
  // (the console's pages) or refused (its API); having two-factor on is not enough, the
  // session must have been signed in with it. In proxy mode the partner API's /auth/me
  // tells, and what this application serves itself (enquiries, outbox) is held to it.
  if (env().ADMIN_REQUIRE_2FA && !signedIn.twoFactorVerified) {
    throw new Refusal(403, accountMessages.adminTwoFactorRequired);
  }
  return signedIn;
}
