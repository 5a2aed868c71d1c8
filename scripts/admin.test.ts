import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The command line as a shell script sees it: what it prints where, and its exit status.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-cli-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  delete env.DATABASE_URL;
  const tsx = path.resolve("node_modules/.bin/tsx");
  const result = spawnSync(
    tsx,
    ["--import=./scripts/support/allow-server-only.mjs", "scripts/admin.ts", ...args],
    {
      env,
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm run admin", { timeout: 120_000 }, () => {
  it("prints the help and succeeds when asked for it", () => {
    for (const args of [["help"], ["--help"]]) {
      const result = admin(...args);
      expect(result.status).toBe(0);
      expect(result.stdout).toContain("Commands:");
      expect(result.stdout).toContain("approve-claim <claimId>");
    }
  });

  it("fails with the help on stderr for an unknown command", () => {
    const result = admin("aprove-claim", "123");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Unknown command "aprove-claim".');
    expect(result.stderr).toContain("Commands:");
    expect(result.stdout).toBe("");
  });

  it("fails when no command is given", () => {
    const result = admin();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Missing command.");
    expect(result.stderr).toContain("Commands:");
  });

  it("fails with the help when a command misses its argument", () => {
    const result = admin("approve-claim");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Missing claim id.");
    expect(result.stderr).toContain("Commands:");
    const reject = admin("reject-claim", "c0ffee00-0000-4000-8000-000000000000");
    expect(reject.status).toBe(1);
    expect(reject.stderr).toContain("Missing --reason.");
  });

  it("refuses to type a tier and points to the pin, which checks its own fields", () => {
    const typed = admin("update-partner", "c0ffee00-0000-4000-8000-000000000000", "--tier=gold");
    expect(typed.status).toBe(1);
    expect(typed.stderr).toContain("pin it in the Tier panel");
    const pin = admin("pin-tier", "c0ffee00-0000-4000-8000-000000000000", "--tier=gold", "--reason=Launch");
    expect(pin.status).toBe(1);
    expect(pin.stderr).toMatch(/^Error: /);
    const unknown = admin(
      "pin-tier",
      "c0ffee00-0000-4000-8000-000000000000",
      "--tier=gold",
      "--reason=Launch",
      `--until=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}`,
    );
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("Error: Not found.");
  });

  it("erases again, on restore, the person erased since the backup", () => {
    const email = "ottoline.restore@restore-cli.example";
    expect(admin("invite", email, "Restore Co").status).toBe(0);
    const backup = path.join(dataDir, "backups", "before-erasure.db");
    expect(admin("backup", backup).status).toBe(0);
    const erased = admin("erase-person", email);
    expect(erased.status, erased.stderr).toBe(0);
    const log = fs.readFileSync(path.join(dataDir, "erasure-log.jsonl"), "utf8");
    expect(log.trim().split("\n")).toHaveLength(1);
    expect(log).not.toContain(email);
    // The backup still holds the invitation; the restore erases it again from the log.
    const restored = admin("restore", backup);
    expect(restored.status, restored.stderr).toBe(0);
    expect(JSON.parse(restored.stdout).erasures).toEqual({ logged: 1, reapplied: 1, nothingFound: 0 });
    const found = admin("export-person", email);
    expect(found.status).toBe(1);
    expect(found.stderr).toContain("Nothing is stored about that email address.");
    expect(JSON.parse(admin("reapply-erasures").stdout)).toEqual({
      logged: 1,
      reapplied: 0,
      nothingFound: 0,
    });
  });
});
