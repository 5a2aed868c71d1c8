// The primary's checkpoint thread for one SQLite file (started by sqlite-checkpoints.ts).
// A thread of its own, because a checkpoint may wait: for the processes' readers to leave the
// log, and for the write lock. Waiting here stops no one's event loop, the primary's included
// (it hands every new connection to a server process).
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

export interface CheckpointThreadData {
  file: string;
  intervalMs: number;
}

/** What the thread posts when a checkpoint fails for another reason than a busy database. */
export interface CheckpointThreadError {
  error: { message: string; code?: string };
}

if (!parentPort) throw new Error("sqlite-checkpoint-thread runs as a worker thread of sqlite-checkpoints.");
const parent = parentPort;
const { file, intervalMs } = workerData as CheckpointThreadData;
const database = new Database(file, { fileMustExist: true });
// How long a restart may wait for the write lock and for readers (SQLite's own wait, which
// stops only this thread). Short: while it waits the processes keep writing, and what they
// write it then copies while holding their writes. Busy: the next interval tries again.
database.pragma("busy_timeout = 5");

function checkpoint() {
  try {
    // The copying, beside the processes' reads and writes. Under a steady stream of commits
    // a passive checkpoint never finds the whole log copied, so the log would only grow:
    // a restart then copies what they wrote meanwhile, holding their writes for that moment,
    // and lets the next commit write the log from its start again.
    database.pragma("wal_checkpoint(PASSIVE)");
    database.pragma("wal_checkpoint(RESTART)");
  } catch (error) {
    const { message, code } = error as Error & { code?: string };
    // Busy past the wait: the next interval tries again.
    if (code !== "SQLITE_BUSY")
      parent.postMessage({ error: { message, code } } satisfies CheckpointThreadError);
  }
  setTimeout(checkpoint, intervalMs);
}

checkpoint();
parent.on("message", (message: unknown) => {
  if (message === "stop") {
    database.close();
    process.exit(0);
  }
});
