import { afterEach, describe, expect, it, vi } from "vitest";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import config, { publicAppUrl } from "./next.config";

// APP_URL is the one setting for the public address: the build passes it to the pages as
// NEXT_PUBLIC_APP_URL, and a production build without it stops instead of baking in
// localhost.
afterEach(() => vi.unstubAllEnvs());

describe("the public address of the build", () => {
  it("comes from APP_URL and reaches the pages as NEXT_PUBLIC_APP_URL", () => {
    vi.stubEnv("APP_URL", "https://www.finlytic.test/");
    vi.stubEnv("NEXT_PUBLIC_APP_URL", undefined);
    expect(config(PHASE_PRODUCTION_BUILD).env).toEqual({ NEXT_PUBLIC_APP_URL: "https://www.finlytic.test" });
  });

  it("is required by a production build, with a message naming APP_URL", () => {
    vi.stubEnv("APP_URL", undefined);
    vi.stubEnv("NEXT_PUBLIC_APP_URL", "https://www.finlytic.test");
    expect(() => config(PHASE_PRODUCTION_BUILD)).toThrow(
      /^APP_URL is not set\. .*APP_URL=https:\/\/www\.finlytic\.ai npm run build/,
    );
    expect(() => publicAppUrl(PHASE_PRODUCTION_BUILD, { APP_URL: "  " })).toThrow(/APP_URL is not set/);
  });

  it("defaults to this machine only outside a production build (next dev, next start)", () => {
    expect(publicAppUrl(PHASE_DEVELOPMENT_SERVER, {})).toBe("http://localhost:3000");
    expect(publicAppUrl(PHASE_PRODUCTION_SERVER, {})).toBe("http://localhost:3000");
  });

  it("refuses an address that is not absolute http(s), and a NEXT_PUBLIC_APP_URL that disagrees", () => {
    expect(() => publicAppUrl(PHASE_PRODUCTION_BUILD, { APP_URL: "www.finlytic.ai" })).toThrow(
      /APP_URL must be an absolute http\(s\) address/,
    );
    expect(() => publicAppUrl(PHASE_PRODUCTION_BUILD, { APP_URL: "ftp://finlytic.ai" })).toThrow(
      /APP_URL must be an absolute http\(s\) address/,
    );
    expect(() =>
      publicAppUrl(PHASE_PRODUCTION_BUILD, {
        APP_URL: "https://a.test",
        NEXT_PUBLIC_APP_URL: "http://localhost:3000",
      }),
    ).toThrow(/NEXT_PUBLIC_APP_URL .* differs from APP_URL/);
    expect(
      publicAppUrl(PHASE_PRODUCTION_BUILD, {
        APP_URL: "https://a.test",
        NEXT_PUBLIC_APP_URL: "https://a.test/",
      }),
    ).toBe("https://a.test");
  });

  it("stops next build's own configuration loader when APP_URL is missing", async () => {
    vi.stubEnv("APP_URL", "");
    vi.stubEnv("NEXT_PUBLIC_APP_URL", undefined);
    const { default: loadConfig } = await import("next/dist/server/config");
    await expect(loadConfig(PHASE_PRODUCTION_BUILD, import.meta.dirname)).rejects.toThrow(
      /APP_URL is not set/,
    );
  });
});
