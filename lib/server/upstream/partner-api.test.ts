import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
// Aliased: a vitest fixture, not a React hook (the hooks lint rule goes by the "use" prefix).
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { fixtures, latestMailTo, linkIn, registrationBody } from "@/test/support/fixtures";
import { resourceFixtures } from "@/test/support/resource-files";
import { resourceCalls, resourceFields } from "@/test/support/resource-calls";
import {
  apiRouteEndpoints,
  apiRouteFiles,
  buildMultipart,
  callRoute,
  sessionCookieFrom,
  testOrigin,
  type RouteEndpoint,
} from "@/test/support/routes";
import { inviteCompany } from "@/lib/server/registration/invitations";
import { resetEnvForTests } from "@/lib/server/env";
import { UPSTREAM_MAX_ANSWER_BYTES } from "./fetch-upstream";
import { partnerApiMessages, runAsPartnerApi, upstreamUser } from "./partner-api";
import { proxy } from "@/proxy";
import { GET as health } from "@/app/api/health/route";
import { GET as adminClaims } from "@/app/api/admin/claims/route";
import { POST as adminInvite } from "@/app/api/admin/invitations/route";
import { GET as adminEnquiries } from "@/app/api/admin/enquiries/route";
import { GET as sessionExpired } from "@/app/partner-portal/session-expired/route";

// Proxy mode (PARTNER_API_URL): a second instance of this application, served over real
// HTTP on loopback, is the partner API; the routes called here forward to it.

vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));
freshTestDatabase();

// Every route file of the partner API, found on disk: a new one is covered the day it is added.
// Single sign-on (auth/oidc) stays with this application: it is not offered in proxy mode.
const routeFiles = apiRouteFiles(/^(auth|partners|captcha)([/\\]|$)/).filter(
  (file) => !/^auth[/\\]oidc[/\\]/.test(file),
);
const endpoints: RouteEndpoint[] = [];

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Serves `answer` over HTTP on loopback, recording each request and counting bytes as they arrive. */
async function serve(answer: (request: NextRequest, seen: Seen) => Promise<Response>) {
  const seen: Seen[] = [];
  const progress = { bytes: 0 };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) {
      progress.bytes += (chunk as Buffer).length;
      chunks.push(chunk as Buffer);
    }
    const record: Seen = {
      method: req.method!,
      url: req.url!,
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    seen.push(record);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers))
      if (typeof value === "string") headers.set(key, value);
    const body = ["GET", "HEAD"].includes(req.method!) ? undefined : new Uint8Array(record.body);
    const response = await answer(
      new NextRequest(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body }),
      record,
    );
    const out: Record<string, string | string[]> = Object.fromEntries(response.headers);
    const cookies = response.headers.getSetCookie();
    if (cookies.length) out["set-cookie"] = cookies;
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, seen, progress, close };
}

/** The second instance: this application's own partner API, routed by path. */
async function applicationAsUpstream(request: NextRequest): Promise<Response> {
  for (const endpoint of endpoints) {
    const match = request.nextUrl.pathname.match(endpoint.pattern);
    if (!match || endpoint.method !== request.method) continue;
    const params = Object.fromEntries(
      endpoint.params.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
    );
    return runAsPartnerApi(() => endpoint.handler(request, { params: Promise.resolve(params) }));
  }
  return Response.json({ success: false, error: "Not found" }, { status: 404 });
}

let upstream: Awaited<ReturnType<typeof serve>>;
const answers: { status: number; text: string }[] = [];

beforeAll(async () => {
  endpoints.push(...(await apiRouteEndpoints(routeFiles)));
  expect(endpoints.length).toBeGreaterThanOrEqual(routeFiles.length);
  upstream = await serve(async (request) => {
    const response = await applicationAsUpstream(request);
    answers.push({ status: response.status, text: await response.clone().text() });
    return response;
  });
});

afterAll(async () => {
  await upstream.close();
});

