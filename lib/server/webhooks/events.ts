import "server-only";
import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "@/lib/server/db";
import type { WebhookEventType } from "@/lib/validation/api-options";
import { DAY_MS } from "@/lib/time";

// Webhook events are queued like the outbox's mail: inside the transaction of the change
// they report, one delivery per active endpoint that subscribed to the type, so a delivery
// exists exactly when its change does. The sender (./sender.ts) takes them from there;
// callers wake it after commit with kickWebhookSender().

/** Days a delivery is retried, and an endpoint may fail before it is disabled. */
export const RETRY_DAYS = 3;

/** A Standard Webhooks message id: msg_ and 24 random base64url characters. */
export function newMessageId(): string {
  return `msg_${randomBytes(18).toString("base64url")}`;
}

/** The body every delivery of the event carries, built once so retries send the same bytes. */
export function webhookBody(type: WebhookEventType, data: unknown, now: Date): string {
  return JSON.stringify({ type, timestamp: now.toISOString(), data });
}

/**
 * Queues `type` with its `data`, in the shape lib/validation/webhook-events.ts gives it (the
 * OpenAPI document's `webhooks` section; events.test.ts checks every event against it).
 */
export async function queueWebhookEvent(
  trx: Transaction<Database> | Kysely<Database>,
  type: WebhookEventType,
  data: unknown,
  now = new Date(),
): Promise<number> {
  const endpoints = await trx
    .selectFrom("webhook_endpoints")
    .select(["id", "events"])
    .where("status", "=", "active")
    .execute();
  const subscribed = endpoints.filter((endpoint) => eventsOf(endpoint.events).includes(type));
  if (subscribed.length === 0) return 0;
  const at = now.toISOString();
  const body = webhookBody(type, data, now);
  await trx
    .insertInto("webhook_deliveries")
    .values(
      subscribed.map((endpoint) => ({
        id: newMessageId(),
        endpoint_id: endpoint.id,
        event_type: type,
        body,
        status: "pending" as const,
        attempts: 0,
        next_attempt_at: at,
        retry_until: new Date(now.getTime() + RETRY_DAYS * DAY_MS).toISOString(),
        locked_until: null,
        last_attempt_at: null,
        response_status: null,
        last_error: null,
        created_at: at,
        delivered_at: null,
      })),
    )
    .execute();
  return subscribed.length;
}

export function eventsOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}
