import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
// Aliased: a vitest fixture, not a React hook (the hooks lint rule goes by the "use" prefix).
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { adminToken } from "@/test/support/accounts";
import {
  apiRouteEndpoints,
  apiRouteFiles,
  callRoute,
  sessionCookieFrom,
  type RouteEndpoint,
} from "@/test/support/routes";
import { resetEnvForTests } from "@/lib/server/env";
import { currentTotp } from "@/lib/server/auth/totp";
import { accountMessages } from "@/lib/validation/account";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { runAsPartnerApi } from "./partner-api";
import { GET as adminEnquiries } from "@/app/api/admin/enquiries/route";
import { GET as enquiriesExport } from "@/app/api/admin/enquiries/export/route";
import { GET as adminOutbox } from "@/app/api/admin/outbox/route";

// Proxy mode (PARTNER_API_URL) with ADMIN_REQUIRE_2FA: the partner API signs admins in,
// and its /auth/me tells whether the session passed a second factor. What this application
// serves itself (the enquiries, their export, the outbox, the console's pages) is held to
// that answer, as the partner API holds its own endpoints. A second instance of this
// application, over real HTTP on loopback, is the partner API.

// The console's pages read the incoming headers (no Request): these are the page's.
const pageHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => pageHeaders.current }));

freshTestDatabase();

const endpoints: RouteEndpoint[] = [];
let server: http.Server;
let base = "";

async function upstreamAnswer(request: NextRequest): Promise<Response> {
  for (const endpoint of endpoints) {
    const match = request.nextUrl.pathname.match(endpoint.pattern);
    if (!match || endpoint.method !== request.method) continue;
    return runAsPartnerApi(() => endpoint.handler(request, { params: Promise.resolve({}) }));
  }
  return Response.json({ success: false, error: "Not found" }, { status: 404 });
}

beforeAll(async () => {
  endpoints.push(...(await apiRouteEndpoints(apiRouteFiles(/^auth([/\\]|$)/))));
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers))
      if (typeof value === "string") headers.set(key, value);
    const body = ["GET", "HEAD"].includes(req.method!) ? undefined : new Uint8Array(Buffer.concat(chunks));
    const response = await upstreamAnswer(
      new NextRequest(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  process.env.PARTNER_API_URL = base;
  process.env.ADMIN_REQUIRE_2FA = "true";
  resetEnvForTests();
});

afterEach(() => {
  delete process.env.PARTNER_API_URL;
  delete process.env.ADMIN_REQUIRE_2FA;
  resetEnvForTests();
});

const proxied = (method: string, path: string) =>
  endpoints.find((e) => e.method === method && e.path === path)!.handler;

async function signIn(email: string): Promise<string> {
  const login = await callRoute(proxied("POST", "/api/auth/login"), "/api/auth/login", {
    body: { email, password: "Admin-Passw0rd!" },
    ip: "10.82.0.1",
  });
  expect(login.status).toBe(200);
  return sessionCookieFrom(login.response);
}

const localStatuses = async (cookie: string) =>
  Promise.all([
    callRoute(adminEnquiries, "/api/admin/enquiries", { cookie }),
    callRoute(enquiriesExport, "/api/admin/enquiries/export", { cookie }),
    callRoute(adminOutbox, "/api/admin/outbox", { cookie }),
  ]).then((results) => results.map((r) => [r.status, r.json.error ?? null]));

/** Where the console's page gate sends this cookie: a redirect's target, or "open". */
async function consolePage(cookie: string): Promise<string> {
  pageHeaders.current = new Headers({ cookie });
  try {
    await requireAdminPage();
    return "open";
  } catch (error) {
    const digest = (error as { digest?: unknown }).digest;
    if (typeof digest === "string" && digest.startsWith("NEXT_REDIRECT")) return digest.split(";")[2]!;
    throw error;
  }
}

describe("ADMIN_REQUIRE_2FA in proxy mode", () => {
  it("the enquiries, their export, the outbox and the console's pages refuse an admin signed in without a second factor", async () => {
    const email = `admin-${Date.now()}@example.com`;
    await adminToken(email);
    const cookie = await signIn(email);
    const refused = [403, accountMessages.adminTwoFactorRequired];
    expect(await localStatuses(cookie)).toEqual([refused, refused, refused]);
    expect(await consolePage(cookie)).toBe("/partner-portal/two-factor?next=%2Fadmin");

    // Set up through the proxy: the partner API now counts this session as two-factor.
    const setup = await callRoute(
      proxied("POST", "/api/auth/two-factor/setup"),
      "/api/auth/two-factor/setup",
      { cookie, body: {}, ip: "10.82.0.2" },
    );
    expect(setup.status).toBe(200);
    const code = currentTotp(setup.json.secret as string);
    const enable = await callRoute(
      proxied("POST", "/api/auth/two-factor/enable"),
      "/api/auth/two-factor/enable",
      { cookie, body: { code }, ip: "10.82.0.3" },
    );
    expect(enable.status).toBe(200);
    expect((await localStatuses(cookie)).map(([status]) => status)).toEqual([200, 200, 200]);
    expect(await consolePage(cookie)).toBe("open");
  });

  it("a partner API whose /auth/me does not say the session passed a second factor opens nothing here", async () => {
    const email = `admin-${Date.now()}-b@example.com`;
    await adminToken(email);
    const cookie = await signIn(email);
    const silent = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ success: true, user: { id: "u1", email, role: "admin" } }));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    process.env.PARTNER_API_URL = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/api`;
    resetEnvForTests();
    try {
      expect((await localStatuses(cookie)).map(([status]) => status)).toEqual([403, 403, 403]);
      process.env.ADMIN_REQUIRE_2FA = "false";
      resetEnvForTests();
      expect((await localStatuses(cookie)).map(([status]) => status)).toEqual([200, 200, 200]);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
