import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  COMPILED_BANNER,
  compileServer,
  serverModules,
  serverSourceDir,
  SETTINGS_CHECK_FILE,
} from "./compile-server";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("compileServer", () => {
  it("compiles each module of server/, tests aside, to a .js file of its own name", async () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), "server-build-"));
    dirs.push(outdir);
    const written = await compileServer(outdir);

    const sources = fs.readdirSync(serverSourceDir).filter((name) => name.endsWith(".ts"));
    const modules = sources.filter((name) => !name.endsWith(".test.ts"));
    expect(modules).toContain("server.ts");
    expect(sources.length).toBeGreaterThan(modules.length);
    expect(serverModules().map((file) => path.basename(file))).toEqual([...modules].sort());
    expect(written.map((file) => path.basename(file)).sort()).toEqual(
      [...modules.map((name) => name.replace(/\.ts$/, ".js")), SETTINGS_CHECK_FILE].sort(),
    );
    expect(fs.readdirSync(outdir).sort()).toEqual(written.map((file) => path.basename(file)).sort());
    for (const file of written) expect(fs.readFileSync(file, "utf8").startsWith(COMPILED_BANNER)).toBe(true);
  });

  it("exits before it listens when a setting is wrong, one line per bad setting", async () => {
    // Inside the project, so the compiled server finds pino in its node_modules.
    const cache = path.resolve(import.meta.dirname, "../../node_modules/.cache");
    fs.mkdirSync(cache, { recursive: true });
    const outdir = fs.mkdtempSync(path.join(cache, "server-build-"));
    dirs.push(outdir);
    await compileServer(outdir);
    fs.writeFileSync(path.join(outdir, "package.json"), '{ "type": "module" }\n');
    const start = (env: { NODE_ENV?: "production"; APP_URL?: string; ADMIN_OIDC_ISSUER?: string }) =>
      spawnSync(process.execPath, ["server.js"], {
        cwd: outdir,
        encoding: "utf8",
        timeout: 20_000,
        env: {
          PATH: process.env.PATH,
          HOSTNAME: "127.0.0.1",
          PORT: "4391",
          WEB_CONCURRENCY: "1",
          ...env,
        } as NodeJS.ProcessEnv,
      });
    const http = start({ NODE_ENV: "production", APP_URL: "http://partners.example.com" });
    expect(http.status).toBe(1);
    const lines = http.stderr.trim().split("\n");
    expect(
      lines.some((line) => line.startsWith("Invalid setting APP_URL: must be https in production")),
    ).toBe(true);
    expect(lines.every((line) => line.startsWith("Invalid setting "))).toBe(true);
    // Nothing of Next was loaded: the build beside it is absent, and the process never listened.
    expect(http.stdout).not.toContain("Ready");
    const partial = start({ ADMIN_OIDC_ISSUER: "https://login.example.com" });
    expect(partial.status).toBe(1);
    expect(partial.stderr).toMatch(/^Invalid setting .*ADMIN_OIDC_\* settings; missing: /m);
  });

  it("writes modules plain Node runs, importing each other by their compiled names", async () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), "server-build-"));
    dirs.push(outdir);
    await compileServer(outdir);
    fs.writeFileSync(path.join(outdir, "package.json"), '{ "type": "module" }\n');
    const script = [
      'const { addressProblem } = await import("./address-checks.js");',
      // cluster.js imports ./cluster-messages.js and ./sqlite-checkpoints.js.
      'const { workerExecArgv } = await import("./cluster.js");',
      'console.log(JSON.stringify([addressProblem("/a%00"), workerExecArgv([])]));',
    ].join("\n");
    fs.writeFileSync(path.join(outdir, "check.mjs"), script);
    const output = execFileSync(process.execPath, ["check.mjs"], { cwd: outdir, encoding: "utf8" });
    expect(JSON.parse(output)).toEqual([
      "The address contains characters that are not allowed.",
      ["--max-semi-space-size=32"],
    ]);
  });
});
