// What the production server does on SIGTERM (a deployment, `docker stop`, a scale-in) and
// SIGINT: stop accepting connections, let the requests in flight finish, stop the
// application's background work (the outbox sender finishes the batch it claimed; see
// `registerAppShutdown`, called by instrumentation-node.ts), then exit 0. Past
// SHUTDOWN_TIMEOUT_MS the remaining connections are cut and the process exits 1; a message
// whose send was cut keeps its outbox lease and is taken up again when the lease runs out
// (releasing it early could send it twice).
//
// Next's own handler (which exits 143 without waiting for background work) is switched off
// with NEXT_MANUAL_SIG_HANDLE before Next starts.
import type { Server } from "node:http";
import type { Logger } from "pino";

/** The application's background work, stopped once the requests in flight are done. */
export type AppShutdown = (requestsDone: Promise<void>) => Promise<void>;

// The application is bundled by Next apart from this server, so it hands its stop over
// through a global rather than through this module's own state.
const app = globalThis as typeof globalThis & { __appShutdown?: AppShutdown };

/** Called by the application when it starts: how to stop its background work. */
export function registerAppShutdown(stop: AppShutdown): void {
  app.__appShutdown = stop;
}

export interface ShutdownController {
  track<S extends Server>(server: S): S;
  stop(signal: string): Promise<void>;
  inFlight(): number;
}

interface ShutdownOptions {
  logger: Logger;
  timeoutMs: number;
  exit?: (code: number) => void;
}

/** Counts the requests in flight on every server handed to `track`, and stops them all. */
export function shutdownController({
  logger,
  timeoutMs,
  exit = (code) => process.exit(code),
}: ShutdownOptions): ShutdownController {
  const servers = new Set<Server>();
  let inFlight = 0;
  let stopping = false;
  let drained: () => void = () => {};

  function track<S extends Server>(server: S): S {
    servers.add(server);
    server.prependListener("request", (_request, response) => {
      inFlight += 1;
      // A keep-alive connection must not carry new requests once the server is stopping.
      if (stopping) response.shouldKeepAlive = false;
      response.once("close", () => {
        inFlight -= 1;
        if (inFlight === 0) drained();
      });
    });
    return server;
  }

  async function stop(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.info({ signal, inFlight }, "stopping: no new connections, finishing the requests in flight");
    const closed = [...servers].map(
      (server) => new Promise<void>((resolve) => server.close(() => resolve())),
    );
    const requestsDone =
      inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (drained = resolve));
    const appDone = Promise.resolve(app.__appShutdown?.(requestsDone)).catch((error: unknown) =>
      logger.error({ err: error }, "stopping: background work failed to stop"),
    );
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<"deadline">(
      (resolve) => (timer = setTimeout(() => resolve("deadline"), timeoutMs)),
    );
    const finished = Promise.all([
      requestsDone.then(() => {
        // Idle keep-alive connections would hold server.close() until they time out.
        for (const server of servers) server.closeIdleConnections?.();
        return Promise.all(closed);
      }),
      appDone,
    ]);
    const outcome = await Promise.race([finished.then(() => "done" as const), deadline]);
    clearTimeout(timer);
    if (outcome === "deadline") {
      for (const server of servers) server.closeAllConnections?.();
      logger.warn({ inFlight, ms: Date.now() - started }, "stopping: deadline reached, connections cut");
      exit(1);
      return;
    }
    logger.info({ ms: Date.now() - started }, "stopped");
    exit(0);
  }

  return { track, stop, inFlight: () => inFlight };
}
