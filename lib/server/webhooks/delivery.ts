import "server-only";
import type { Kysely } from "kysely";
import { getDb, type Database } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { recordAudit } from "@/lib/server/audit/audit";
import { DAY_MS, HOUR_MS, SECOND_MS } from "@/lib/time";
import { endpointDisabledMail } from "./emails";
import { postWebhook, type PostWebhook } from "./post";
import { RETRY_DAYS } from "./events";
import { signWebhook } from "./signing";
import { openWebhookSecret } from "./secrets";
import { resolveWebhookTarget, type Resolver } from "./targets";

/** Recorded on a delivery whose endpoint's secret was sealed under another SESSION_SECRET. */
export const SECRET_UNREADABLE =
  "The signing secret cannot be read (SESSION_SECRET changed since it was made): register the endpoint again.";

// Sends due deliveries. A failed attempt is retried with exponential backoff (30 s, 1 min,
// 2 min ... at most 6 h apart) until 3 days after the event (or its replay), then given up. An endpoint
// whose deliveries have failed, with no success, for 3 days is disabled and the team is
// emailed; any success clears its failing clock.

export const GIVE_UP_AFTER_MS = RETRY_DAYS * DAY_MS;
const FIRST_RETRY_MS = 30 * SECOND_MS;
const LONGEST_RETRY_MS = 6 * HOUR_MS;
const BATCH = 20;
// Longer than a batch can take (each attempt has a 10 s deadline), so a claim never lapses
// while its process is still sending, and no delivery goes out twice.
const CLAIM_MS = 5 * 60 * SECOND_MS;

/** The wait after the `attempts`-th failed attempt. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface DeliveryRun {
  now?: Date;
  post?: PostWebhook;
  resolve?: Resolver;
}

/** One pass over the due deliveries; the counts are for logs and tests. */
export async function deliverDueWebhooks(
  run: DeliveryRun = {},
): Promise<{ delivered: number; failed: number }> {
  const now = run.now ?? new Date();
  const db = await getDb();
  const at = now.toISOString();
  const due = await db
    .selectFrom("webhook_deliveries")
    .innerJoin("webhook_endpoints", "webhook_endpoints.id", "webhook_deliveries.endpoint_id")
    .select("webhook_deliveries.id")
    .where("webhook_deliveries.status", "=", "pending")
    .where("webhook_deliveries.next_attempt_at", "<=", at)
    .where((eb) =>
      eb.or([
        eb("webhook_deliveries.locked_until", "is", null),
        eb("webhook_deliveries.locked_until", "<", at),
      ]),
    )
    .where("webhook_endpoints.status", "=", "active")
    .orderBy("webhook_deliveries.next_attempt_at", "asc")
    .limit(BATCH)
    .execute();
  if (due.length === 0) return { delivered: 0, failed: 0 };
  // Claimed by a guarded update: of two processes, each delivery goes to one.
  const claimed = await db
    .updateTable("webhook_deliveries")
    .set({ locked_until: new Date(now.getTime() + CLAIM_MS).toISOString() })
    .where(
      "id",
      "in",
      due.map((row) => row.id),
    )
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
    .returningAll()
    .execute();
  let delivered = 0;
  let failed = 0;
  for (const delivery of claimed) {
    const endpoint = await db
      .selectFrom("webhook_endpoints")
      .selectAll()
      .where("id", "=", delivery.endpoint_id)
      .executeTakeFirst();
    if (!endpoint || endpoint.status !== "active") continue;
    // Signed with the time of the attempt itself: a long batch must not send stale timestamps.
    const outcome = await attempt(endpoint, delivery, run.now ?? new Date(), run);
    if (outcome.ok) {
      delivered += 1;
      await db
        .updateTable("webhook_deliveries")
        .set({
          status: "delivered",
          attempts: delivery.attempts + 1,
          locked_until: null,
          last_attempt_at: at,
          delivered_at: at,
          response_status: outcome.status,
          last_error: null,
        })
        .where("id", "=", delivery.id)
        .execute();
      await db
        .updateTable("webhook_endpoints")
        .set({ failing_since: null })
        .where("id", "=", endpoint.id)
        .execute();
    } else {
      failed += 1;
      await recordFailure(db, endpoint, delivery, outcome, now);
    }
  }
  return { delivered, failed };
}

type Outcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

async function attempt(
  endpoint: { url: string; secret: string },
  delivery: { id: string; body: string },
  now: Date,
  run: DeliveryRun,
): Promise<Outcome> {
  try {
    // Resolved and checked again for every attempt: the name may point elsewhere by now.
    const secret = openWebhookSecret(endpoint.secret);
    if (!secret) return { ok: false, status: null, error: SECRET_UNREADABLE };
    const target = await resolveWebhookTarget(endpoint.url, run.resolve);
    const timestamp = Math.floor(now.getTime() / 1000);
    const { status } = await (run.post ?? postWebhook)(
      target,
      {
        "Content-Type": "application/json",
        "User-Agent": "partner-programme-webhooks/1",
        "webhook-id": delivery.id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signWebhook(secret, delivery.id, timestamp, delivery.body),
      },
      delivery.body,
    );
    return status >= 200 && status < 300
      ? { ok: true, status }
      : { ok: false, status, error: `HTTP ${status}` };
  } catch (error) {
    return {
      ok: false,
      status: null,
      error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    };
  }
}

async function recordFailure(
  db: Kysely<Database>,
  endpoint: { id: string; url: string; failing_since: string | null },
  delivery: { id: string; attempts: number; retry_until: string },
  outcome: { status: number | null; error: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const attempts = delivery.attempts + 1;
  // The last attempt is made at retry_until (3 days after the event or a replay), so an
  // endpoint failing all along has been failing for 3 days then.
  const deadline = Date.parse(delivery.retry_until);
  const expired = now.getTime() >= deadline;
  const next = new Date(Math.min(now.getTime() + retryDelayMs(attempts), deadline));
  await db
    .updateTable("webhook_deliveries")
    .set({
      status: expired ? "failed" : "pending",
      attempts,
      locked_until: null,
      last_attempt_at: at,
      next_attempt_at: next.toISOString(),
      response_status: outcome.status,
      last_error: outcome.error,
    })
    .where("id", "=", delivery.id)
    .execute();
  const failingSince = endpoint.failing_since ?? at;
  if (!endpoint.failing_since)
    await db
      .updateTable("webhook_endpoints")
      .set({ failing_since: at })
      .where("id", "=", endpoint.id)
      .where("failing_since", "is", null)
      .execute();
  if (now.getTime() - Date.parse(failingSince) >= GIVE_UP_AFTER_MS)
    await disableEndpoint(db, { ...endpoint, failingSince }, now);
}

/** Switches a failing endpoint off, gives up its waiting deliveries and tells the team (once). */
async function disableEndpoint(
  db: Kysely<Database>,
  endpoint: { id: string; url: string; failingSince: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const switched = await trx
      .updateTable("webhook_endpoints")
      .set({ status: "disabled", disabled_at: at, updated_at: at })
      .where("id", "=", endpoint.id)
      .where("status", "=", "active")
      .executeTakeFirst();
    if (Number(switched.numUpdatedRows) !== 1) return;
    await trx
      .updateTable("webhook_deliveries")
      .set({
        status: "failed",
        locked_until: null,
        last_error: "The endpoint was disabled after failing for 3 days.",
      })
      .where("endpoint_id", "=", endpoint.id)
      .where("status", "=", "pending")
      .execute();
    await recordAudit(trx, {
      actorUserId: null,
      action: "webhook.disabled",
      entityType: "webhook_endpoint",
      entityId: endpoint.id,
      details: { url: endpoint.url, failingSince: endpoint.failingSince },
    });
    await enqueueMail(
      trx,
      {
        to: env().PROGRAMME_EMAIL,
        ...endpointDisabledMail(endpoint),
        kind: "webhook:disabled",
        refId: endpoint.id,
      },
      "transactional",
    );
  });
  kickMailSender();
}
