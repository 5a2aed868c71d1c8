import { afterEach, describe, expect, it, vi } from "vitest";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import config from "./next.config";

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
