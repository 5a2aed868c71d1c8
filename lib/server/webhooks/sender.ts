import "server-only";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { moduleLog } from "@/lib/server/log";
import { deliverDueWebhooks } from "./delivery";
import { sealPlainWebhookSecrets } from "./secrets";

// One webhook sender loop per process, like the mail sender: a timer for due retries and a
// kick after each commit that queued an event. Runs never overlap; a kick during a run makes
// the loop go round once more. Deliveries are claimed row by row, so several processes share
// the work without sending one twice. Until the sender is started (server start-up) a kick
// does nothing: scripts and tests queue without sending.

interface SenderState {
  started: boolean;
  running: boolean;
  again: boolean;
  current?: Promise<void>;
  timer?: NodeJS.Timeout;
}

const holder = globalThis as typeof globalThis & { __webhookSender?: SenderState };

function sender(): SenderState {
  holder.__webhookSender ??= { started: false, running: false, again: false };
  return holder.__webhookSender;
}

function run(): Promise<void> {
  const s = sender();
  if (!s.started) return Promise.resolve();
  if (s.running) {
    s.again = true;
    return s.current ?? Promise.resolve();
  }
  s.running = true;
  s.current = (async () => {
    try {
      do {
        s.again = false;
        const { delivered, failed } = await deliverDueWebhooks();
        if (delivered + failed > 0) moduleLog("webhooks").debug({ delivered, failed }, "webhook run");
        // A full batch may leave more due deliveries behind it.
        if (delivered + failed >= 20) s.again = true;
      } while (s.again && s.started);
    } catch (error) {
      moduleLog("webhooks").error({ err: error }, "webhook run failed");
    } finally {
      s.running = false;
    }
  })();
  return s.current;
}

/** Call after a transaction that queued webhook events has committed. */
export function kickWebhookSender(): void {
  void run();
}

export function startWebhookSender(): void {
  const s = sender();
  if (s.timer) return;
  s.started = true;
  s.timer = setInterval(() => void run(), env().WEBHOOK_POLL_MS);
  s.timer.unref();
  void getDb()
    .then(sealPlainWebhookSecrets)
    .catch((error: unknown) => moduleLog("webhooks").error({ err: error }, "sealing webhook secrets failed"))
    .finally(() => void run());
}

/** At shutdown: no new run; waits for the one under way. */
export async function stopWebhookSender(): Promise<void> {
  const s = sender();
  s.started = false;
  clearInterval(s.timer);
  s.timer = undefined;
  await s.current;
}
