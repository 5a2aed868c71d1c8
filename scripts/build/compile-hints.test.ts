import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const script = path.join(import.meta.dirname, "compile-hints.mjs");
const HINT = "//# allFunctionsCalledOnLoad\n";

describe("compile-hints", () => {
  it("marks every JavaScript chunk once, in nested folders too, and leaves other files alone", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "chunks-"));
    fs.mkdirSync(path.join(dir, "app"));
    fs.writeFileSync(path.join(dir, "a.js"), "console.log(1);");
    fs.writeFileSync(path.join(dir, "app", "b.js"), "console.log(2);");
    fs.writeFileSync(path.join(dir, "c.css"), "body{}");

    expect(execFileSync("node", [script, dir], { encoding: "utf8" })).toContain("2 chunk(s) marked");
    expect(execFileSync("node", [script, dir], { encoding: "utf8" })).toContain("0 chunk(s) marked");

    expect(fs.readFileSync(path.join(dir, "a.js"), "utf8")).toBe(`${HINT}console.log(1);`);
    expect(fs.readFileSync(path.join(dir, "app", "b.js"), "utf8")).toBe(`${HINT}console.log(2);`);
    expect(fs.readFileSync(path.join(dir, "c.css"), "utf8")).toBe("body{}");
    fs.rmSync(dir, { recursive: true });
  });
});
