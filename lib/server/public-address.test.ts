import { afterEach, describe, expect, it, vi } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { organizationJsonLd } from "@/components/marketing/organization-json-ld";
import { marketingMetadataBase } from "@/lib/seo/page-metadata";
import { directoryPartner } from "@/test/support/leads";
import { useTestDatabase } from "@/test/support/test-database";
import { resetEnvForTests } from "./env";
import { publicAddress, siteAddress } from "./public-address";

// Everything that names the site absolutely takes the running server's APP_URL, read when a
// request asks (after `connection()`), so one build serves any domain: the same code answers
// with whichever address the process was started with.
const connection = vi.hoisted(() => vi.fn(async () => {}));
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection,
}));

useTestDatabase();

function runWith(appUrl: string) {
  vi.stubEnv("APP_URL", appUrl);
  resetEnvForTests();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
  connection.mockClear();
});

describe("the site's public address", () => {
  it("is APP_URL without a trailing slash", () => {
    expect(siteAddress("https://www.finlytic.ai/")).toBe("https://www.finlytic.ai");
    expect(siteAddress("http://127.0.0.1:4301")).toBe("http://127.0.0.1:4301");
  });

  it("is read per request: the running server's APP_URL, after the request has arrived", async () => {
    runWith("http://127.0.0.1:3999");
    expect(await publicAddress()).toBe("http://127.0.0.1:3999");
    expect(connection).toHaveBeenCalledTimes(1);
    runWith("http://127.0.0.1:4301/");
    expect(await publicAddress()).toBe("http://127.0.0.1:4301");
  });

  it("is never reached by a prerender: connection() stops it first", async () => {
    // During `next build`, connection() ends the prerender of the route that awaits it.
    connection.mockRejectedValueOnce(new Error("prerender stopped"));
    runWith("not an address");
    await expect(publicAddress()).rejects.toThrow("prerender stopped");
  });
});

describe("what names it", () => {
  it("robots.txt points to the sitemap on the running address", async () => {
    runWith("https://one.finlytic.test");
    expect((await robots()).sitemap).toBe("https://one.finlytic.test/sitemap.xml");
    runWith("https://two.finlytic.test");
    expect((await robots()).sitemap).toBe("https://two.finlytic.test/sitemap.xml");
  });

  it("the sitemap lists the marketing routes and the listed partners on the running address", async () => {
    const partner = await directoryPartner({ companyName: "Address Advisory" });
    runWith("https://two.finlytic.test");
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls).toContain("https://two.finlytic.test/");
    expect(urls).toContain("https://two.finlytic.test/about");
    expect(urls).toContain("https://two.finlytic.test/partners/directory");
    expect(urls).toContain(`https://two.finlytic.test/partners/directory/${partner.slug}`);
    expect(urls.every((url) => url.startsWith("https://two.finlytic.test/"))).toBe(true);
  });

  it("the marketing pages' metadata base, against which canonical links and og:url resolve", async () => {
    runWith("https://two.finlytic.test/");
    const { metadataBase } = await marketingMetadataBase();
    expect(String(metadataBase)).toBe("https://two.finlytic.test/");
    expect(new URL("/about", metadataBase!).toString()).toBe("https://two.finlytic.test/about");
  });

  it("the site's Organization block", () => {
    expect(organizationJsonLd("https://two.finlytic.test")).toMatchObject({
      "@type": "Organization",
      url: "https://two.finlytic.test",
      logo: "https://two.finlytic.test/icon.svg",
    });
  });
});
