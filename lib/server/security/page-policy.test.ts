import { describe, expect, it } from "vitest";
import { createNonce, hasNoncePolicy, noncePolicy, withNoncePolicy } from "./page-policy";

describe("the portal's and console's nonce policy", () => {
  it("allows scripts by nonce only: no 'unsafe-inline' for scripts, eval in development only", () => {
    const policy = noncePolicy("abc123");
    const scripts = policy.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scripts).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(noncePolicy("abc123", { dev: true })).toContain("'strict-dynamic' 'unsafe-eval'");
  });

  it("gives every request a fresh, unguessable nonce in the policy and in x-nonce", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const { headers, policy } = withNoncePolicy(new Headers({ cookie: "a=b" }));
    const nonce = headers.get("x-nonce");
    expect(policy).toContain(`'nonce-${nonce}'`);
    expect(headers.get("content-security-policy")).toBe(policy);
    expect(headers.get("cookie")).toBe("a=b");
  });

  it("covers the portal and the console, not the marketing pages", () => {
    for (const path of [
      "/partner-portal",
      "/partner-portal/login",
      "/partner-portal/dashboard/deals",
      "/admin",
      "/admin/claims/1",
    ])
      expect(hasNoncePolicy(path), path).toBe(true);
    for (const path of ["/", "/about", "/partner-portal-info", "/administration", "/api/admin/claims"])
      expect(hasNoncePolicy(path), path).toBe(false);
  });
});
