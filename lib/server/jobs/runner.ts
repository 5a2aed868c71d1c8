import "server-only";
import { moduleLog } from "@/lib/server/log";

// One loop per process for work that is kicked after a commit and polled for retries (the
// outbox's mail, the webhook deliveries): a timer picks up what is due, a kick starts a run at
// once. Runs never overlap; a kick during a run makes the loop go round once more. Stopping
// (at shutdown) starts no new run and waits for the one under way. Scheduled work (nightly
// jobs under a lease) is scheduler.ts.

export interface RunnerState {
  running: boolean;
  again: boolean;
  /** Set by start(), cleared by stop(). */
  started?: boolean;
  /** Set by stop(): the run under way finishes, no new one starts. */
  stopping?: boolean;
  /** The run under way, awaited by stop(). */
  current?: Promise<void>;
  timer?: NodeJS.Timeout;
}

export interface JobRunner {
  /** Runs now, or once more after the run under way; resolves when that run ends. */
  run(): Promise<void>;
  /** Started once per process (server start-up); a second call does nothing. */
  start(): void;
  stop(): Promise<void>;
}

export function jobRunner<S extends RunnerState>(options: {
  /** The log's module name, and what a failed run is called in it. */
  log: { module: string; failure: string };
  /** The process's one state, kept on globalThis by the caller so a reloaded module shares it. */
  state: () => S;
  /** One pass over what is due; true when more may be waiting (a full batch). */
  work: (state: S) => Promise<boolean>;
  pollMs: () => number;
  /** Whether a kick before start() runs (mail queued by a script goes out) or waits for it. */
  runsBeforeStart: boolean;
}): JobRunner {
  const { state, work } = options;
  const canRun = (s: S) => !s.stopping && (options.runsBeforeStart || s.started === true);

  function run(): Promise<void> {
    const s = state();
    if (!canRun(s)) return Promise.resolve();
    if (s.running) {
      s.again = true;
      return s.current ?? Promise.resolve();
    }
    s.running = true;
    s.current = (async () => {
      try {
        do {
          s.again = false;
          if (await work(s)) s.again = true;
        } while (s.again && canRun(s));
      } catch (error) {
        moduleLog(options.log.module).error({ err: error }, options.log.failure);
      } finally {
        s.running = false;
      }
    })();
    return s.current;
  }

  return {
    run,
    start() {
      const s = state();
      if (s.timer) return;
      s.started = true;
      s.stopping = false;
      s.timer = setInterval(() => void run(), options.pollMs());
      s.timer.unref();
      void run();
    },
    async stop() {
      const s = state();
      s.stopping = true;
      s.started = false;
      clearInterval(s.timer);
      s.timer = undefined;
      await s.current;
    },
  };
}
