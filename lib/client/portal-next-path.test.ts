import { describe, expect, it } from "vitest";
import { safeNextPath } from "./portal-next-path";

describe("safeNextPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeNextPath("/partner-portal/dashboard")).toBe("/partner-portal/dashboard");
    expect(safeNextPath("/admin/claims?status=pending")).toBe("/admin/claims?status=pending");
    expect(safeNextPath("/partner-portal/dashboard#deals")).toBe("/partner-portal/dashboard#deals");
  });

  it("returns the normalised path when it stays on this site", () => {
    expect(safeNextPath("/partner-portal/./dashboard")).toBe("/partner-portal/dashboard");
    expect(safeNextPath("/admin/../partner-portal/dashboard")).toBe("/partner-portal/dashboard");
    // A path segment that merely reads like a scheme stays a path on this site.
    expect(safeNextPath("/javascript:alert(1)")).toBe("/javascript:alert(1)");
  });

  it.each([
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "dashboard",
    "/api/auth/me",
    "/api",
    "/partner-portal/login",
    "/a\u0000b",
    "",
    null,
    // Dot segments that normalise into a protocol-relative URL (another host).
    "/.//evil.example/phish",
    "/partner-portal/..//evil.example/x",
    "/partner-portal/../..//evil.example/x",
    "/././/evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/x/%2e%2e//evil.example",
    // Backslashes, raw or encoded, and encoded slashes.
    "/.\\/evil.example",
    "/\\/evil.example",
    "/%5Cevil.example",
    "/%5c%5cevil.example",
    "/%2F%2Fevil.example",
    "/%2fevil.example",
    "/partner-portal/%2F..%2F..%2F%2Fevil.example",
    // Tabs and newlines, which URL parsers drop.
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/ /evil.example\u007f",
    "/%09/evil.example",
    "/." + "/".repeat(2) + "evil.example",
    "/".repeat(501),
  ])("refuses %j", (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});
