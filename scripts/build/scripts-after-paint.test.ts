import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOADER_ID } from "../../server/scripts-after-paint";
import { page } from "../../test/support/next-page";

const script = path.join(import.meta.dirname, "scripts-after-paint.ts");
const tsx = path.join(import.meta.dirname, "../../node_modules/.bin/tsx");

describe("the build step", () => {
  it("rewrites the website's static pages, in the standalone copy too, and nothing else", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "next-"));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write(
      "app-path-routes-manifest.json",
      JSON.stringify({
        "/(marketing)/page": "/",
        "/(marketing)/about/page": "/about",
        "/(marketing)/partners/directory/page": "/partners/directory",
        "/partner-portal/(auth)/login/page": "/partner-portal/login",
      }),
    );
    write(
      "prerender-manifest.json",
      JSON.stringify({ routes: { "/": {}, "/about": {}, "/partner-portal/login": {} } }),
    );
    for (const folder of ["server/app", "standalone/.next/server/app"])
      for (const file of ["index.html", "about.html", "partner-portal/login.html"])
        write(`${folder}/${file}`, page(file));

    expect(execFileSync(tsx, [script, dir], { encoding: "utf8" })).toContain(
      "4 page(s) of 2 rewritten in 2 folder(s)",
    );
    expect(execFileSync(tsx, [script, dir], { encoding: "utf8" })).toContain("0 page(s) of 2");
    for (const folder of ["server/app", "standalone/.next/server/app"]) {
      const read = (file: string) => fs.readFileSync(path.join(dir, folder, file), "utf8");
      expect(read("index.html")).toContain(LOADER_ID);
      expect(read("about.html")).toContain(LOADER_ID);
      expect(read("partner-portal/login.html")).toBe(page("partner-portal/login.html"));
    }
    fs.rmSync(dir, { recursive: true });
  });
});
