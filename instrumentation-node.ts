// The start of a server process in the Node.js runtime (instrumentation.ts imports this only
// there, so the Edge compile of instrumentation.ts never sees a Node-only module): validate
// the configuration, migrate the database and start the outbox sender, so a misconfigured
// server fails at start-up.
import cluster from "node:cluster";
import { READY } from "@/server/cluster-messages";
import { markDatabaseUnavailable } from "@/server/database-unavailable";
import { registerAppShutdown } from "@/server/graceful-shutdown";
import { ensureFirstAdmin } from "@/lib/server/auth/admins";
import { closeDb, getDb } from "@/lib/server/db";
import { isDatabaseUnavailable } from "@/lib/server/db/unavailable";
import { env } from "@/lib/server/env";
import { moduleLog } from "@/lib/server/log";
import { startMailSender, stopMailSender } from "@/lib/server/mail";
import { startApplicationJobs, stopScheduledJobs } from "@/lib/server/composition/application-jobs";
import { ensureTrainingCatalog } from "@/lib/server/training/catalog";

export async function startServerProcess(): Promise<void> {
  // Plain http OpenID providers are for tests and development: say so where operators look.
  if (env().OIDC_ALLOW_HTTP_ISSUERS)
    moduleLog("auth").warn("OIDC_ALLOW_HTTP_ISSUERS is on: single sign-on accepts plain http providers");
  if (env().OIDC_ALLOW_PRIVATE_ISSUERS)
    moduleLog("auth").warn(
      "OIDC_ALLOW_PRIVATE_ISSUERS is on: partner single sign-on may reach loopback and private addresses",
    );
  await getDb();
  // The onboarding courses' modules, written once, so a fresh installation has training.
  await ensureTrainingCatalog();
  startMailSender();
  // Daily backups and privacy housekeeping, each run once across all server processes.
  startApplicationJobs();
  // Called by the production server on SIGTERM once it stops taking connections
  // (server/graceful-shutdown.ts): the sender finishes its claimed batch and, once the
  // requests in flight are done, the database connection closes.
  registerAppShutdown(async (requestsDone) => {
    await stopMailSender();
    await stopScheduledJobs();
    await requestsDone;
    await closeDb();
  });
  // The first admin account, from ADMIN_EMAIL / ADMIN_PASSWORD when both are set.
  await ensureFirstAdmin();
  // Under a cluster primary (WEB_CONCURRENCY, server/cluster.ts): this process can serve, so
  // the next one may start (and migrate nothing).
  if (cluster.isWorker) process.send?.(READY);
}

/** onRequestError (instrumentation.ts): a request that failed for want of the database answers 503. */
export function markIfDatabaseUnavailable(error: unknown): void {
  if (isDatabaseUnavailable(error)) markDatabaseUnavailable();
}
