// Single sign-on in tests: a real OpenID provider, the app's settings pointing at it, and the
// browser's round trip (start -> provider -> callback). Imported by *.test.ts only.
import { afterAll, beforeAll } from "vitest";
import { resetEnvForTests } from "@/lib/server/env";
import { GET as startRoute } from "@/app/api/auth/oidc/start/route";
import { GET as callbackRoute } from "@/app/api/auth/oidc/callback/route";
import {
  startTestProvider,
  signInAtProvider,
  type TestProvider,
  type TestProviderOptions,
} from "./oidc-provider";
import { callRoute, sessionCookieFrom } from "./routes";

export const consoleClient = { client_id: "console", client_secret: "console-secret-0123456789" };
export const partnerClient = { client_id: "partner-app", client_secret: "partner-secret-0123456789" };
const redirectUri = "http://localhost:3000/api/auth/oidc/callback";
export const postLogoutRedirectUri = "http://localhost:3000/partner-portal/login";

/** Starts the provider for the file, with the console's ADMIN_OIDC_* settings on it. */
export function useTestProvider(
  settings: Record<string, string> = {},
  options: TestProviderOptions = {},
): () => TestProvider {
  let provider: TestProvider | undefined;
  const saved = new Map<string, string | undefined>();
  beforeAll(async () => {
    provider = await startTestProvider(
      [
        {
          ...consoleClient,
          redirect_uris: [redirectUri],
          post_logout_redirect_uris: [postLogoutRedirectUri],
        },
        {
          ...partnerClient,
          redirect_uris: [redirectUri],
          post_logout_redirect_uris: [postLogoutRedirectUri],
        },
      ],
      0,
      options,
    );
    const values: Record<string, string> = {
      ADMIN_OIDC_ISSUER: provider.issuer,
      ADMIN_OIDC_CLIENT_ID: consoleClient.client_id,
      ADMIN_OIDC_CLIENT_SECRET: consoleClient.client_secret,
      ADMIN_OIDC_ALLOWED_DOMAINS: "team.example",
      OIDC_ALLOW_HTTP_ISSUERS: "true",
      OIDC_ALLOW_PRIVATE_ISSUERS: "true",
      ...settings,
    };
    for (const [key, value] of Object.entries(values)) {
      saved.set(key, process.env[key]);
      process.env[key] = value;
    }
    resetEnvForTests();
  });
  afterAll(async () => {
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvForTests();
    await provider?.stop();
  });
  return () => provider!;
}

/** The state cookie each started sign-in left, by its state: what that browser sends back. */
const browsers = new Map<string, string>();

export async function startSignIn(query: string, ip?: string): Promise<{ status: number; location: string }> {
  const { response } = await callRoute(startRoute, `/api/auth/oidc/start?${query}`, { ip });
  const location = response.headers.get("location") ?? "";
  const cookie = (response.headers.get("set-cookie") ?? "").match(/sso_state=([^;]*)/)?.[1];
  const state = location.startsWith("http") ? new URL(location).searchParams.get("state") : null;
  if (state && cookie) browsers.set(state, `sso_state=${cookie}`);
  return { status: response.status, location };
}

/**
 * The provider sends the browser back: from the browser that started the sign-in (its state
 * cookie sent), or, with `fromOtherBrowser`, from one that did not.
 */
export async function returnFromProvider(back: URL, ip?: string, fromOtherBrowser = false) {
  const cookie = fromOtherBrowser ? undefined : browsers.get(back.searchParams.get("state") ?? "");
  const { response } = await callRoute(callbackRoute, `${back.pathname}${back.search}`, { ip, cookie });
  return {
    status: response.status,
    location: response.headers.get("location") ?? "",
    cookie: sessionCookieFrom(response),
  };
}

/** The whole round trip: start, sign in at the provider as `email`, come back. */
export async function signInThroughProvider(query: string, person: { email: string; mfa?: boolean }) {
  const started = await startSignIn(query);
  if (started.status !== 303 || !started.location.startsWith("http://127.0.0.1"))
    throw new Error(`no redirect to the provider: ${started.status} ${started.location}`);
  const back = await signInAtProvider(started.location, person);
  return { back, ...(await returnFromProvider(back)) };
}
