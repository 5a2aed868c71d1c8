import { afterEach, describe, expect, it, vi } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import config, { movedPages } from "./next.config";

// The build inlines no public address: the site's is the running server's APP_URL, read per
// request (lib/server/public-address.ts), so one build serves any domain.
afterEach(() => vi.unstubAllEnvs());

describe("the build and the public address", () => {
  it("passes no address to the pages", () => {
    expect(config.env).toBeUndefined();
  });

  it("builds without APP_URL: next build's own configuration loader accepts it", async () => {
    vi.stubEnv("APP_URL", "");
    vi.stubEnv("NEXT_PUBLIC_APP_URL", undefined);
    const { default: loadConfig } = await import("next/dist/server/config");
    const loaded = await loadConfig(PHASE_PRODUCTION_BUILD, import.meta.dirname);
    expect(loaded.output).toBe("standalone");
    expect(loaded.env).not.toHaveProperty("NEXT_PUBLIC_APP_URL");
  });
});

describe("moved console pages", () => {
  it("sends each old address on, permanently, to a page that exists", async () => {
    const redirects = await config.redirects!();
    expect(redirects).toEqual(
      movedPages.map(({ from, to }) => ({ source: from, destination: to, permanent: true })),
    );
    for (const { from, to } of movedPages) {
      expect(existsSync(join(import.meta.dirname, "app", to, "page.tsx")), to).toBe(true);
      expect(existsSync(join(import.meta.dirname, "app", from)), from).toBe(false);
    }
  });
});
