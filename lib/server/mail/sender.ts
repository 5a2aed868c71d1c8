import "server-only";
import { env } from "../env";
import { deliverDueMail } from "./outbox";

// One sender loop per process: a timer that picks up due retries, and a kick after each
// commit so new messages leave at once. Runs never overlap; a kick during a run makes
// the loop go round once more.
const state = globalThis as typeof globalThis & {
  __mailSender?: { running: boolean; again: boolean; timer?: NodeJS.Timeout };
};

function sender() {
  state.__mailSender ??= { running: false, again: false };
  return state.__mailSender;
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
      await deliverDueMail();
    } while (s.again);
  } catch (error) {
    console.error("[mail] sender run failed:", error);
  } finally {
    s.running = false;
  }
}

/** Call after a transaction that enqueued mail has committed. */
export function kickMailSender(): void {
  void run();
}

/** Started once at server start (instrumentation.ts). */
export function startMailSender(): void {
  const s = sender();
  if (s.timer) return;
  s.timer = setInterval(() => void run(), env().MAIL_POLL_MS);
  s.timer.unref();
  void run();
}
