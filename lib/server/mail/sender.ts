import "server-only";
import { performance, type EventLoopUtilization } from "node:perf_hooks";
import { env } from "../env";
import { ALL_CLASSES, deliverDueMail, type MailPriority } from "./outbox";

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
  timer?: NodeJS.Timeout;
  /** Event loop utilisation of the last complete window (0 until the sender is started). */
  utilisation: number;
  /** When bulk mail was last allowed to be claimed. */
  bulkClaimedAt: number;
}

const state = globalThis as typeof globalThis & { __mailSender?: SenderState };

function sender(): SenderState {
  state.__mailSender ??= { running: false, again: false, utilisation: 0, bulkClaimedAt: 0 };
  return state.__mailSender;
}

/** The classes the next claim may take: all of them unless the process is saturated. */
export function classesNow(s: SenderState = sender(), now = Date.now()): readonly MailPriority[] {
  if (s.utilisation < SATURATED || now - s.bulkClaimedAt >= env().MAIL_POLL_MS) {
    s.bulkClaimedAt = now;
    return ALL_CLASSES;
  }
  return URGENT_CLASSES;
}

async function run(): Promise<void> {
  const s = sender();
  if (s.running) {
    s.again = true;
    return;
  }
  s.running = true;
  try {
    do {
      s.again = false;
      await deliverDueMail(undefined, undefined, () => classesNow(s));
    } while (s.again);
  } catch (error) {
    console.error("[mail] sender run failed:", error);
  } finally {
    s.running = false;
  }
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
  s.timer = setInterval(() => void run(), env().MAIL_POLL_MS);
  s.timer.unref();
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  setInterval(() => {
    const current = performance.eventLoopUtilization();
    s.utilisation = performance.eventLoopUtilization(current, last).utilization;
    last = current;
  }, LOAD_WINDOW_MS).unref();
  void run();
}
