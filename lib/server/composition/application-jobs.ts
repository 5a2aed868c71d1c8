import "server-only";
import { backupJob } from "@/lib/server/backups/scheduled";
import { markServerRunning } from "@/lib/server/backups/server-presence";
import { mdfDeadlineJob } from "@/lib/server/mdf/deadline-job";
import { env } from "@/lib/server/env";
import { leadExpiryJob } from "@/lib/server/leads/expiry";
import { privacyJobs } from "@/lib/server/privacy/retention";
import { tierEvaluationJob } from "@/lib/server/tiers/job";
import { trainingReminderJob } from "@/lib/server/training/reminder-job";
import { startWebhookSender, stopWebhookSender } from "@/lib/server/webhooks/sender";
import { startScheduledJobs, stopScheduledJobs as stopJobs, type ScheduledJob } from "../jobs/scheduler";

/**
 * At server start-up: marks DATA_DIR as in use by a server (a restore refuses meanwhile)
 * and starts the scheduled work: the daily backup (with BACKUP_DIR), the privacy
 * housekeeping, the nightly tier evaluation, the daily training reminders, market development
 * claim deadlines and the leads' acceptance windows; and the
 * webhook sender, which retries due deliveries every WEBHOOK_POLL_MS.
 */
export function startApplicationJobs(): void {
  const config = env();
  if (!config.DATABASE_URL) markServerRunning(config.DATA_DIR);
  const backup = backupJob();
  const jobs: ScheduledJob[] = [
    ...(backup ? [backup] : []),
    ...privacyJobs(),
    tierEvaluationJob(),
    trainingReminderJob(),
    leadExpiryJob(),
    mdfDeadlineJob(),
  ];
  startScheduledJobs(jobs);
  startWebhookSender();
}

/** At shutdown: no new runs; waits for those under way. */
export async function stopScheduledJobs(): Promise<void> {
  await Promise.all([stopJobs(), stopWebhookSender()]);
}
