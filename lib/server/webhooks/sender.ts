import "server-only";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { jobRunner, type RunnerState } from "@/lib/server/jobs/runner";
import { moduleLog } from "@/lib/server/log";
import { deliverDueWebhooks } from "./delivery";
import { sealPlainWebhookSecrets } from "./secrets";

// One webhook sender loop per process, like the mail sender (the job runner,
// ../jobs/runner.ts): a timer for due retries and a kick after each commit that queued an
// event. Runs never overlap; a kick during a run makes the loop go round once more.
// Deliveries are claimed row by row, so several processes share the work without sending one
// twice. Until the sender is started (server start-up) a kick does nothing: scripts and tests
// queue without sending.

const holder = globalThis as typeof globalThis & { __webhookSender?: RunnerState };

const runner = jobRunner({
  log: { module: "webhooks", failure: "webhook run failed" },
  state: () => (holder.__webhookSender ??= { running: false, again: false }),
  work: async () => {
    const { delivered, failed } = await deliverDueWebhooks();
    if (delivered + failed > 0) moduleLog("webhooks").debug({ delivered, failed }, "webhook run");
    // A full batch may leave more due deliveries behind it.
    return delivered + failed >= 20;
  },
  pollMs: () => env().WEBHOOK_POLL_MS,
  runsBeforeStart: false,
});

/** Call after a transaction that queued webhook events has committed. */
export function kickWebhookSender(): void {
  void runner.run();
}

export function startWebhookSender(): void {
  runner.start();
  // Secrets stored before sealing was introduced are sealed once; both forms sign meanwhile.
  void getDb()
    .then(sealPlainWebhookSecrets)
    .catch((error: unknown) => moduleLog("webhooks").error({ err: error }, "sealing webhook secrets failed"));
}

/** At shutdown: no new run; waits for the one under way. */
export async function stopWebhookSender(): Promise<void> {
  await runner.stop();
}
