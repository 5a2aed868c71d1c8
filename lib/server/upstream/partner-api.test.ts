import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
// Aliased: a vitest fixture, not a React hook (the hooks lint rule goes by the "use" prefix).
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { createTestPartner } from "@/test/support/accounts";
import { fixtures, latestMailTo, linkIn, registrationBody } from "@/test/support/fixtures";
import { buildMultipart, callRoute, sessionCookieFrom, testOrigin } from "@/test/support/routes";
import { serve, withPartnerApiUpstream, useUpstream } from "@/test/support/partner-api-upstream";
import { inviteCompany } from "@/lib/server/registration/invitations";
import { upstreamUser } from "@/lib/server/auth/upstream-user";

// Proxy mode (PARTNER_API_URL): a second instance of this application, served over real
// HTTP on loopback, is the partner API; the routes called here forward to it. Here: every
// endpoint is forwarded, the session crosses as a cookie here and a bearer token upstream,
// uploads stream through and invitations sign the colleague in. Downloads and a failing
// upstream are in ./partner-api-downloads.test.ts, the server's own checks in
// ./partner-api-checks.test.ts.

freshTestDatabase();

const { routeFiles, endpoints, answers, upstream, endpoint } = withPartnerApiUpstream();

describe("proxy mode forwards every partner endpoint", () => {
  it("covers every route file under /api/auth, /api/partners and /api/captcha", async () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(20);
    for (const e of endpoints) {
      upstream.seen.length = 0;
      answers.length = 0;
      const concrete = e.path.replace(/\[(\w+)\]/g, "x-y");
      const stateChanging = e.method !== "GET";
      const result = await callRoute(e.handler, `${concrete}?probe=1`, {
        method: e.method,
        ...(stateChanging ? { body: {} } : {}),
        params: Object.fromEntries(e.params.map((name) => [name, "x-y"])),
        ip: "203.0.113.77",
      });
      const label = `${e.method} ${e.path}`;
      expect(upstream.seen, label).toHaveLength(1);
      expect(upstream.seen[0]!.method, label).toBe(e.method);
      expect(upstream.seen[0]!.url, label).toBe(`/api${concrete.replace(/^\/api/, "")}?probe=1`);
      expect(upstream.seen[0]!.headers["x-forwarded-for"], label).toBe("203.0.113.77");
      // Relayed unchanged (status and JSON; a 5xx would have its text replaced).
      expect(result.status, label).toBe(answers[0]!.status);
      expect(result.status, label).toBeLessThan(500);
      expect(result.json, label).toEqual(JSON.parse(answers[0]!.text));
    }
  });

  it("relays JSON answers such as the captcha's image unchanged", async () => {
    const { status, json } = await callRoute(endpoint("GET", "/api/captcha"), "/api/captcha");
    expect(status).toBe(200);
    expect(json).toMatchObject({
      success: true,
      image: expect.stringMatching(/^data:image\/png;base64,/),
      token: expect.any(String),
    });
    expect(upstream.seen[0]!.url).toBe("/api/captcha");
  });

  it("relays a rate limit's status, message and Retry-After", async () => {
    const limited = await serve(async () =>
      Response.json(
        { success: false, error: "Too many requests. Please wait before trying again." },
        { status: 429, headers: { "Retry-After": "120", "X-Internal": "db-7" } },
      ),
    );
    useUpstream(limited.url);
    try {
      const result = await callRoute(endpoint("POST", "/api/auth/send-otp"), "/api/auth/send-otp", {
        body: { email: "a@b.example" },
      });
      expect(result.status).toBe(429);
      expect(result.json).toEqual({
        success: false,
        error: "Too many requests. Please wait before trying again.",
      });
      expect(result.response.headers.get("retry-after")).toBe("120");
      expect(result.response.headers.get("x-internal")).toBeNull();
    } finally {
      await limited.close();
    }
  });

  it("still refuses cross-site requests itself, before forwarding", async () => {
    const result = await callRoute(endpoint("POST", "/api/auth/send-otp"), "/api/auth/send-otp", {
      body: { email: "a@b.example" },
      headers: { origin: "https://evil.example" },
    });
    expect(result.status).toBe(403);
    expect(upstream.seen).toHaveLength(0);
  });
});

