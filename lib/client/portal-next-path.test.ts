import { describe, expect, it } from "vitest";
import { safeNextPath } from "./portal-next-path";

describe("safeNextPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeNextPath("/partner-portal/dashboard")).toBe("/partner-portal/dashboard");
    expect(safeNextPath("/admin/claims?status=pending")).toBe("/admin/claims?status=pending");
  });

  it.each(["//evil.example/x", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "dashboard", "/api/auth/me", "/partner-portal/login", "/a\u0000b", "", null])(
    "refuses %j",
    (value) => {
      expect(safeNextPath(value)).toBeNull();
    },
  );
});
