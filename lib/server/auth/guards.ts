import "server-only";
import { ApiError } from "@/lib/api/errors";
import { authMessages } from "@/lib/validation/auth";
import { resolveSession, tokenFromHeaders, type ResolvedSession } from "./session";

export type AuthContext = ResolvedSession;

export interface PartnerContext extends ResolvedSession {
  partner: NonNullable<ResolvedSession["partner"]>;
  partnerId: string;
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
  const auth = await getAuth(request);
  if (!auth) throw new ApiError(401, authMessages.unauthenticated);
  return auth;
}

/**
 * A partner whose email is verified and whose company is approved. The data access
 * layer calls this for every partner read; the proxy's cookie check is only a redirect.
 */
export async function requirePartner(request?: Request): Promise<PartnerContext> {
  const auth = await requireUser(request);
  const { user, partner } = auth;
  if (user.role !== "partner" || !partner) throw new ApiError(403, authMessages.partnersOnly);
  if (!user.email_verified_at) throw new ApiError(403, authMessages.emailNotVerified);
  if (partner.status === "pending_approval") throw new ApiError(403, authMessages.pendingApproval);
  if (partner.status !== "active") throw new ApiError(403, authMessages.notApproved);
  return { ...auth, partner, partnerId: partner.id };
}

export async function requireAdmin(request?: Request): Promise<AuthContext> {
  const auth = await requireUser(request);
  if (auth.user.role !== "admin") throw new ApiError(403, authMessages.adminsOnly);
  return auth;
}
