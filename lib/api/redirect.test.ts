import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { resetEnvForTests } from "@/lib/server/env";
import { createSession } from "@/lib/server/auth/session";
import { createTestPartner } from "@/test/support/accounts";
import { GET as sessionExpired } from "@/app/partner-portal/session-expired/route";
import { proxy } from "@/proxy";
import { redirectToPath } from "./redirect";

// Redirects never take their host from the request: Next builds request.url from the
// address it listens on, and Host / X-Forwarded-Host are whatever the client sent. The
// route handlers answer with a relative Location; the proxy with one on APP_URL.
const db = freshTestDatabase();
const appUrl = "https://www.finlytic.test";
const foreign = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };

beforeAll(() => {
  process.env.APP_URL = appUrl;
  resetEnvForTests();
  return () => {
    delete process.env.APP_URL;
    resetEnvForTests();
  };
});

function foreignRequest(path: string, cookie?: string): NextRequest {
  return new NextRequest(new URL(path, "http://evil.example"), {
    headers: { ...foreign, ...(cookie ? { cookie } : {}) },
  });
}

async function sessionCookie(role: "partner" | "admin"): Promise<string> {
  const account = await createTestPartner();
  if (role === "admin")
    await db().updateTable("users").set({ role: "admin" }).where("id", "=", account.user.id).execute();
  const session = await createSession(db(), { id: account.user.id, role });
  return `partner_token=${session.token}`;
}

describe("redirectToPath", () => {
  it("answers with a relative Location and refuses anything but a path of this site", () => {
    const response = redirectToPath("/partner-portal/login", { next: "/partner-portal/dashboard" });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/partner-portal/login?next=%2Fpartner-portal%2Fdashboard");
    expect(() => redirectToPath("//evil.example/")).toThrow();
    expect(() => redirectToPath("https://evil.example/")).toThrow();
  });
});

describe("GET /partner-portal/session-expired", () => {
  it("sends a visitor without a usable session to the login page with a relative Location", async () => {
    const response = await sessionExpired(foreignRequest("/partner-portal/session-expired"));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/partner-portal/login?next=%2Fpartner-portal%2Fdashboard");
  });

  it("sends a live partner to the dashboard and an admin to the console, relatively", async () => {
    const partner = await sessionExpired(
      foreignRequest("/partner-portal/session-expired", await sessionCookie("partner")),
    );
    expect(partner.headers.get("location")).toBe("/partner-portal/dashboard");
    const admin = await sessionExpired(
      foreignRequest("/partner-portal/session-expired", await sessionCookie("admin")),
    );
    expect(admin.headers.get("location")).toBe("/admin");
  });
});

describe("proxy", () => {
  it("sends a visitor without a session to the login page on APP_URL", async () => {
    const response = await proxy(foreignRequest("/partner-portal/dashboard?tab=deals"));
    expect(response.headers.get("location")).toBe(
      `${appUrl}/partner-portal/login?next=%2Fpartner-portal%2Fdashboard%3Ftab%3Ddeals`,
    );
    const admin = await proxy(foreignRequest("/admin/claims"));
    expect(admin.headers.get("location")).toBe(`${appUrl}/partner-portal/login?next=%2Fadmin%2Fclaims`);
  });

  it("sends a signed-in visitor of the login page home on APP_URL", async () => {
    const partner = await proxy(foreignRequest("/partner-portal/login", await sessionCookie("partner")));
    expect(partner.headers.get("location")).toBe(`${appUrl}/partner-portal/dashboard`);
    const admin = await proxy(
      foreignRequest("/partner-portal/login?next=%2Fadmin%2Fpartners", await sessionCookie("admin")),
    );
    expect(admin.headers.get("location")).toBe(`${appUrl}/admin/partners`);
  });

  it("renders the portal's and console's pages with a fresh script nonce in the request's and the response's policy", async () => {
    const pages = [
      await proxy(foreignRequest("/partner-portal/login")),
      await proxy(foreignRequest("/partner-portal/register")),
      await proxy(foreignRequest("/partner-portal/dashboard", await sessionCookie("partner"))),
      await proxy(foreignRequest("/admin/claims", await sessionCookie("admin"))),
    ];
    const nonces = pages.map((response) => {
      expect(response.headers.get("location")).toBeNull();
      const policy = response.headers.get("content-security-policy") ?? "";
      const nonce = response.headers.get("x-middleware-request-x-nonce");
      expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
      expect(policy.split("; ").find((directive) => directive.startsWith("script-src"))).not.toContain(
        "unsafe-inline",
      );
      // What the page renders with: Next takes the nonce from the request's policy.
      expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
      return nonce;
    });
    expect(new Set(nonces).size).toBe(pages.length);
  });
});
