import "server-only";
import path from "node:path";
import { Refusal } from "@/lib/refusal";
import { env } from "@/lib/server/env";
import { backupMessages } from "./messages";
import { restoreSqlite, type RestoreReport } from "./restore";
import { backupSqlite, type BackupReport } from "./sqlite-backup";

// `npm run admin -- backup <file>` and `restore <file>`, on the configured DATA_DIR.

function sqliteOnly(file: string | undefined): string {
  if (!file) throw new Refusal(400, backupMessages.fileMissing);
  if (env().DATABASE_URL) throw new Refusal(400, backupMessages.postgres);
  return file;
}

export function backupDatabase(file: string | undefined): BackupReport {
  const config = env();
  const target = sqliteOnly(file);
  return backupSqlite({
    sourceFile: path.join(config.DATA_DIR, "app.db"),
    targetFile: target,
    uploadDir: config.UPLOAD_DIR,
    storageUrl: config.STORAGE_URL,
  });
}

export function restoreDatabase(file: string | undefined): RestoreReport {
  const config = env();
  const backup = sqliteOnly(file);
  return restoreSqlite({
    backupFile: backup,
    dataDir: config.DATA_DIR,
    uploadDir: config.UPLOAD_DIR,
    storageUrl: config.STORAGE_URL,
  });
}
