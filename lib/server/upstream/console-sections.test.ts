import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/server/env";
import { consoleUpstream, upstreamSectionOf } from "./console-sections";

// Proxy mode's one decision for the console: which sections the partner API answers for.

const setUpstream = (url: string | undefined) => {
  if (url === undefined) delete process.env.PARTNER_API_URL;
  else process.env.PARTNER_API_URL = url;
  resetEnvForTests();
};

describe("the console's sections in proxy mode", () => {
  afterEach(() => setUpstream(undefined));

  it("are all local without a partner API", () => {
    setUpstream(undefined);
    expect(consoleUpstream()).toBeNull();
    expect(upstreamSectionOf("/admin/claims")).toBeNull();
  });

  it("send the partner-data sections and their pages upstream, and keep the others", () => {
    setUpstream("https://partners.example.com/api");
    expect(consoleUpstream()).toBe("https://partners.example.com/api");
    expect(upstreamSectionOf("/admin/claims")).toBe("Claims");
    expect(upstreamSectionOf("/admin/claims/3f2c")).toBe("Claims");
    expect(upstreamSectionOf("/admin/commissions")).toBe("Commissions");
    for (const local of ["/admin", "/admin/enquiries", "/admin/outbox", "/admin/privacy", "/admin/upstream"])
      expect(upstreamSectionOf(local), local).toBeNull();
    // A prefix is a whole path segment.
    expect(upstreamSectionOf("/admin/dealsx")).toBeNull();
  });

  it("no console page decides for itself", () => {
    const pages: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name === "page.tsx") pages.push(file);
      }
    };
    walk(path.join(process.cwd(), "app/admin"));
    expect(pages.length).toBeGreaterThan(20);
    const asking = pages.filter((file) => fs.readFileSync(file, "utf8").includes("partnerApiBase"));
    expect(asking).toEqual([]);
  });
});