describe("the session: an httpOnly cookie here, a bearer token upstream", () => {
  it("sets the token of login as the cookie, sends it as Authorization, and logout clears it", async () => {
    const account = await createTestPartner();
    const login = await callRoute(endpoint("POST", "/api/auth/login"), "/api/auth/login", {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { email: account.email },
    });
    const setCookie = login.response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/partner_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).not.toMatch(/Expires=/i); // no "remember me": a browser-session cookie
    const cookie = sessionCookieFrom(login.response);
    expect(cookie).toBe(`partner_token=${login.json.token as string}`);

    upstream.seen.length = 0;
    const dashboard = await callRoute(endpoint("GET", "/api/partners/dashboard"), "/api/partners/dashboard", {
      cookie,
    });
    expect(dashboard.status).toBe(200);
    expect(dashboard.json).toMatchObject({ success: true, stats: expect.any(Object) });
    expect(upstream.seen[0]!.headers.authorization).toBe(`Bearer ${login.json.token as string}`);
    expect(upstream.seen[0]!.headers.cookie).toBeUndefined();
    expect(dashboard.response.headers.get("cache-control")).toBe("private, no-store");

    expect(await upstreamUser(`${upstream.url}/api`, login.json.token as string)).toMatchObject({
      user: { email: account.email, role: "partner" },
      twoFactorVerified: false,
    });

    const logout = await callRoute(endpoint("POST", "/api/auth/logout"), "/api/auth/logout", {
      method: "POST",
      cookie,
    });
    expect(logout.status).toBe(200);
    expect(logout.response.headers.get("set-cookie")).toMatch(/partner_token=;.*Max-Age=0/i);
    // Revoked upstream: the same cookie opens nothing.
    expect((await callRoute(endpoint("GET", "/api/auth/me"), "/api/auth/me", { cookie })).status).toBe(401);
    expect(await upstreamUser(`${upstream.url}/api`, login.json.token as string)).toBeNull();
  });

  it("gives a remembered login a persistent cookie", async () => {
    const account = await createTestPartner();
    const login = await callRoute(endpoint("POST", "/api/auth/login"), "/api/auth/login", {
      body: { email: account.email, password: account.password, remember: true },
    });
    expect(login.status).toBe(200);
    const expires = (login.response.headers.get("set-cookie") ?? "").match(/Expires=([^;]+)/i)?.[1];
    expect(new Date(expires!).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60_000);
  });

  it("relays a refused login unchanged and sets no cookie", async () => {
    const account = await createTestPartner();
    const login = await callRoute(endpoint("POST", "/api/auth/login"), "/api/auth/login", {
      body: { email: account.email, password: "wrong-password" },
    });
    expect(login.status).toBe(401);
    expect(login.json).toEqual(JSON.parse(answers[0]!.text));
    expect(login.response.headers.get("set-cookie")).toBeNull();
  });
});

describe("multipart registration is streamed through", () => {
  it("forwards the body as it arrives (never the whole file first), and sets the new session's cookie", async () => {
    await inviteCompany({ email: "owner@streamed.example", companyName: "Streamed Ltd" }, null);
    const token = linkIn((await latestMailTo("owner@streamed.example"))!.text_body, "register?invite=").token;
    const data = registrationBody(
      901,
      { invitationToken: token, companyName: "Streamed Ltd" },
      { email: "owner@streamed.example" },
    );
    const pdf = Buffer.concat([fixtures.pdf(), Buffer.alloc(600_000, 32)]);
    const { body, contentType } = buildMultipart({ data: JSON.stringify(data) }, [
      { filename: "profile.pdf", content: pdf },
    ]);
    const head = body.subarray(0, 64 * 1024);
    const rest = body.subarray(64 * 1024);
    // The rest of the body is only produced once the upstream has received its beginning:
    // a proxy that buffered the whole body before forwarding would never finish.
    let sentRest = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(head));
      },
      async pull(controller) {
        if (sentRest) return;
        const deadline = Date.now() + 5_000;
        while (upstream.progress.bytes === 0 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 10));
        sentRest = true;
        if (upstream.progress.bytes === 0)
          return controller.error(new Error("the proxy waited for the whole body"));
        controller.enqueue(new Uint8Array(rest));
        controller.close();
      },
    });
    upstream.progress.bytes = 0;
    const request = new NextRequest(new URL("/api/auth/register", testOrigin), {
      method: "POST",
      headers: { origin: testOrigin, "content-type": contentType, "x-forwarded-for": "203.0.113.5" },
      body: stream,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const response = await endpoint("POST", "/api/auth/register")(request, { params: Promise.resolve({}) });
    const json = (await response.json()) as Record<string, unknown>;
    expect(response.status, JSON.stringify(json)).toBe(200);
    expect(json).toMatchObject({ success: true, token: expect.any(String) });
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`partner_token=${json.token as string}`));
    // Byte for byte, with the browser's boundary.
    expect(upstream.seen[0]!.headers["content-type"]).toBe(contentType);
    expect(Buffer.compare(upstream.seen[0]!.body, body)).toBe(0);
  });
});

describe("team invitations", () => {
  it("an acceptance through the proxy signs the colleague in here, as a login does", async () => {
    const owner = await createTestPartner();
    const login = await callRoute(endpoint("POST", "/api/auth/login"), "/api/auth/login", {
      body: { email: owner.email, password: owner.password },
    });
    const email = `proxied-${Date.now()}@example.com`;
    const invited = await callRoute(
      endpoint("POST", "/api/partners/team/invitations"),
      "/api/partners/team/invitations",
      { body: { email, role: "finance" }, cookie: sessionCookieFrom(login.response) },
    );
    expect(invited.status, JSON.stringify(invited.json)).toBe(201);
    const { token } = linkIn((await latestMailTo(email, "Join"))!.text_body, "/partner-portal/join");
    const accepted = await callRoute(
      endpoint("POST", "/api/partners/team/invitations/accept"),
      "/api/partners/team/invitations/accept",
      { body: { token, firstName: "Fran", lastName: "Finance", password: "Joiner-Passw0rd!" } },
    );
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(201);
    const cookie = sessionCookieFrom(accepted.response);
    expect(cookie).toBe(`partner_token=${accepted.json.token as string}`);
    const me = await callRoute(endpoint("GET", "/api/auth/me"), "/api/auth/me", { cookie });
    expect(me.json.user).toMatchObject({ email, memberRole: "finance" });
  });
});
