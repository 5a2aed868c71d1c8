import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { confirmTwoFactor } from "@/test/support/two-factor";
import { callRoute } from "@/test/support/routes";
import { signInAtProvider } from "@/test/support/oidc-provider";
import {
  postLogoutRedirectUri,
  returnFromProvider,
  signInThroughProvider,
  startSignIn,
  useTestProvider,
} from "@/test/support/sso";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as setupRoute } from "@/app/api/auth/two-factor/setup/route";
import { POST as secondStepRoute } from "@/app/api/auth/login/two-factor/route";
import { GET as startRoute } from "@/app/api/auth/oidc/start/route";
import { GET as callbackRoute } from "@/app/api/auth/oidc/callback/route";
import { createAdmin } from "@/lib/server/auth/admins";
import { currentTotp } from "@/lib/server/auth/totp";
import { requireAdmin } from "@/lib/server/auth/guards";
import { resetEnvForTests } from "@/lib/server/env";

const db = freshTestDatabase();
const provider = useTestProvider();

function params(location: string): URLSearchParams {
  return new URL(location, "http://localhost:3000").searchParams;
}

/** What the console's guard answers for this session: 200, or the refusal's status. */
async function guardAdmin(cookie: string): Promise<number> {
  try {
    await requireAdmin(new Request("http://localhost:3000/admin", { headers: { cookie } }));
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

async function me(cookie: string) {
  return callRoute(meRoute, "/api/auth/me", { cookie });
}

describe("signing out of a single sign-on session", () => {
  function endProviderSession(on: boolean) {
    process.env.OIDC_END_PROVIDER_SESSION = on ? "true" : "false";
    resetEnvForTests();
  }

  it("sends the browser to the provider's end_session_endpoint with OIDC_END_PROVIDER_SESSION", async () => {
    endProviderSession(true);
    try {
      const signedIn = await signInThroughProvider("for=admin", { email: "leave@team.example" });
      const out = await callRoute(logoutRoute, "/api/auth/logout", {
        method: "POST",
        cookie: signedIn.cookie,
      });
      expect(out.status).toBe(200);
      const url = new URL(out.json.providerLogoutUrl as string);
      expect(`${url.origin}${url.pathname}`).toBe(`${provider().issuer}/session/end`);
      expect(url.searchParams.get("client_id")).toBe("console");
      expect(url.searchParams.get("post_logout_redirect_uri")).toBe(postLogoutRedirectUri);
      const hint = url.searchParams.get("id_token_hint") ?? "";
      expect(JSON.parse(Buffer.from(hint.split(".")[1]!, "base64url").toString())).toMatchObject({
        aud: "console",
        iss: provider().issuer,
      });
      // The provider accepts it: its logout confirmation, not an error.
      const atProvider = await fetch(url, { redirect: "manual" });
      expect(atProvider.status).toBe(200);
      expect(await atProvider.text()).not.toMatch(/error/i);
      // The session here is over either way.
      expect((await me(signedIn.cookie)).status).toBe(401);
    } finally {
      endProviderSession(false);
    }
  });

  it("ends only the session here when OIDC_END_PROVIDER_SESSION is off", async () => {
    const signedIn = await signInThroughProvider("for=admin", { email: "stay@team.example" });
    const out = await callRoute(logoutRoute, "/api/auth/logout", { method: "POST", cookie: signedIn.cookie });
    expect(out.status).toBe(200);
    expect(out.json.providerLogoutUrl).toBeUndefined();
    expect((await me(signedIn.cookie)).status).toBe(401);
  });
});

describe("console sign-in through the team's provider", () => {
  it("redirects to the authorization endpoint with PKCE S256, state and nonce", async () => {
    const { status, location } = await startSignIn("for=admin");
    expect(status).toBe(303);
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider().issuer}/auth`);
    const query = url.searchParams;
    expect(query.get("client_id")).toBe("console");
    expect(query.get("response_type")).toBe("code");
    expect(query.get("code_challenge_method")).toBe("S256");
    expect(query.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(query.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(query.get("nonce")).toMatch(/^[\w-]{20,}$/);
    expect(query.get("redirect_uri")).toBe("http://localhost:3000/api/auth/oidc/callback");
    expect(query.get("scope")).toContain("openid");
  });

  it("refuses a provider that shares no email address, in the ID token or from UserInfo", async () => {
    provider().accountClaims({ email: undefined });
    try {
      const result = await signInThroughProvider("for=admin", { email: "silent@team.example" });
      expect(params(result.location).get("sso_error")).toBe("emailMissing");
      expect(result.cookie).toBe("");
    } finally {
      provider().accountClaims(undefined);
    }
  });

  it("creates a team member on an allowed domain on the first sign-in, in the audit log", async () => {
    const result = await signInThroughProvider("for=admin", { email: "ada@team.example" });
    expect(result.status).toBe(303);
    expect(result.location).toBe("/admin");
    const session = await me(result.cookie);
    expect(session.status).toBe(200);
    expect(session.json.user).toMatchObject({ email: "ada@team.example", role: "admin", firstName: "Sam" });
    const user = await db()
      .selectFrom("users")
      .selectAll()
      .where("email", "=", "ada@team.example")
      .executeTakeFirstOrThrow();
    const audit = await db().selectFrom("audit_log").selectAll().where("entity_id", "=", user.id).execute();
    expect(audit.map((row) => row.action)).toEqual(["admin.created_by_sso"]);
    const row = await db()
      .selectFrom("sessions")
      .select("auth_method")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.auth_method).toBe("sso");
    // A second sign-in finds the same account.
    const again = await signInThroughProvider("for=admin", { email: "ada@team.example" });
    expect(again.location).toBe("/admin");
    expect(
      await db().selectFrom("users").select("id").where("email", "=", "ada@team.example").execute(),
    ).toHaveLength(1);
  });

  it("lets an existing team member in whatever the domain, and refuses everyone else", async () => {
    await createAdmin({ email: "grace@elsewhere.example", password: "Admin-Passw0rd!" });
    const member = await signInThroughProvider("for=admin", { email: "grace@elsewhere.example" });
    expect(member.location).toBe("/admin");
    const stranger = await signInThroughProvider("for=admin", { email: "mallory@elsewhere.example" });
    expect(stranger.status).toBe(303);
    expect(params(stranger.location).get("sso_error")).toBe("domainNotAllowed");
    expect(stranger.cookie).toBe("");
    expect(
      await db().selectFrom("users").select("id").where("email", "=", "mallory@elsewhere.example").execute(),
    ).toEqual([]);
    // A partner's address on the provider never becomes a team member.
    const partner = await createTestPartner({ email: "pat@team.example" });
    const refused = await signInThroughProvider("for=admin", { email: partner.email });
    expect(params(refused.location).get("sso_error")).toBe("domainNotAllowed");
  });

  it("refuses a replayed answer: the state is spent by its first use", async () => {
    const started = await startSignIn("for=admin");
    const back = await signInAtProvider(started.location, { email: "replay@team.example" });
    const first = await returnFromProvider(back);
    expect(first.location).toBe("/admin");
    const second = await returnFromProvider(back);
    expect(params(second.location).get("sso_error")).toBe("expired");
    expect(second.cookie).toBe("");
  });

  it("refuses an answer brought by a browser that did not start the sign-in, and spends it", async () => {
    // Someone signs in at the provider and, instead of following the way back, sends it as a link.
    const started = await startSignIn("for=admin");
    const back = await signInAtProvider(started.location, { email: "sender@team.example" });
    const followed = await returnFromProvider(back, undefined, true);
    expect(params(followed.location).get("sso_error")).toBe("otherBrowser");
    expect(followed.cookie).toBe("");
    // Not even the browser that started it can use that answer now.
    const late = await returnFromProvider(back);
    expect(params(late.location).get("sso_error")).toBe("expired");
    expect(late.cookie).toBe("");
  });

  it("leaves the state in the starting browser for the callback only, and the callback clears it", async () => {
    const { response } = await callRoute(startRoute, "/api/auth/oidc/start?for=admin");
    const set = response.headers.get("set-cookie") ?? "";
    expect(set).toMatch(/^sso_state=[\w-]{20,};/);
    expect(set).toMatch(/Path=\/api\/auth\/oidc\/callback/);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=lax/i);
    expect(set).toMatch(/Max-Age=600/);
    const state = new URL(response.headers.get("location")!).searchParams.get("state");
    expect(set.startsWith(`sso_state=${state};`)).toBe(true);
    const back = await signInAtProvider(response.headers.get("location")!, { email: "clear@team.example" });
    const { response: answer } = await callRoute(callbackRoute, `${back.pathname}${back.search}`, {
      cookie: set.split(";")[0],
    });
    expect(answer.headers.get("location")).toBe("/admin");
    expect(answer.headers.getSetCookie().find((c) => c.startsWith("sso_state="))).toMatch(/Max-Age=0/);
  });

  it("refuses an unknown state", async () => {
    const result = await returnFromProvider(
      new URL("http://localhost:3000/api/auth/oidc/callback?code=x&state=forged"),
    );
    expect(params(result.location).get("sso_error")).toBe("expired");
  });

  it.each([
    ["a token for another client (audience)", { claims: { aud: "someone-else" } }],
    [
      "an expired token",
      { claims: { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 } },
    ],
    ["a nonce that is not this sign-in's", { claims: { nonce: "another-sign-in" } }],
    ["another issuer", { claims: { iss: "https://impostor.example" } }],
    ["a signature by a key the provider never published", { foreignKey: true }],
  ])("refuses %s and signs nobody in", async (_name, change) => {
    const email = `t-${Math.random().toString(36).slice(2, 8)}@team.example`;
    const started = await startSignIn("for=admin");
    const back = await signInAtProvider(started.location, { email });
    provider().tamper(change);
    try {
      const result = await returnFromProvider(back);
      expect(result.status).toBe(303);
      expect(params(result.location).get("sso_error")).toBe("failed");
      expect(result.cookie).toBe("");
      expect(await db().selectFrom("users").select("id").where("email", "=", email).execute()).toEqual([]);
    } finally {
      provider().tamper(undefined);
    }
  });

  it("counts the provider's second factor for the console only when the setting says so", async () => {
    process.env.ADMIN_REQUIRE_2FA = "true";
    resetEnvForTests();
    try {
      const withoutSetting = await signInThroughProvider("for=admin", {
        email: "mfa@team.example",
        mfa: true,
      });
      process.env.ADMIN_OIDC_MFA_SATISFIES_2FA = "true";
      resetEnvForTests();
      const withSetting = await signInThroughProvider("for=admin", { email: "mfa@team.example", mfa: true });
      expect(await guardAdmin(withSetting.cookie)).toBe(200);
      expect(await guardAdmin(withoutSetting.cookie)).toBe(403);
      const noFactor = await signInThroughProvider("for=admin", { email: "mfa@team.example" });
      expect(await guardAdmin(noFactor.cookie)).toBe(403);
    } finally {
      delete process.env.ADMIN_REQUIRE_2FA;
      delete process.env.ADMIN_OIDC_MFA_SATISFIES_2FA;
      resetEnvForTests();
    }
  });

  it("asks an account with its own authenticator for its code after the provider", async () => {
    const { token } = await adminToken("totp@team.example");
    const setup = await callRoute(setupRoute, "/api/auth/two-factor/setup", { token, body: {} });
    const secret = setup.json.secret as string;
    const enabled = await confirmTwoFactor(token, secret);
    expect(enabled.status).toBe(200);
    const result = await signInThroughProvider("for=admin", { email: "totp@team.example" });
    expect(result.cookie).toBe("");
    const [path, fragment] = result.location.split("#");
    expect(path).toBe("/partner-portal/login?next=%2Fadmin");
    const pendingToken = new URLSearchParams(fragment).get("pending")!;
    const second = await callRoute(secondStepRoute, "/api/auth/login/two-factor", {
      body: { pendingToken, code: currentTotp(secret) },
    });
    expect(second.status).toBe(200);
    expect(second.json.user).toMatchObject({ email: "totp@team.example", role: "admin" });
  });

  it("refuses the team's passwords when password sign-in is off, with a clear message", async () => {
    const { userId } = await adminToken("pw@team.example");
    expect(userId).toBeTruthy();
    const before = await callRoute(loginRoute, "/api/auth/login", {
      body: { email: "pw@team.example", password: "Admin-Passw0rd!" },
    });
    expect(before.status).toBe(200);
    process.env.ADMIN_PASSWORD_SIGN_IN = "false";
    resetEnvForTests();
    try {
      const after = await callRoute(loginRoute, "/api/auth/login", {
        body: { email: "pw@team.example", password: "Admin-Passw0rd!" },
      });
      expect(after.status).toBe(403);
      expect(after.json.error).toBe(
        "The programme team signs in with single sign-on. Use “Sign in with SSO”.",
      );
      // A partner's password still works.
      const partner = await createTestPartner();
      const ok = await callRoute(loginRoute, "/api/auth/login", {
        body: { email: partner.email, password: partner.password },
      });
      expect(ok.status).toBe(200);
    } finally {
      delete process.env.ADMIN_PASSWORD_SIGN_IN;
      resetEnvForTests();
    }
  });

  it("shows a clear error when the provider stops answering, and signs nobody in", async () => {
    const started = await startSignIn("for=admin");
    const back = await signInAtProvider(started.location, { email: "down@team.example" });
    await provider().stop();
    const result = await returnFromProvider(back);
    expect(params(result.location).get("sso_error")).toBe("unavailable");
    expect(result.cookie).toBe("");
    const again = await startSignIn("for=admin");
    expect(again.status).toBe(303);
    expect(params(again.location).get("sso_error")).toBe("unavailable");
  });
});
