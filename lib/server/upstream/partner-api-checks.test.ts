import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
// Aliased: a vitest fixture, not a React hook (the hooks lint rule goes by the "use" prefix).
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { latestMailTo } from "@/test/support/fixtures";
import { callRoute, sessionCookieFrom, testOrigin } from "@/test/support/routes";
import { serve, withPartnerApiUpstream, useUpstream } from "@/test/support/partner-api-upstream";
import { resetEnvForTests } from "@/lib/server/env";
import { partnerApiMessages } from "./partner-api";
import { proxy } from "@/proxy";
import { GET as health } from "@/app/api/health/route";
import { GET as adminClaims } from "@/app/api/admin/claims/route";
import { POST as adminInvite } from "@/app/api/admin/invitations/route";
import { GET as adminEnquiries } from "@/app/api/admin/enquiries/route";
import { GET as sessionExpired } from "@/app/partner-portal/session-expired/route";

// Proxy mode (PARTNER_API_URL), continued from ./partner-api.test.ts: the checks this
// application makes itself ask the partner API (proxy.ts, the session-expired exit), the
// console signs in through it, and /api/health reports it.

freshTestDatabase();

const { upstream, endpoint } = withPartnerApiUpstream();

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
