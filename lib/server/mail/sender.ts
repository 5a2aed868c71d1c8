import "server-only";
import { performance, type EventLoopUtilization } from "node:perf_hooks";
import { env } from "../env";
import { moduleLog } from "../log";
import { deliverDueMail } from "./delivery";
import { ALL_CLASSES, type MailPriority } from "./outbox";

// One sender loop per process: a timer that picks up due retries, and a kick after each
// commit so new messages leave at once. Runs never overlap; a kick during a run makes
// the loop go round once more.
//
// The sender shares the process with the requests. While the event loop is saturated
// (busy more than SATURATED of the last LOAD_WINDOW_MS), bulk mail (enquiry
// notifications and confirmations) steps back so that the requests are not slowed: it
// is claimed at most once per MAIL_POLL_MS, a batch at a time, and the rest leaves when
// the burst is over. Security and transactional mail always go at once.
export const SATURATED = 0.85;
const LOAD_WINDOW_MS = 250;
const URGENT_CLASSES: readonly MailPriority[] = ["security", "transactional"];

interface SenderState {
  running: boolean;
  again: boolean;
  /** Set by stopMailSender: claim nothing more, start no new run. */
  stopping: boolean;
  /** The run under way, awaited by stopMailSender. */
  current?: Promise<void>;
  timer?: NodeJS.Timeout;
  loadTimer?: NodeJS.Timeout;
  /** Event loop utilisation of the last complete window (0 until the sender is started). */
  utilisation: number;
  /** When bulk mail was last allowed to be claimed. */
  bulkClaimedAt: number;
}

const state = globalThis as typeof globalThis & { __mailSender?: SenderState };

function sender(): SenderState {
  state.__mailSender ??= { running: false, again: false, stopping: false, utilisation: 0, bulkClaimedAt: 0 };
  return state.__mailSender;
}

/** The classes the next claim may take: all of them unless the process is saturated. */
export function classesNow(s: SenderState = sender(), now = Date.now()): readonly MailPriority[] {
  // Stopping: the run finishes what it has claimed and claims nothing more.
  if (s.stopping) return [];
  if (s.utilisation < SATURATED || now - s.bulkClaimedAt >= env().MAIL_POLL_MS) {
    s.bulkClaimedAt = now;
    return ALL_CLASSES;
  }
  return URGENT_CLASSES;
}

function run(): Promise<void> {
  const s = sender();
  if (s.stopping) return Promise.resolve();
  if (s.running) {
    s.again = true;
    return s.current ?? Promise.resolve();
  }
  s.running = true;
  s.current = (async () => {
    try {
      do {
        s.again = false;
        const { sent, failed } = await deliverDueMail(undefined, undefined, () => classesNow(s));
        // Which process sent what (the two-instance test reads it; off at the default level).
        if (sent + failed > 0) moduleLog("mail").debug({ sent, failed }, "outbox run");
      } while (s.again && !s.stopping);
    } catch (error) {
      moduleLog("mail").error({ err: error }, "sender run failed");
    } finally {
      s.running = false;
    }
  })();
  return s.current;
}

/**
 * Call after a transaction that enqueued mail has committed. A kick for bulk mail while
 * the process is saturated is left to the poll timer: the run would not claim it anyway.
 */
export function kickMailSender(priority: MailPriority = "security"): void {
  if (priority === "bulk" && sender().utilisation >= SATURATED) return;
  void run();
}

/** Started once at server start (instrumentation.ts). */
export function startMailSender(): void {
  const s = sender();
  if (s.timer) return;
  s.stopping = false;
  s.timer = setInterval(() => void run(), env().MAIL_POLL_MS);
  s.timer.unref();
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  s.loadTimer = setInterval(() => {
    const current = performance.eventLoopUtilization();
    s.utilisation = performance.eventLoopUtilization(current, last).utilization;
    last = current;
  }, LOAD_WINDOW_MS);
  s.loadTimer.unref();
  void run();
}

/**
 * At shutdown (instrumentation.ts): no new run and no new claim; resolves when the run
 * under way has sent (or released with a retry) every message it had claimed, so none is
 * left marked "sending" under this process's lease.
 */
export async function stopMailSender(): Promise<void> {
  const s = sender();
  s.stopping = true;
  clearInterval(s.timer);
  clearInterval(s.loadTimer);
  s.timer = undefined;
  s.loadTimer = undefined;
  await s.current;
}
