import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// .ci/install in a scratch repository, with an `npm` of the test's own on the PATH that does
// what a real install may do to the checkout.
const script = path.resolve(import.meta.dirname, "../.ci/install");
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function install(npmDoes: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ci-install-"));
  dirs.push(dir);
  const git = (...args: string[]) => spawnSync("git", args, { cwd: dir, encoding: "utf8" });
  git("init", "-q");
  fs.mkdirSync(path.join(dir, ".ci"));
  fs.copyFileSync(script, path.join(dir, ".ci/install"));
  fs.writeFileSync(path.join(dir, "package-lock.json"), '{ "lockfileVersion": 3 }\n');
  git("add", ".");
  git("-c", "user.name=ci", "-c", "user.email=ci@example.test", "commit", "-qm", "start");
  const bin = path.join(dir, "fake-bin");
  fs.mkdirSync(bin);
  fs.writeFileSync(path.join(bin, "npm"), `#!/bin/sh\n${npmDoes}\n`, { mode: 0o755 });
  fs.writeFileSync(path.join(dir, ".gitignore"), "fake-bin/\nnode_modules/\n");
  return spawnSync("bash", [".ci/install"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
  });
}

describe(".ci/install", () => {
  it("passes when the install leaves every tracked file as committed", () => {
    const result = install("mkdir -p node_modules");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("fails, naming the files, when the install rewrites the lockfile", () => {
    const result = install(`echo '{ "lockfileVersion": 3, "packages": {} }' > package-lock.json`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("npm install changed tracked files");
    expect(result.stderr).toContain(" M package-lock.json");
  });

  it("fails when the install itself fails", () => {
    expect(install("exit 3").status).toBe(3);
  });
});
