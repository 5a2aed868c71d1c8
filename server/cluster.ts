// With WEB_CONCURRENCY above 1 the production server runs that many server processes on one
// port (Node's cluster: this primary process holds the listening socket and hands each new
// connection to the next process in turn), so one instance uses every core it is given.
// Each process is the whole application: the same request handling, its own database pool
// and its own outbox sender, exactly as two instances behind a load balancer are.
//
// - Start-up: the first process starts alone and the others only once it is ready (its
//   instrumentation has run: configuration checked, database migrated), so no two processes
//   migrate at once. A process that exits before it is ready stops the whole server with its
//   exit code, as a single process would.
// - A process that dies later is replaced, one at a time.
// - SIGTERM / SIGINT: every process stops gracefully (see graceful-shutdown.ts) and the
//   primary exits with the worst exit code among them.
// - SQLite: the primary runs the log checkpoints of the processes' database file, so no
//   request waits for one (see sqlite-checkpoints.ts).
import cluster from "node:cluster";
import type { Logger } from "pino";
import { READY } from "./cluster-messages.js";
import { sqliteCheckpoints } from "./sqlite-checkpoints.js";

// The server processes' young generation: 32 MB semi-spaces rather than V8's 16 MB. A
// process allocates fast (each request's Request, Response, rows and JSON), and with the
// default its scavenges made up much of the deals list's p99 at 20 connections (42 ms, 32 ms
// with this, and 10% more requests a second). Costs up to 48 MB more per process at peak.
// An operator's own setting (node flag or NODE_OPTIONS) is kept.
const SEMI_SPACE = "--max-semi-space-size";
const YOUNG_GENERATION = `${SEMI_SPACE}=32`;
const RESTART_DELAY_MS = 1000;

/** The server processes' node flags: the primary's own, plus the young generation unless set. */
export function workerExecArgv(execArgv: string[], nodeOptions = ""): string[] {
  const ownSetting = [...execArgv, nodeOptions].some((arg) => arg.includes(SEMI_SPACE));
  return ownSetting ? execArgv : [...execArgv, YOUNG_GENERATION];
}

/** A server process that exited before it was ready, with its exit code. */
class StartFailure extends Error {
  constructor(readonly code: number) {
    super("exited before it was ready");
  }
}

export async function runPrimary({ workers, logger }: { workers: number; logger: Logger }): Promise<void> {
  let stopping = false;
  let exitCode = 0;
  const checkpoints = sqliteCheckpoints({ logger });
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS) });

  function start(): Promise<void> {
    const worker = cluster.fork();
    let wasReady = false;
    // Ready: its server listens (the primary hands it connections from then on) and its
    // instrumentation has run, in either order.
    const ready = new Promise<void>((resolve, reject) => {
      let pending = 2;
      const step = () => (pending -= 1) === 0 && ((wasReady = true), resolve());
      worker.once("listening", step);
      worker.on("message", (message: unknown) => message === READY && step());
      worker.on("message", checkpoints.onMessage);
      worker.once("exit", (code: number) => reject(new StartFailure(code || 1)));
    });
    worker.once("exit", (code: number | null, signal: string | null) => {
      if (stopping) {
        exitCode = Math.max(exitCode, code ?? 1);
        return;
      }
      if (!wasReady) return; // start-up failed: handled where it was awaited
      logger.error({ pid: worker.process.pid, code, signal }, "server process exited; starting another");
      setTimeout(() => {
        if (!stopping)
          start().catch((error: unknown) =>
            logger.error({ code: exitCodeOf(error) }, "the replacement server process failed to start"),
          );
      }, RESTART_DELAY_MS);
    });
    return ready;
  }

  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info(
        { signal, processes: Object.keys(cluster.workers ?? {}).length },
        "stopping every server process",
      );
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    });
  }
  const exitWhenAllStopped = () => {
    if (Object.keys(cluster.workers ?? {}).length > 0) return;
    checkpoints.stop();
    process.exit(exitCode);
  };
  cluster.on("exit", () => stopping && exitWhenAllStopped());

  try {
    await start();
    await Promise.all(Array.from({ length: workers - 1 }, () => start()));
  } catch (error) {
    if (stopping) return;
    stopping = true;
    logger.fatal({ code: exitCodeOf(error) }, "a server process failed to start");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    exitCode = exitCodeOf(error);
    exitWhenAllStopped();
    return;
  }
  logger.info({ processes: workers }, "server processes ready");
}

function exitCodeOf(error: unknown): number {
  return error instanceof StartFailure ? error.code : 1;
}
