import "server-only";
import { sql } from "kysely";
import nodemailer from "nodemailer";
import { getDb } from "../db";
import { migrations } from "../db/migrations";
import { env } from "../env";
import { moduleLog } from "../log";
import { withTimeouts } from "../mail/transport";
import { checkStorage } from "../storage";
import { backupStatus, type BackupStatus } from "../backups/scheduled";

// Readiness: whether this instance can serve its requests now. A load balancer sends
// traffic only to a ready instance; an orchestrator restarts only one that is not live
// (liveness is answered without touching anything, see app/api/health/live).
export type CheckName = "database" | "migrations" | "storage" | "smtp" | "backup";
export type CheckResult = "ok" | "failed" | "skipped";

export interface Readiness {
  ready: boolean;
  checks: Record<CheckName, CheckResult>;
  /** With BACKUP_DIR: when the last daily backup was written. */
  backup?: Pick<BackupStatus, "lastBackupAt" | "ageHours">;
}

/** Each check gets this long; a dependency that hangs counts as failed. */
export const CHECK_TIMEOUT_MS = 3_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  );
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function checkDatabase(): Promise<void> {
  await sql`select 1`.execute(await getDb());
}

/** Every migration this build knows is recorded as applied. */
async function checkMigrations(): Promise<void> {
  const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(await getDb());
  const applied = new Set(rows.rows.map((row) => row.name));
  const missing = Object.keys(migrations).filter((name) => !applied.has(name));
  if (missing.length) throw new Error(`migrations not applied: ${missing.join(", ")}`);
}

/** The configured store (the upload folder, or the S3 bucket) answers and takes writes. */
async function checkStorageReachable(): Promise<void> {
  const result = await checkStorage();
  if (!result.ok) throw new Error(`${result.driver} storage: ${result.error}`);
}

/** The SMTP server greets and accepts our EHLO (and credentials, when the URL has some). */
async function checkSmtp(url: string): Promise<void> {
  const transport = nodemailer.createTransport(withTimeouts(url));
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
}

export async function checkReadiness(): Promise<Readiness> {
  const config = env();
  let backup: BackupStatus | undefined;
  // Backups configured: the last one must be at most two days old.
  const checkBackup = async () => {
    backup = await backupStatus();
    if (!backup.ok) throw new Error(`last backup ${backup.lastBackupAt ?? "never written"}`);
  };
  const checks: [CheckName, (() => Promise<void>) | null][] = [
    ["database", checkDatabase],
    ["migrations", checkMigrations],
    ["storage", checkStorageReachable],
    ["smtp", config.SMTP_URL ? () => checkSmtp(config.SMTP_URL!) : null],
    ["backup", config.BACKUP_DIR ? checkBackup : null],
  ];
  const results = await Promise.all(
    checks.map(async ([name, check]): Promise<[CheckName, CheckResult]> => {
      if (!check) return [name, "skipped"];
      try {
        await withTimeout(check(), CHECK_TIMEOUT_MS);
        return [name, "ok"];
      } catch (error) {
        moduleLog("health").warn({ check: name, err: error }, "readiness check failed");
        return [name, "failed"];
      }
    }),
  );
  const record = Object.fromEntries(results) as Record<CheckName, CheckResult>;
  const ready = results.every(([, result]) => result !== "failed");
  return {
    ready,
    checks: record,
    ...(backup ? { backup: { lastBackupAt: backup.lastBackupAt, ageHours: backup.ageHours } } : {}),
  };
}
