import "server-only";
import { portalRoutes } from "@/lib/portal-routes";
import { equalHex, sha256Hex } from "../security/crypto";
import { startSession, type LoginResult } from "../auth/login";
import { issuePendingLogin } from "../auth/login-two-factor";
import { twoFactorStatus } from "../auth/two-factor-status";
import type { UserRow } from "../auth/users";
import type { SessionAuthMethod } from "../db/schema/auth";
import { getDb } from "../db";
import { env } from "../env";
import { partnerApiBase } from "../upstream/partner-api";
import { adminForIdentity, partnerMemberForIdentity } from "./accounts";
import { companySso, companySsoForEmail, type ProviderClient } from "../auth/company-sso";
import type { SsoErrorCode } from "@/lib/validation/sso-messages";
import { SsoFlowError } from "./errors";
import { saveLoginRequest, spendLoginRequest, type LoginRequest } from "./login-requests";
import {
  amrHasSecondFactor,
  authorizationRequest,
  callbackUrl,
  discoverProvider,
  ProviderAddressError,
  ProviderUnavailableError,
  providerLogoutUrl,
  redeemCode,
} from "./oidc-client";

// The two ends of a sign-in through an OpenID provider: GET /api/auth/oidc/start sends the
// browser to the provider; GET /api/auth/oidc/callback checks its answer and starts a session
// (the same session rows as a password sign-in, so removing the user ends it). A provider
// that does not answer is an error the sign-in page shows; nothing falls back to a password.

/** The programme team's provider from the ADMIN_OIDC_* settings, or null when not set up. */
export function adminSsoClient(): ProviderClient | null {
  const config = env();
  if (!config.ADMIN_OIDC_ISSUER || !config.ADMIN_OIDC_CLIENT_ID || !config.ADMIN_OIDC_CLIENT_SECRET)
    return null;
  return {
    issuer: config.ADMIN_OIDC_ISSUER,
    clientId: config.ADMIN_OIDC_CLIENT_ID,
    clientSecret: config.ADMIN_OIDC_CLIENT_SECRET,
    operatorSet: true,
  };
}

async function discover(client: ProviderClient) {
  try {
    return await discoverProvider(client);
  } catch (error) {
    throw new SsoFlowError(flowErrorCode(error));
  }
}

function flowErrorCode(error: unknown): SsoErrorCode {
  if (error instanceof ProviderUnavailableError) return "unavailable";
  if (error instanceof ProviderAddressError) return "providerAddress";
  return "failed";
}

export type StartInput = { audience: "admin" } | { audience: "partner"; email: string };

/**
 * The provider's authorization address for a new sign-in (nonce and verifier kept here), and its
 * state, which the start route also gives the browser (see finishSso).
 */
export async function startSso(
  input: StartInput,
  nextPath: string | null,
): Promise<{ url: URL; state: string }> {
  // Proxy mode: sessions are the partner API's, which this application's sign-in cannot start.
  if (partnerApiBase()) throw new SsoFlowError("notConfigured");
  let client: ProviderClient | null;
  let partnerId: string | null = null;
  if (input.audience === "admin") client = adminSsoClient();
  else {
    const company = await companySsoForEmail(input.email);
    client = company?.client ?? null;
    partnerId = company?.partnerId ?? null;
  }
  if (!client) throw new SsoFlowError("notConfigured");
  const config = await discover(client);
  const request = await authorizationRequest(config, input.audience === "partner" ? input.email : undefined);
  await saveLoginRequest(request.state, {
    audience: input.audience,
    partnerId,
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    nextPath,
  });
  return { url: request.url, state: request.state };
}

export type FinishResult =
  | { kind: "session"; result: LoginResult; next: string }
  | { kind: "second-factor"; pendingToken: string; next: string };

function destination(login: LoginRequest): string {
  return login.nextPath ?? (login.audience === "admin" ? portalRoutes.admin : portalRoutes.dashboard);
}

/**
 * Checks the provider's answer (the callback's query) and signs the person in. `browserState` is
 * the state the start route left in this browser: an answer for a sign-in started elsewhere is
 * refused, so nobody can be signed into someone else's account by following a link that person
 * made (the provider's answer to their own sign-in).
 */
export async function finishSso(
  query: URLSearchParams,
  browserState: string | undefined,
  meta: { ip: string; userAgent?: string | null },
): Promise<FinishResult> {
  // Spent before anything else: the same answer replayed finds nothing.
  const state = query.get("state") ?? "";
  const login = await spendLoginRequest(state);
  if (!login) throw new SsoFlowError("expired");
  // Compared as digests: equal length, and a time that does not depend on where they differ.
  if (!equalHex(sha256Hex(browserState ?? ""), sha256Hex(state))) throw new SsoFlowError("otherBrowser");
  if (query.has("error")) throw new SsoFlowError("cancelled");
  const client =
    login.audience === "admin"
      ? adminSsoClient()
      : login.partnerId
        ? (await companySso(login.partnerId))?.client
        : null;
  if (!client) throw new SsoFlowError("notConfigured");
  const config = await discover(client);
  const currentUrl = new URL(callbackUrl());
  currentUrl.search = query.toString();
  let identity;
  let idToken;
  try {
    ({ identity, idToken } = await redeemCode(config, currentUrl, { ...login, state }));
  } catch (error) {
    throw new SsoFlowError(flowErrorCode(error));
  }
  let user: UserRow;
  let method: SessionAuthMethod = "sso";
  if (login.audience === "admin") {
    user = await adminForIdentity(identity, client.issuer);
    if (env().ADMIN_OIDC_MFA_SATISFIES_2FA && amrHasSecondFactor(identity.amr)) method = "sso_mfa";
  } else {
    user = await partnerMemberForIdentity(login.partnerId!, identity);
  }
  const next = destination(login);
  const db = await getDb();
  // An account with its own authenticator here still proves it, unless the provider's
  // second factor counts (sso_mfa).
  if (method === "sso" && (await twoFactorStatus(user.id, db)).enabled) {
    const pending = await issuePendingLogin(user.id, false, "sso");
    return { kind: "second-factor", pendingToken: pending.pendingToken, next };
  }
  const partner = user.partner_id
    ? ((await db.selectFrom("partners").selectAll().where("id", "=", user.partner_id).executeTakeFirst()) ??
      null)
    : null;
  const result = await startSession(user, partner, {
    ...meta,
    authMethod: method,
    providerLogoutUrl: providerLogoutUrl(config, idToken),
  });
  return { kind: "session", result, next };
}