function useUpstream(url: string) {
  process.env.PARTNER_API_URL = `${url}/api`;
  resetEnvForTests();
}

beforeEach(() => {
  upstream.seen.length = 0;
  answers.length = 0;
  useUpstream(upstream.url);
});

afterEach(() => {
  delete process.env.PARTNER_API_URL;
  resetEnvForTests();
  vi.restoreAllMocks();
});

const endpoint = (method: string, route: string) =>
  endpoints.find((e) => e.method === method && e.path === route)!.handler;

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

describe("downloads", () => {
  it("relays the commissions CSV with its type and file name", async () => {
    const account = await createTestPartner();
    const login = await callRoute(endpoint("POST", "/api/auth/login"), "/api/auth/login", {
      body: { email: account.email, password: account.password },
    });
    const result = await callRoute(
      endpoint("GET", "/api/partners/commissions/export"),
      "/api/partners/commissions/export",
      { cookie: sessionCookieFrom(login.response) },
    );
    expect(result.status).toBe(200);
    expect(result.response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(result.response.headers.get("content-disposition")).toMatch(/attachment; filename=.*commissions/);
    expect(await result.response.text()).toMatch(/^\uFEFF?[^\n]*Commission/i);
  });

  it("streams a resource's file through, whole and by byte range, past the 1 MB cap of other answers", async () => {
    const account = await createTestPartner();
    const admin = await adminToken();
    const video = resourceFixtures.mp4(3 * 1024 * 1024);
    const created = await runAsPartnerApi(() =>
      resourceCalls(() => admin.token).upload(resourceFields({ title: "Demo video" }), [
        { filename: "demo.mp4", content: video },
      ]),
    );
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = (created.json.item as { id: string }).id;
    const login = await callRoute(endpoint("POST", "/api/auth/login"), "/api/auth/login", {
      body: { email: account.email, password: account.password },
    });
    const cookie = sessionCookieFrom(login.response);
    const download = endpoint("GET", "/api/partners/resources/[id]/download");
    const path = `/api/partners/resources/${id}/download`;

    const whole = await callRoute(download, path, { cookie, params: { id } });
    expect(whole.status).toBe(200);
    expect(whole.response.headers.get("content-type")).toBe("video/mp4");
    expect(whole.response.headers.get("content-disposition")).toMatch(/^attachment; filename="demo.mp4"/);
    expect(Buffer.compare(Buffer.from(await whole.response.arrayBuffer()), video)).toBe(0);

    const part = await callRoute(download, path, {
      cookie,
      params: { id },
      headers: { range: "bytes=100-199" },
    });
    expect(part.status).toBe(206);
    expect(part.response.headers.get("content-range")).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.compare(Buffer.from(await part.response.arrayBuffer()), video.subarray(100, 200))).toBe(0);
    expect(upstream.seen.at(-1)!.headers.range).toBe("bytes=100-199");

    const missing = await callRoute(download, `/api/partners/resources/${id}x/download`, {
      cookie,
      params: { id: `${id}x` },
    });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ success: false });
  });

  it("relays a download's JSON refusal", async () => {
    const result = await callRoute(
      endpoint("GET", "/api/partners/commissions/export"),
      "/api/partners/commissions/export",
    );
    expect(result.status).toBe(401);
    expect(result.json).toMatchObject({ success: false });
  });
});

