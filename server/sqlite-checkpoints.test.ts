import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { compileServer } from "@/scripts/build/compile-server";
import { CHECKPOINTS_REQUEST } from "./cluster-messages.js";

// The cluster primary's checkpoints (sqlite-checkpoints.ts), against a writer that never
// checkpoints itself, as a cluster worker does until its log reaches 40 MB.
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

// The checkpoint thread is a worker thread, which runs JavaScript only: the module is tested
// as the build compiles it, in a folder whose parents hold node_modules (better-sqlite3).
let compiledDir = "";
let sqliteCheckpoints: typeof import("./sqlite-checkpoints.js").sqliteCheckpoints;
beforeAll(async () => {
  const cache = path.resolve(import.meta.dirname, "../node_modules/.cache");
  fs.mkdirSync(cache, { recursive: true });
  compiledDir = fs.mkdtempSync(path.join(cache, "server-"));
  await compileServer(compiledDir);
  const compiled = pathToFileURL(path.join(compiledDir, "sqlite-checkpoints.js")).href;
  ({ sqliteCheckpoints } = (await import(
    /* @vite-ignore */ compiled
  )) as typeof import("./sqlite-checkpoints.js"));
});
afterAll(() => fs.rmSync(compiledDir, { recursive: true, force: true }));

function writer() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "checkpoints-"));
  const file = path.join(dir, "app.db");
  const database = new Database(file);
  database.pragma("journal_mode = WAL");
  database.pragma("wal_autocheckpoint = 0");
  database.exec("create table notes (id integer primary key, body text not null)");
  const insert = database.prepare("insert into notes (body) values (?)");
  let written = 0;
  const write = (rows: number) => {
    for (let i = 0; i < rows; i += 1) insert.run("x".repeat(1000));
    written += rows;
  };
  cleanups.push(() => {
    database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { file, database, write, written: () => written };
}

/** The WAL header's salt: SQLite draws a new one each time the log restarts from its start. */
const walSalt = (file: string) => fs.readFileSync(`${file}-wal`).subarray(16, 24).toString("hex");

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the cluster primary's SQLite checkpoints", () => {
  it("copies a worker's log into the database file and lets the log restart, once per file", async () => {
    const { file, database, write, written } = writer();
    write(2000);
    const sizeBefore = fs.statSync(file).size;
    const saltBefore = walSalt(file);
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(2_000_000);

    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const checkpoints = sqliteCheckpoints({ logger });
    cleanups.unshift(() => checkpoints.stop());
    checkpoints.onMessage({ type: CHECKPOINTS_REQUEST, file });
    checkpoints.onMessage({ type: CHECKPOINTS_REQUEST, file });
    checkpoints.onMessage("app:ready");

    await until(() => fs.statSync(file).size > sizeBefore + 2_000_000);
    // The next commit writes the log from its start again.
    await until(() => {
      write(1);
      return walSalt(file) !== saltBefore;
    });
    expect(database.prepare("select count(*) as n from notes").get()).toEqual({ n: written() });
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });
});
