import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// `npm run local` asks scripts/check-settings.ts before it builds: the same rules, and the
// same lines, as the production server's own check before it listens.

function check(settings: Record<string, string>) {
  const result = spawnSync(
    "npx",
    ["tsx", "--import=./scripts/support/allow-server-only.mjs", "scripts/check-settings.ts"],
    {
      encoding: "utf8",
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        SESSION_SECRET: "local-only-session-secret-0123456789abcdef",
        ...settings,
      },
    },
  );
  return { status: result.status, lines: result.stderr.trim().split("\n").filter(Boolean) };
}

describe("the settings check before a local build", () => {
  it("passes the local defaults", () => {
    expect(check({ APP_URL: "http://localhost:3000" })).toEqual({ status: 0, lines: [] });
  });

  it("names every bad setting, one line each, and exits 1", () => {
    const result = check({ APP_URL: "http://partners.example.com", ADMIN_OIDC_ISSUER: "https://id.example" });
    expect(result.status).toBe(1);
    expect(result.lines).toEqual([
      expect.stringMatching(/^Invalid setting ADMIN_OIDC_CLIENT_ID: .*missing: ADMIN_OIDC_CLIENT_ID/),
      expect.stringMatching(/^Invalid setting APP_URL: must be https in production/),
      "The site was not built: 2 invalid setting(s).",
    ]);
  });
});
