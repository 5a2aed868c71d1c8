import "server-only";
import * as oidc from "openid-client";
import { portalRoutes } from "@/lib/portal-routes";
import { env } from "../env";
import { moduleLog } from "../log";
import { OutboundAddressError } from "../outbound/addresses";
import { pinnedFetch } from "../outbound/pinned-fetch";
import type { ProviderClient } from "@/lib/server/auth/company-sso";

// The OpenID Connect relying party, on openid-client: discovery from the issuer URL, the
// authorization code flow with PKCE (S256), state and nonce, and the ID token checked for its
// issuer, audience, expiry, nonce and (enableNonRepudiationChecks) its signature against the
// provider's JWKS. Plain http providers are refused unless OIDC_ALLOW_HTTP_ISSUERS says
// otherwise (tests and development run a provider on loopback). Every request to a provider
// (discovery, JWKS, token, UserInfo) goes through the outbound address rules: a partner
// company's provider on a loopback, private or metadata address is refused before any
// connection unless OIDC_ALLOW_PRIVATE_ISSUERS is on. The console's provider (ADMIN_OIDC_*)
// is the operator's own setting and may be on a private network.

/** The provider did not answer (network, timeout, 5xx): never a reason to try a password instead. */
export class ProviderUnavailableError extends Error {}
/** The provider answered, but not with a sign-in we can accept. */
export class ProviderAnswerError extends Error {}
/** The issuer, or an endpoint its configuration names, is on an address the server does not reach. */
export class ProviderAddressError extends Error {}

/** Seconds each request to a provider may take. */
const PROVIDER_TIMEOUT_S = 10;

export function callbackUrl(): string {
  return new URL("/api/auth/oidc/callback", env().APP_URL).toString();
}

/** Whether an issuer URL may be used at all under the current settings. */
export function issuerAllowed(issuer: string): boolean {
  return issuer.startsWith("https://") || (env().OIDC_ALLOW_HTTP_ISSUERS && issuer.startsWith("http://"));
}

const unavailableCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN"]);

function isUnavailable(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (unavailableCodes.has(code) || code.startsWith("UND_ERR"))) return true;
    if (current.name === "TimeoutError" || current.name === "AbortError") return true;
    if (current.message === "fetch failed") return true;
    const status = (current as { status?: unknown }).status;
    if (typeof status === "number" && status >= 500) return true;
  }
  return false;
}

function refusedAddress(error: unknown): OutboundAddressError | null {
  for (let current: unknown = error; current instanceof Error; current = current.cause)
    if (current instanceof OutboundAddressError) return current;
  return null;
}

function classify(error: unknown, step: string): Error {
  if (
    error instanceof ProviderUnavailableError ||
    error instanceof ProviderAnswerError ||
    error instanceof ProviderAddressError
  )
    return error;
  const log = moduleLog("sso");
  const refused = refusedAddress(error);
  if (refused?.reason === "unresolvable") {
    log.warn({ url: refused.url, step }, "OpenID provider's name does not resolve");
    return new ProviderUnavailableError(step, { cause: error });
  }
  if (refused) {
    log.warn({ url: refused.url, reason: refused.reason, step }, "OpenID provider's address refused");
    return new ProviderAddressError(step, { cause: error });
  }
  if (isUnavailable(error)) {
    log.warn({ err: error, step }, "OpenID provider did not answer");
    return new ProviderUnavailableError(step, { cause: error });
  }
  log.warn({ err: error, step }, "OpenID provider's answer refused");
  return new ProviderAnswerError(step, { cause: error });
}

