import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import SQLite from "better-sqlite3";
import type { Kysely } from "kysely";
import { Refusal } from "@/lib/refusal";
import { connect } from "@/lib/server/db/connect";
import { migrateToLatest } from "@/lib/server/db/migrate";
import { backupMessages } from "./messages";
import { restoreSqlite } from "./restore";
import { pruneBackups } from "./scheduled";
import { markServerRunning, runningServers, STALE_MS } from "./server-presence";
import { backupSqlite, uploadsBeside } from "./sqlite-backup";

// A backup taken while another process keeps writing enquiries holds every enquiry
// acknowledged before it started; a restore puts it in a new DATA_DIR whole.

let scratch: string;
let dataDir: string;
const dbFile = () => path.join(dataDir, "app.db");

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "app-backup-"));
  dataDir = path.join(scratch, "data");
  const connection = await connect({ sqliteFile: dbFile() });
  await migrateToLatest(connection.db as Kysely<unknown>);
  await connection.db.destroy();
  fs.mkdirSync(path.join(dataDir, "uploads", "attachments"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "uploads", "attachments", "brief.pdf"), "%PDF-1.4 brief");
  fs.writeFileSync(path.join(dataDir, "uploads", "attachments", "half.part"), "still arriving");
});

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function startWriter(file: string) {
  const child = spawn(process.execPath, [path.resolve("test/support/enquiry-writer.mjs"), file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const acknowledged: string[] = [];
  let buffered = "";
  child.stdout.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split("\n");
    buffered = lines.pop()!;
    acknowledged.push(...lines);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    acknowledged,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

function enquiryIds(file: string): Set<string> {
  const database = new SQLite(file, { readonly: true });
  try {
    return new Set(database.prepare("select id from contact_enquiries").pluck().all() as string[]);
  } finally {
    database.close();
  }
}

describe("backup and restore of SQLite", () => {
  it("backs up under a write load and restores every enquiry acknowledged before the backup", async () => {
    const writer = startWriter(dbFile());
    await until(() => writer.acknowledged.length >= 200);
    const before = [...writer.acknowledged];
    const target = path.join(scratch, "backups", "nightly.db");
    const report = backupSqlite({
      sourceFile: dbFile(),
      targetFile: target,
      uploadDir: path.join(dataDir, "uploads"),
    });
    // The writer went on after the copy: the load was real, and it did not stop the backup.
    const count = writer.acknowledged.length;
    await until(() => writer.acknowledged.length > count + 50);
    await writer.stop();

    expect(report.integrity).toBe("ok");
    expect(report.counts.contact_enquiries).toBeGreaterThanOrEqual(before.length);
    expect(report.uploads).toEqual({ copiedTo: uploadsBeside(target), files: 1 });
    expect(fs.existsSync(`${target}.partial`)).toBe(false);

    const restoredDir = path.join(scratch, "restored");
    const restored = restoreSqlite({
      backupFile: target,
      dataDir: restoredDir,
      uploadDir: path.join(restoredDir, "uploads"),
    });
    expect(restored.previous).toEqual([]);
    const ids = enquiryIds(path.join(restoredDir, "app.db"));
    expect(before.filter((id) => !ids.has(id))).toEqual([]);
    expect(ids.size).toBe(report.counts.contact_enquiries);
    expect(fs.readFileSync(path.join(restoredDir, "uploads", "attachments", "brief.pdf"), "utf8")).toBe(
      "%PDF-1.4 brief",
    );
    expect(fs.existsSync(path.join(restoredDir, "uploads", "attachments", "half.part"))).toBe(false);

    // Readable by the server's user only: the live database, the backup and every copied folder.
    const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
    expect(mode(dataDir)).toBe("700");
    expect(mode(dbFile())).toBe("600");
    expect(mode(path.join(scratch, "backups"))).toBe("700");
    expect(mode(target)).toBe("600");
    expect(mode(uploadsBeside(target))).toBe("700");
    expect(mode(path.join(uploadsBeside(target), "attachments"))).toBe("700");
    expect(mode(path.join(uploadsBeside(target), "attachments", "brief.pdf"))).toBe("600");
    expect(mode(restoredDir)).toBe("700");
    expect(mode(path.join(restoredDir, "app.db"))).toBe("600");
    expect(mode(path.join(restoredDir, "uploads"))).toBe("700");
  });

  it("tightens an existing world-readable database, its log and folder on opening, with secure_delete on", async () => {
    const dir = path.join(scratch, "loose");
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    const file = path.join(dir, "app.db");
    fs.copyFileSync(dbFile(), file);
    fs.chmodSync(file, 0o644);
    fs.writeFileSync(`${file}-wal`, "");
    fs.chmodSync(`${file}-wal`, 0o644);
    const mode = (target: string) => (fs.statSync(target).mode & 0o777).toString(8);
    const connection = await connect({ sqliteFile: file });
    try {
      expect([mode(dir), mode(file), mode(`${file}-wal`)]).toEqual(["700", "600", "600"]);
      const { sql } = await import("kysely");
      const pragma = await sql<{ secure_delete: number }>`pragma secure_delete`.execute(connection.db);
      expect(pragma.rows[0]?.secure_delete).toBe(1);
    } finally {
      await connection.db.destroy();
    }
  });

  it("keeps the replaced database and uploads aside", () => {
    const target = path.join(scratch, "backups", "second.db");
    backupSqlite({ sourceFile: dbFile(), targetFile: target, uploadDir: path.join(dataDir, "uploads") });
    const dir = path.join(scratch, "replaced");
    fs.mkdirSync(path.join(dir, "uploads"), { recursive: true });
    fs.writeFileSync(path.join(dir, "app.db"), "the old database");
    fs.writeFileSync(path.join(dir, "uploads", "old.txt"), "old upload");
    const report = restoreSqlite({
      backupFile: target,
      dataDir: dir,
      uploadDir: path.join(dir, "uploads"),
      now: new Date("2026-02-01T10:00:00Z"),
    });
    expect(report.previous.map((file) => path.basename(file))).toEqual([
      "app.db.before-restore-2026-02-01T10-00-00-000Z",
      "uploads.before-restore-2026-02-01T10-00-00-000Z",
    ]);
    expect(fs.readFileSync(report.previous[0]!, "utf8")).toBe("the old database");
    expect(fs.readFileSync(path.join(report.previous[1]!, "old.txt"), "utf8")).toBe("old upload");
    expect(enquiryIds(path.join(dir, "app.db")).size).toBe(report.counts.contact_enquiries);
  });

  it("refuses to restore while a server uses DATA_DIR, changing nothing", () => {
    const target = path.join(scratch, "backups", "third.db");
    backupSqlite({ sourceFile: dbFile(), targetFile: target, uploadDir: path.join(dataDir, "uploads") });
    const dir = path.join(scratch, "busy");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "app.db"), "live");
    const stop = markServerRunning(dir);
    try {
      expect(runningServers(dir)).toHaveLength(1);
      expect(() =>
        restoreSqlite({ backupFile: target, dataDir: dir, uploadDir: path.join(dir, "uploads") }),
      ).toThrow(backupMessages.serverRunning(runningServers(dir)));
      expect(fs.readFileSync(path.join(dir, "app.db"), "utf8")).toBe("live");
      expect(fs.readdirSync(dir).sort()).toEqual(["app.db", "servers"]);
    } finally {
      stop();
    }
    // A server killed without cleaning up is forgotten once its heartbeat is stale.
    const stale = markServerRunning(dir);
    expect(runningServers(dir, Date.now() + STALE_MS + 1)).toEqual([]);
    stale();
  });

  it.each([
    ["a missing backup file", () => path.join(scratch, "nope.db"), backupMessages.backupMissing, 400],
    [
      "a text file",
      () => {
        const file = path.join(scratch, "notes.txt");
        fs.writeFileSync(file, "not a database");
        return file;
      },
      backupMessages.notADatabase,
      400,
    ],
    [
      "another application's SQLite file",
      () => {
        const file = path.join(scratch, "other.db");
        const d = new SQLite(file);
        d.exec("create table t (x)");
        d.close();
        return file;
      },
      backupMessages.notADatabase,
      400,
    ],
  ])("refuses to restore %s", (_name, file, message, status) => {
    const dir = path.join(scratch, "untouched");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "app.db"), "keep me");
    let error: unknown;
    try {
      restoreSqlite({ backupFile: file(), dataDir: dir, uploadDir: path.join(dir, "uploads") });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(Refusal);
    expect({ status: (error as Refusal).status, message: (error as Refusal).message }).toEqual({
      status,
      message,
    });
    expect(fs.readdirSync(dir)).toEqual(["app.db"]);
    expect(fs.readFileSync(path.join(dir, "app.db"), "utf8")).toBe("keep me");
  });

  it("never overwrites an existing backup", () => {
    const target = path.join(scratch, "backups", "nightly.db");
    const before = fs.statSync(target).mtimeMs;
    expect(() =>
      backupSqlite({ sourceFile: dbFile(), targetFile: target, uploadDir: path.join(dataDir, "uploads") }),
    ).toThrow(backupMessages.targetExists);
    expect(fs.statSync(target).mtimeMs).toBe(before);
  });

  it("prunes all but the newest backups, with their uploads", () => {
    const dir = path.join(scratch, "rotation");
    fs.mkdirSync(dir);
    const names = ["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04"].map(
      (day) => `app-${day}T03-00-00-000Z.db`,
    );
    for (const name of names) {
      fs.writeFileSync(path.join(dir, name), "x");
      fs.mkdirSync(uploadsBeside(path.join(dir, name)));
    }
    fs.writeFileSync(path.join(dir, "keep-me.txt"), "not a backup");
    expect(pruneBackups(dir, 2)).toEqual(names.slice(0, 2));
    expect(fs.readdirSync(dir).sort()).toEqual(
      [...names.slice(2).flatMap((name) => [name, `${name}.uploads`]), "keep-me.txt"].sort(),
    );
  });

  it("deletes a backup older than the retention, even among the newest to keep", () => {
    const dir = path.join(scratch, "retention");
    fs.mkdirSync(dir);
    const names = ["2026-01-01", "2026-01-20", "2026-02-01"].map((day) => `app-${day}T03-00-00-000Z.db`);
    for (const name of names) fs.writeFileSync(path.join(dir, name), "x");
    // Kept: the newest 7; retention 30 days on 2026-02-10: the first one (40 days old) goes.
    expect(pruneBackups(dir, 7, 30, new Date("2026-02-10T12:00:00Z"))).toEqual([names[0]]);
    expect(pruneBackups(dir, 7, 30, new Date("2026-02-10T12:00:00Z"))).toEqual([]);
    expect(pruneBackups(dir, 7, 10, new Date("2026-02-10T12:00:00Z"))).toEqual([names[1]]);
    expect(fs.readdirSync(dir)).toEqual([names[2]]);
  });
});
