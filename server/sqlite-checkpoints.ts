// SQLite appends each commit to its write-ahead log (WAL) and now and then copies the log
// back into the database file: a checkpoint, page copies and two fsyncs, 8-20 ms for the
// 1,500 pages that 70 enquiries write. By default the commit that finds the log past 1,000
// pages runs it, so that request, and every other in its process, waits.
//
// Under the cluster (cluster.ts) the server processes hand this to the primary, which serves
// no requests: each process that opens a SQLite file tells the primary its path
// (lib/server/db/connect.ts), and the primary checkpoints that file every INTERVAL_MS on a
// thread of its own (sqlite-checkpoint-thread.ts). The processes keep a threshold of their
// own, far above what the primary lets the log reach, so the log stays bounded even if the
// primary cannot do it.
import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import { isCheckpointsRequest } from "./cluster-messages.js";
import type { CheckpointThreadData, CheckpointThreadError } from "./sqlite-checkpoint-thread.js";

const INTERVAL_MS = 100;
// The thread's module as the build writes it, beside this one's (see
// scripts/build/compile-server.ts): a worker thread runs JavaScript only.
const THREAD_FILE = new URL("./sqlite-checkpoint-thread.js", import.meta.url);

type CheckpointLogger = Pick<Logger, "info" | "warn" | "error">;

export interface SqliteCheckpoints {
  /** Takes every message of a server process; starts on a checkpoints request. */
  onMessage(message: unknown): void;
  stop(): void;
}

export function sqliteCheckpoints({ logger }: { logger: CheckpointLogger }): SqliteCheckpoints {
  const threads = new Map<string, Worker>();

  function start(file: string) {
    if (threads.has(file)) return;
    const workerData: CheckpointThreadData = { file, intervalMs: INTERVAL_MS };
    const thread = new Worker(THREAD_FILE, { workerData });
    threads.set(file, thread);
    thread.unref();
    thread.on("message", (message: CheckpointThreadError) =>
      logger.warn({ err: message.error, file }, "SQLite checkpoint failed"),
    );
    thread.on("error", (error: Error) =>
      logger.error({ err: error, file }, "cannot checkpoint the SQLite log; the server processes will"),
    );
    logger.info({ file, intervalMs: INTERVAL_MS }, "checkpointing the SQLite log for the server processes");
  }

  return {
    onMessage(message) {
      if (isCheckpointsRequest(message)) start(message.file);
    },
    stop() {
      for (const thread of threads.values()) thread.postMessage("stop");
      threads.clear();
    },
  };
}
