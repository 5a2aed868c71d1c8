// Runs once when a server process starts: validate the configuration, migrate the
// database and start the outbox sender, so a misconfigured server fails at start-up.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { env } = await import("@/lib/server/env");
  env();
  const { getDb } = await import("@/lib/server/db");
  await getDb();
  // The onboarding courses' modules, written once, so a fresh installation has training.
  const { ensureTrainingCatalog } = await import("@/lib/server/training/catalog");
  await ensureTrainingCatalog();
  const { startMailSender, stopMailSender } = await import("@/lib/server/mail");
  startMailSender();
  // Daily backups and privacy housekeeping, each run once across all server processes.
  const { startApplicationJobs, stopScheduledJobs } = await import("@/lib/server/jobs/application-jobs");
  startApplicationJobs();
  // Called by the production server on SIGTERM once it stops taking connections
  // (scripts/graceful-shutdown.mjs): the sender finishes its claimed batch and, once the
  // requests in flight are done, the database connection closes.
  const { closeDb } = await import("@/lib/server/db");
  (globalThis as typeof globalThis & { __appShutdown?: (requestsDone: Promise<void>) => Promise<void> }).__appShutdown = async (requestsDone) => {
    await stopMailSender();
    await stopScheduledJobs();
    await requestsDone;
    await closeDb();
  };
  // The first admin account, from ADMIN_EMAIL / ADMIN_PASSWORD when both are set.
  const { ensureFirstAdmin } = await import("@/lib/server/auth/admins");
  await ensureFirstAdmin();
  // Under a cluster primary (WEB_CONCURRENCY, scripts/cluster.mjs): this process can serve, so
  // the next one may start (and migrate nothing).
  const { default: cluster } = await import("node:cluster");
  if (cluster.isWorker) process.send?.("app:ready");
}
