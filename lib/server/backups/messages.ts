// What the backup and restore commands answer when they refuse.
export const backupMessages = {
  fileMissing: "Give the backup file's path, such as /backups/app-2026-01-31.db.",
  targetExists: "That file already exists: choose a new name (a backup never overwrites one).",
  sourceMissing: "There is no SQLite database in DATA_DIR to back up.",
  postgres: "DATABASE_URL is PostgreSQL: back it up with pg_dump (see docs/operations.md).",
  backupMissing: "The backup file does not exist.",
  notADatabase: "The file is not a SQLite database this application wrote.",
  damaged: "The backup failed its integrity check; nothing was restored.",
  serverRunning: (who: string[]) =>
    `A server is using this DATA_DIR (${who.join(", ")}): stop it before restoring.`,
} as const;
