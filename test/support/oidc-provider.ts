// A real OpenID provider for tests (oidc-provider), in process on loopback, with a one-step
// sign-in page: the person types the email to sign in as and ticks whether they used a
// second factor. Imported by *.test.ts and the end-to-end tests only.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { generateKeyPair, exportJWK, SignJWT, decodeJwt, type JWK } from "jose";
import Provider from "oidc-provider";

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
}

/**
 * What a misbehaving provider does to the ID token it issues: the token endpoint's answer is
 * re-signed with the provider's own key (so only the changed claims are wrong), or with a key
 * the provider never published (`foreignKey`).
 */
export interface IdTokenTampering {
  claims?: Record<string, unknown>;
  foreignKey?: boolean;
}

export interface TestProviderOptions {
  /**
   * true (the default): the ID token carries the email and profile claims, as most providers'
   * do. false: oidc-provider's own default, those claims come from the UserInfo endpoint only.
   */
  claimsInIdToken?: boolean;
}

export interface TestProvider {
  issuer: string;
  /** The account claims the provider shares are changed this way until cleared (undefined). */
  accountClaims(change: Record<string, unknown> | undefined): void;
  /** The next token answers are changed this way until cleared (undefined). */
  tamper(change: IdTokenTampering | undefined): void;
  /** Stops answering: closes the listener and every open connection. */
  stop(): Promise<void>;
}

function page(uid: string, hint: string): string {
  return `<!doctype html><html><head><title>Test identity provider</title></head><body>
<h1>Test identity provider</h1>
<form method="post" action="/interaction/${uid}">
<label for="email">Email</label><input id="email" name="email" type="email" value="${hint.replace(/[<>"&]/g, "")}">
<label><input type="checkbox" name="mfa" value="1"> Used a second factor</label>
<button type="submit">Sign in at provider</button>
</form></body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export async function startTestProvider(
  clients: TestClient[],
  port = 0,
  options: TestProviderOptions = {},
): Promise<TestProvider> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingJwk: JWK = { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const foreign = await generateKeyPair("RS256");
  let tampering: IdTokenTampering | undefined;
  let claimChange: Record<string, unknown> | undefined;

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      ...client,
      grant_types: ["authorization_code"],
      response_types: ["code"],
    })),
    jwks: { keys: [signingJwk] },
    cookies: { keys: ["test-provider-cookie-key"] },
    claims: {
      openid: ["sub", "amr"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name"],
    },
    // false: the ID token carries the claims itself, as most providers' do.
    conformIdTokenClaims: options.claimsInIdToken === false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id,
        email_verified: true,
        given_name: "Sam",
        family_name: "Single",
        ...claimChange,
      }),
    }),
  });
  const callback = provider.callback();

  server.on("request", (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", issuer);
      const interaction = url.pathname.match(/^\/interaction\/([\w-]+)$/);
      if (interaction) {
        const details = await provider.interactionDetails(req, res);
        if (req.method === "GET") {
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          return res.end(page(details.uid, String(details.params.login_hint ?? "")));
        }
        const form = await readForm(req);
        const accountId = form.get("email") ?? "";
        const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        const amr = form.get("mfa") ? ["pwd", "otp"] : ["pwd"];
        return provider.interactionFinished(
          req,
          res,
          { login: { accountId, amr }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      }
      if (url.pathname === "/token" && tampering)
        retouchTokenAnswer(res, tampering, signingJwk, foreign.privateKey);
      callback(req, res);
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    tamper(change) {
      tampering = change;
    },
    accountClaims(change) {
      claimChange = change;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Rewrites the ID token in the token endpoint's JSON answer as it is written. */
function retouchTokenAnswer(
  res: http.ServerResponse,
  change: IdTokenTampering,
  signingJwk: JWK,
  foreignKey: CryptoKey,
): void {
  const end = res.end.bind(res);
  res.end = ((body?: unknown, ...rest: unknown[]) => {
    void (async () => {
      const text = Buffer.isBuffer(body) ? body.toString("utf8") : typeof body === "string" ? body : "";
      const json = JSON.parse(text) as { id_token?: string };
      if (json.id_token) {
        const claims = { ...decodeJwt(json.id_token), ...change.claims };
        const { importJWK } = await import("jose");
        const key = change.foreignKey ? foreignKey : await importJWK(signingJwk, "RS256");
        json.id_token = await new SignJWT(claims)
          .setProtectedHeader({ alg: "RS256", kid: "test-key" })
          .sign(key);
      }
      const out = JSON.stringify(json);
      res.setHeader("Content-Length", Buffer.byteLength(out));
      end(out, ...(rest as []));
    })();
    return res;
  }) as typeof res.end;
}

/** A browser's cookie jar for one origin, enough for the provider's interaction cookies. */
class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = pair!.split("=");
      if (name) this.cookies.set(name.trim(), value.join("="));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * Plays the browser at the provider: follows the authorization address to the sign-in page,
 * signs in as `email`, and returns the address the provider sends the browser back to.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  person: { email: string; mfa?: boolean },
): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  for (let hop = 0; hop < 10; hop += 1) {
    const isForm = /^\/interaction\/[\w-]+$/.test(url.pathname);
    const response = await fetch(url, {
      method: isForm ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: jar.header(),
        ...(isForm ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: isForm
        ? new URLSearchParams({ email: person.email, ...(person.mfa ? { mfa: "1" } : {}) })
        : undefined,
    });
    jar.store(response);
    const location = response.headers.get("location");
    if (!location)
      throw new Error(
        `provider stopped at ${url.pathname} with ${response.status}: ${await response.text()}`,
      );
    url = new URL(location, url);
    if (url.origin !== origin) return url;
  }
  throw new Error("too many redirects at the provider");
}