describe("an upstream that gives no usable answer", () => {
  const call = () =>
    callRoute(endpoint("POST", "/api/auth/send-otp"), "/api/auth/send-otp", {
      body: { email: "someone@example.com" },
    });
  const expectGeneric = async (result: Awaited<ReturnType<typeof call>>, status: number, message: string) => {
    expect(result.status).toBe(status);
    expect(result.json).toEqual({ success: false, error: message, message });
  };

  it("answers 502 when it is down", async () => {
    const gone = await serve(async () => new Response(null));
    await gone.close();
    useUpstream(gone.url);
    await expectGeneric(await call(), 502, partnerApiMessages.badAnswer);
  });

  it("answers 504 when it is too slow", async () => {
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    vi.spyOn(AbortSignal, "timeout").mockImplementation(() => timeout(300)); // the 10 s limit, shortened
    const slow = await serve(async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      return Response.json({ success: true });
    });
    useUpstream(slow.url);
    try {
      await expectGeneric(await call(), 504, partnerApiMessages.timeout);
    } finally {
      await slow.close();
    }
  });

  it("gives a slow upload all the time it needs: the 10 s start once the body is sent", async () => {
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    vi.spyOn(AbortSignal, "timeout").mockImplementation(() => timeout(300)); // the 10 s limit, shortened
    const quick = await serve(async () => Response.json({ success: true, received: true }));
    useUpstream(quick.url);
    const encoder = new TextEncoder();
    const slowBody = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('{"email":'));
        await new Promise((resolve) => setTimeout(resolve, 800));
        controller.enqueue(encoder.encode('"someone@example.com"}'));
        controller.close();
      },
    });
    try {
      const result = await callRoute(endpoint("POST", "/api/auth/send-otp"), "/api/auth/send-otp", {
        rawBody: slowBody,
        headers: { "content-type": "application/json" },
      });
      expect(result.status).toBe(200);
      expect(result.json).toEqual({ success: true, received: true });
      expect(JSON.parse(quick.seen[0]!.body.toString())).toEqual({ email: "someone@example.com" });
    } finally {
      await quick.close();
    }
  });

  it.each([
    [
      "a 500 (its status relayed, its details not)",
      500,
      partnerApiMessages.badAnswer,
      () =>
        Response.json(
          { success: false, error: "TypeError at /srv/api/db.js:42 (password=hunter2)" },
          { status: 500 },
        ),
    ],
    [
      "an HTML page",
      502,
      partnerApiMessages.badAnswer,
      () =>
        new Response("<html>Bad gateway</html>", { status: 200, headers: { "content-type": "text/html" } }),
    ],
    ["JSON that is not an object", 502, partnerApiMessages.badAnswer, () => Response.json(["x"])],
    [
      "a redirect",
      502,
      partnerApiMessages.badAnswer,
      () => new Response(null, { status: 302, headers: { location: "http://127.0.0.1:1/" } }),
    ],
    [
      "an oversized answer",
      502,
      partnerApiMessages.badAnswer,
      () => Response.json({ success: true, padding: "x".repeat(UPSTREAM_MAX_ANSWER_BYTES) }),
    ],
    [
      "an oversized answer without a length",
      502,
      partnerApiMessages.badAnswer,
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(
                new TextEncoder().encode(`{"padding":"${"x".repeat(UPSTREAM_MAX_ANSWER_BYTES)}"}`),
              );
              controller.close();
            },
          }),
          { headers: { "content-type": "application/json" } },
        ),
    ],
  ])("answers %s with the generic message", async (_name, status, message, answer) => {
    const broken = await serve(async () => answer());
    useUpstream(broken.url);
    try {
      const result = await call();
      await expectGeneric(result, status, message);
      expect(broken.seen).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});

async function signIn(email: string, password: string): Promise<string> {
  const login = await callRoute(endpoint("POST", "/api/auth/login"), "/api/auth/login", {
    body: { email, password },
  });
  expect(login.status).toBe(200);
  return sessionCookieFrom(login.response);
}

const page = (path: string, cookie?: string) =>
  new NextRequest(new URL(path, testOrigin), { headers: cookie ? { cookie } : {} });

describe("server-side session checks ask the partner API", () => {
  it("proxy.ts: the login page sends a signed-in partner on, keeps guarded pages open to a cookie", async () => {
    const account = await createTestPartner();
    const cookie = await signIn(account.email, account.password);
    upstream.seen.length = 0;
    const login = await proxy(page("/partner-portal/login", cookie));
    expect(login.status).toBe(307);
    expect(login.headers.get("location")).toMatch(/\/partner-portal\/dashboard$/);
    expect(upstream.seen.map((seen) => seen.url)).toEqual(["/api/auth/me"]);
    expect((await proxy(page("/partner-portal/dashboard", cookie))).headers.get("location")).toBeNull();
    expect((await proxy(page("/partner-portal/dashboard"))).headers.get("location")).toMatch(/login\?next=/);
  });

  it("proxy.ts: a session the partner API refuses is cleared; an unreachable API keeps it", async () => {
    const stale = "partner_token=not-a-session";
    const refused = await proxy(page("/partner-portal/login", stale));
    expect(refused.headers.get("location")).toBeNull();
    expect(refused.headers.get("set-cookie")).toMatch(/partner_token=;/);
    const gone = await serve(async () => new Response(null));
    await gone.close();
    useUpstream(gone.url);
    const down = await proxy(page("/partner-portal/login", stale));
    expect(down.headers.get("set-cookie")).toBeNull();
  });

  it("the session-expired exit checks with the partner API", async () => {
    const account = await createTestPartner();
    const cookie = await signIn(account.email, account.password);
    expect(
      (await sessionExpired(page("/partner-portal/session-expired", cookie))).headers.get("location"),
    ).toBe("/partner-portal/dashboard");
    const out = await sessionExpired(
      page("/partner-portal/session-expired", "partner_token=revoked-or-unknown"),
    );
    expect(out.headers.get("location")).toMatch(/^\/partner-portal\/login/);
    expect(out.headers.get("set-cookie")).toMatch(/partner_token=;/);
  });
});

describe("the console in proxy mode", () => {
  it("signs in through the partner API; its partner-data endpoints answer 409, enquiries stay here", async () => {
    const email = `admin-${Date.now()}@example.com`;
    await adminToken(email);
    const cookie = await signIn(email, "Admin-Passw0rd!");
    const claims = await callRoute(adminClaims, "/api/admin/claims", { cookie });
    expect(claims.status).toBe(409);
    expect(claims.json).toMatchObject({ success: false, error: partnerApiMessages.adminManagedUpstream });
    const invite = await callRoute(adminInvite, "/api/admin/invitations", {
      cookie,
      body: { email: "new@company.example", companyName: "New Co" },
    });
    expect(invite.status).toBe(409);
    expect(await latestMailTo("new@company.example")).toBeUndefined();
    expect((await callRoute(adminEnquiries, "/api/admin/enquiries", { cookie })).status).toBe(200);
    // Anonymous callers still learn nothing but 401.
    expect((await callRoute(adminClaims, "/api/admin/claims")).status).toBe(401);
  });

  it("answers 502 when the partner API cannot tell who is signed in", async () => {
    const gone = await serve(async () => new Response(null));
    await gone.close();
    useUpstream(gone.url);
    const result = await callRoute(adminEnquiries, "/api/admin/enquiries", {
      cookie: "partner_token=anything",
    });
    expect(result.status).toBe(502);
    expect(result.json).toMatchObject({ error: partnerApiMessages.badAnswer });
  });
});

describe("GET /api/health", () => {
  it("reports the mode and whether the partner API answers", async () => {
    expect(await (await health()).json()).toMatchObject({ status: "ok", mode: "proxy", partnerApi: "ok" });
    const gone = await serve(async () => new Response(null));
    await gone.close();
    useUpstream(gone.url);
    const degraded = await health();
    expect(degraded.status).toBe(200);
    expect(await degraded.json()).toMatchObject({
      status: "degraded",
      mode: "proxy",
      partnerApi: "unreachable",
    });
    delete process.env.PARTNER_API_URL;
    resetEnvForTests();
    expect(await (await health()).json()).toEqual({
      status: "ok",
      database: expect.any(String),
      mode: "local",
    });
  });
});