/** Reads the provider's configuration (.well-known/openid-configuration) from its issuer URL. */
export async function discoverProvider(client: ProviderClient): Promise<oidc.Configuration> {
  if (!issuerAllowed(client.issuer)) throw new ProviderAnswerError("http issuer refused");
  try {
    const config = await oidc.discovery(
      new URL(client.issuer),
      client.clientId,
      undefined,
      oidc.ClientSecretBasic(client.clientSecret),
      {
        timeout: PROVIDER_TIMEOUT_S,
        execute: env().OIDC_ALLOW_HTTP_ISSUERS ? [oidc.allowInsecureRequests] : [],
        // Kept by the configuration for the JWKS, token and UserInfo requests too.
        [oidc.customFetch]: pinnedFetch(
          () => ({
            allowPrivate: client.operatorSet || env().OIDC_ALLOW_PRIVATE_ISSUERS,
            allowHttp: env().OIDC_ALLOW_HTTP_ISSUERS,
          }),
          PROVIDER_TIMEOUT_S * 1000,
        ),
      },
    );
    oidc.enableNonRepudiationChecks(config);
    return config;
  } catch (error) {
    throw classify(error, "discovery");
  }
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The address of the provider's authorization endpoint for a new sign-in. */
export async function authorizationRequest(
  config: oidc.Configuration,
  loginHint?: string,
): Promise<AuthorizationRequest> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(),
    scope: "openid email profile",
    response_type: "code",
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  return { url, state, nonce, codeVerifier };
}

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean | null;
  givenName: string | null;
  familyName: string | null;
  /** The provider's authentication methods ("amr"), such as ["pwd", "otp"]. */
  amr: string[];
}

/** What a finished exchange gives: the person, and the ID token (kept to end the provider's session). */
export interface RedeemedCode {
  identity: VerifiedIdentity;
  idToken: string;
}

/**
 * Exchanges the code (with the PKCE verifier) and validates the ID token; throws on any doubt.
 * Claims the ID token lacks (standard providers send email and profile from UserInfo only) are
 * read from the UserInfo endpoint, whose `sub` must be the ID token's.
 */
export async function redeemCode(
  config: oidc.Configuration,
  currentUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<RedeemedCode> {
  let tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;
  let claims: oidc.IDToken | undefined;
  try {
    tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    throw classify(error, "token");
  }
  if (!claims || !tokens.id_token) {
    moduleLog("sso").warn({ step: "token" }, "OpenID provider's answer has no ID token");
    throw new ProviderAnswerError("no ID token");
  }
  let userInfo: Record<string, unknown> = {};
  if (claims.email === undefined) {
    try {
      userInfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    } catch (error) {
      throw classify(error, "userinfo");
    }
  }
  const claim = (name: string): unknown => claims[name] ?? userInfo[name];
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
  const amr = claims.amr;
  const emailVerified = claim("email_verified");
  return {
    idToken: tokens.id_token,
    identity: {
      subject: claims.sub,
      email: text(claim("email"))?.toLowerCase() ?? null,
      emailVerified: typeof emailVerified === "boolean" ? emailVerified : null,
      givenName: text(claim("given_name")),
      familyName: text(claim("family_name")),
      amr: Array.isArray(amr) ? amr.filter((v): v is string => typeof v === "string") : [],
    },
  };
}

/**
 * Where signing out sends the browser to end the provider's session too (RP-initiated logout:
 * id_token_hint, post_logout_redirect_uri, client_id), or null when OIDC_END_PROVIDER_SESSION is
 * off or the provider offers no end_session_endpoint.
 */
export function providerLogoutUrl(config: oidc.Configuration, idToken: string): string | null {
  if (!env().OIDC_END_PROVIDER_SESSION || !config.serverMetadata().end_session_endpoint) return null;
  return oidc
    .buildEndSessionUrl(config, {
      id_token_hint: idToken,
      post_logout_redirect_uri: new URL(portalRoutes.login, env().APP_URL).toString(),
    })
    .toString();
}

// RFC 8176's methods that are themselves a second factor, or say one was used.
const secondFactorMethods = new Set(["mfa", "otp", "hwk", "swk", "sms", "tel", "fido", "sc"]);

export function amrHasSecondFactor(amr: string[]): boolean {
  return amr.some((method) => secondFactorMethods.has(method));
}
