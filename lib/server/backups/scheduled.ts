import "server-only";
import fs from "node:fs";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { getDb, getDialect } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { lastRunAt } from "@/lib/server/jobs/lease";
import type { ScheduledJob } from "@/lib/server/jobs/scheduler";
import { DAY_MS, HOUR_MS } from "@/lib/time";
import { makePrivateDir, makePrivateFiles } from "@/lib/server/file-modes";
import { backupSqlite, uploadsBeside } from "./sqlite-backup";

// With BACKUP_DIR set, the servers write one backup a day between them (a scheduled job),
// keeping the newest BACKUP_KEEP. SQLite: a checked copy of the file and the uploads
// folder; PostgreSQL: pg_dump's custom format.

export const BACKUP_JOB = "backup";
/** Readiness fails when the newest backup is older than this. */
export const BACKUP_MAX_AGE_MS = 2 * DAY_MS;

const backupName = /^app-\d{4}-\d{2}-\d{2}T[\d-]+Z\.(db|dump)$/;

export async function writeScheduledBackup(now = new Date()): Promise<string> {
  const config = env();
  const dir = path.resolve(config.BACKUP_DIR!);
  makePrivateDir(dir);
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  let file: string;
  if ((await getDialect()) === "postgres") {
    file = path.join(dir, `app-${stamp}.dump`);
    await promisify(execFile)("pg_dump", [
      "--format=custom",
      "--no-owner",
      `--file=${file}.partial`,
      config.DATABASE_URL!,
    ]);
    makePrivateFiles(`${file}.partial`);
    fs.renameSync(`${file}.partial`, file);
  } else {
    file = backupSqlite({
      sourceFile: path.join(config.DATA_DIR, "app.db"),
      targetFile: path.join(dir, `app-${stamp}.db`),
      uploadDir: config.UPLOAD_DIR,
      storageUrl: config.STORAGE_URL,
    }).file;
  }
  pruneBackups(dir, config.BACKUP_KEEP, config.BACKUP_RETENTION_DAYS, now);
  return file;
}

/** The time a backup's name holds (app-2026-01-02T03-00-00-000Z.db). */
function writtenAt(name: string): number {
  const [, date, h, m, s, ms] = /^app-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(name) ?? [];
  return date ? Date.parse(`${date}T${h}:${m}:${s}.${ms}Z`) : Number.NaN;
}

/**
 * Deletes all but the newest `keep` backups in `dir`, and any older than `retentionDays`
 * (with their uploads folders); returns what it deleted.
 */
export function pruneBackups(dir: string, keep: number, retentionDays?: number, now = new Date()): string[] {
  // The name holds the time, so the names sort oldest first.
  const backups = fs
    .readdirSync(dir)
    .filter((name) => backupName.test(name))
    .sort();
  const cutoff = retentionDays ? now.getTime() - retentionDays * DAY_MS : -Infinity;
  const old = backups.filter((name, index) => index < backups.length - keep || writtenAt(name) < cutoff);
  for (const name of old) {
    fs.rmSync(path.join(dir, name), { force: true });
    fs.rmSync(uploadsBeside(path.join(dir, name)), { recursive: true, force: true });
  }
  return old;
}

export function backupJob(): ScheduledJob | null {
  if (!env().BACKUP_DIR) return null;
  return { name: BACKUP_JOB, periodMs: DAY_MS, leaseMs: 2 * HOUR_MS, run: () => writeScheduledBackup() };
}

export interface BackupStatus {
  configured: boolean;
  lastBackupAt: string | null;
  ageHours: number | null;
  /** False when backups are configured and the last one is too old (or none was ever written). */
  ok: boolean;
}

/** For readiness: how old the last scheduled backup is. A server younger than the limit waits for its first. */
export async function backupStatus(
  now = Date.now(),
  uptimeMs = process.uptime() * 1000,
): Promise<BackupStatus> {
  if (!env().BACKUP_DIR) return { configured: false, lastBackupAt: null, ageHours: null, ok: true };
  const last = await lastRunAt(await getDb(), BACKUP_JOB);
  const age = last ? now - last.getTime() : null;
  const ok = age === null ? uptimeMs < BACKUP_MAX_AGE_MS : age <= BACKUP_MAX_AGE_MS;
  return {
    configured: true,
    lastBackupAt: last?.toISOString() ?? null,
    ageHours: age === null ? null : Math.round((age / HOUR_MS) * 10) / 10,
    ok,
  };
}
