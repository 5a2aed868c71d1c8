import "server-only";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Refusal } from "@/lib/refusal";
import { makePrivateDir, makePrivateFiles, makePrivateTree } from "@/lib/server/file-modes";
import { backupMessages } from "./messages";

// A consistent copy of the SQLite database while servers keep writing: VACUUM INTO reads
// one snapshot (a read transaction in WAL mode) and never blocks the writers. The copy is
// written under a temporary name, checked, flushed to disk and only then renamed, so a file
// with the final name is always a whole, checked backup.

export interface BackupReport {
  file: string;
  integrity: "ok";
  /** Rows per table in the copy. */
  counts: Record<string, number>;
  /** The uploads folder copied beside it, or why none was. */
  uploads: { copiedTo: string; files: number } | { note: string };
  bytes: number;
}

/** The folder beside a backup file that holds its uploaded files. */
export const uploadsBeside = (file: string) => `${file}.uploads`;

export function fsyncPath(target: string): void {
  const fd = fs.openSync(target, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Opens `file` read-only and checks it: integrity, and that this application wrote it. Returns row counts. */
export function checkDatabaseFile(file: string): Record<string, number> {
  let database: SQLite.Database;
  try {
    database = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch {
    throw new Refusal(400, backupMessages.notADatabase);
  }
  try {
    const tables = database
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .pluck()
      .all() as string[];
    if (!tables.includes("kysely_migration")) throw new Refusal(400, backupMessages.notADatabase);
    const result = database.prepare("pragma integrity_check").pluck().all() as string[];
    if (result.length !== 1 || result[0] !== "ok") throw new Refusal(400, backupMessages.damaged);
    return Object.fromEntries(
      tables.map((table) => [
        table,
        Number(database.prepare(`select count(*) from "${table}"`).pluck().get()),
      ]),
    );
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(400, backupMessages.notADatabase);
  } finally {
    database.close();
  }
}

function countFiles(dir: string): number {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .length;
}

export function backupSqlite(options: {
  sourceFile: string;
  targetFile: string;
  uploadDir: string;
  storageUrl?: string;
}): BackupReport {
  const target = path.resolve(options.targetFile);
  if (fs.existsSync(target) || fs.existsSync(uploadsBeside(target)))
    throw new Refusal(409, backupMessages.targetExists);
  if (!fs.existsSync(options.sourceFile)) throw new Refusal(400, backupMessages.sourceMissing);
  makePrivateDir(path.dirname(target));
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  const source = new SQLite(options.sourceFile, { readonly: true, fileMustExist: true });
  try {
    // Readers wait for nobody in WAL mode, but a checkpoint may hold the file for a moment.
    source.pragma("busy_timeout = 5000");
    source.prepare("vacuum into ?").run(partial);
  } finally {
    source.close();
  }
  let counts: Record<string, number>;
  try {
    counts = checkDatabaseFile(partial);
    makePrivateFiles(partial);
    fsyncPath(partial);
    fs.renameSync(partial, target);
    fsyncPath(path.dirname(target));
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return {
    file: target,
    integrity: "ok",
    counts,
    uploads: copyUploads(options.uploadDir, target, options.storageUrl),
    bytes: fs.statSync(target).size,
  };
}

function copyUploads(uploadDir: string, target: string, storageUrl?: string): BackupReport["uploads"] {
  if (storageUrl)
    return {
      note: `Files live in object storage (${storageUrl}); back the bucket up with its own versioning or replication.`,
    };
  if (!fs.existsSync(uploadDir)) return { note: "No uploads folder yet: nothing to copy." };
  const destination = uploadsBeside(target);
  // Files still being written (.part) are left out: they are not yet named by any row.
  fs.cpSync(uploadDir, destination, { recursive: true, filter: (from) => !from.endsWith(".part") });
  makePrivateTree(destination);
  return { copiedTo: destination, files: countFiles(destination) };
}
