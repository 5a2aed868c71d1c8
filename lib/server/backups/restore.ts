import "server-only";
import fs from "node:fs";
import path from "node:path";
import { Refusal } from "@/lib/refusal";
import { makePrivateDir, makePrivateFiles, makePrivateTree } from "@/lib/server/file-modes";
import { backupMessages } from "./messages";
import { runningServers } from "./server-presence";
import { checkDatabaseFile, fsyncPath, uploadsBeside } from "./sqlite-backup";

// Restores a backup into DATA_DIR while no server uses it: the backup is checked, copied
// beside the live file, flushed, and renamed over it in one step. The database it replaces
// (with its write-ahead log) and the uploads folder are kept aside, named by the time.

export interface RestoreReport {
  restored: string;
  counts: Record<string, number>;
  /** Where the replaced database and uploads were moved. */
  previous: string[];
  uploads: string;
}

function moveAside(file: string, stamp: string, kept: string[]): void {
  if (!fs.existsSync(file)) return;
  const aside = `${file}.before-restore-${stamp}`;
  fs.renameSync(file, aside);
  kept.push(aside);
}

export function restoreSqlite(options: {
  backupFile: string;
  dataDir: string;
  uploadDir: string;
  storageUrl?: string;
  now?: Date;
}): RestoreReport {
  const backup = path.resolve(options.backupFile);
  if (!fs.existsSync(backup)) throw new Refusal(400, backupMessages.backupMissing);
  const servers = runningServers(options.dataDir);
  if (servers.length) throw new Refusal(409, backupMessages.serverRunning(servers));
  const counts = checkDatabaseFile(backup);
  const live = path.join(options.dataDir, "app.db");
  makePrivateDir(options.dataDir);
  const incoming = `${live}.restoring`;
  fs.copyFileSync(backup, incoming);
  makePrivateFiles(incoming);
  fsyncPath(incoming);
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, "-");
  const previous: string[] = [];
  // The log and shared memory belong to the replaced file: they go aside with it.
  for (const file of [live, `${live}-wal`, `${live}-shm`]) moveAside(file, stamp, previous);
  fs.renameSync(incoming, live);
  fsyncPath(options.dataDir);
  return { restored: live, counts, previous, uploads: restoreUploads(backup, options, stamp, previous) };
}

function restoreUploads(
  backup: string,
  options: { uploadDir: string; storageUrl?: string },
  stamp: string,
  previous: string[],
): string {
  if (options.storageUrl) return "Files live in object storage: left as they are.";
  const saved = uploadsBeside(backup);
  if (!fs.existsSync(saved)) return "The backup holds no uploads folder: the current one is left as it is.";
  moveAside(options.uploadDir, stamp, previous);
  fs.cpSync(saved, options.uploadDir, { recursive: true });
  makePrivateTree(options.uploadDir);
  return `Uploads restored into ${options.uploadDir}.`;
}
