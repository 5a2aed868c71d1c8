// SQLite appends each commit to its write-ahead log (WAL) and now and then copies the log
// back into the database file: a checkpoint, page copies and two fsyncs, 8-20 ms for the
// 1,500 pages that 70 enquiries write. By default the commit that finds the log past 1,000
// pages runs it, so that request, and every other in its process, waits.
//
// Under the cluster (cluster.mjs) the server processes hand this to the primary, which serves
// no requests: each process that opens a SQLite file tells the primary its path
// (lib/server/db/connect.ts), and the primary checkpoints that file every INTERVAL_MS on a
// thread of its own (sqlite-checkpoint-thread.mjs). The processes keep a threshold of their
// own, far above what the primary lets the log reach, so the log stays bounded even if the
// primary cannot do it.
import { Worker } from "node:worker_threads";

const INTERVAL_MS = 100;

/** What a server process sends the primary once it has opened a SQLite file. */
export const CHECKPOINTS_REQUEST = "sqlite:checkpoints";

export function sqliteCheckpoints({ logger }) {
  const threads = new Map(); // file -> Worker

  function start(file) {
    if (threads.has(file)) return;
    const thread = new Worker(new URL("./sqlite-checkpoint-thread.mjs", import.meta.url), { workerData: { file, intervalMs: INTERVAL_MS } });
    threads.set(file, thread);
    thread.unref();
    thread.on("message", (message) => logger.warn({ err: message.error, file }, "SQLite checkpoint failed"));
    thread.on("error", (error) => logger.error({ err: error, file }, "cannot checkpoint the SQLite log; the server processes will"));
    logger.info({ file, intervalMs: INTERVAL_MS }, "checkpointing the SQLite log for the server processes");
  }

  return {
    onMessage(message) {
      if (message?.type === CHECKPOINTS_REQUEST && typeof message.file === "string") start(message.file);
    },
    stop() {
      for (const thread of threads.values()) thread.postMessage("stop");
      threads.clear();
    },
  };
}
