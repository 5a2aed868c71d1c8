import "server-only";
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { Refusal } from "@/lib/refusal";
import { getDb } from "@/lib/server/db";
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from "@/lib/server/db/schema/api";
import { recordAudit } from "@/lib/server/audit/audit";
import { apiMessages, type NewWebhookEndpoint } from "@/lib/validation/api";
import { type WebhookEventType, webhookEventTypes } from "@/lib/validation/api-options";
import type { WebhookDeliverySummary, WebhookEndpointSummary } from "@/lib/validation/api";
import { DAY_MS } from "@/lib/time";
import { eventsOf, RETRY_DAYS } from "./events";
import { sealWebhookSecret } from "./secrets";
import { newWebhookSecret } from "./signing";
import { resolveWebhookTarget, type Resolver } from "./targets";
import { kickWebhookSender } from "./sender";

// The team's webhook endpoints: register (answered once with the signing secret), list,
// enable or disable, delete; each endpoint's delivery log, and replay of a delivery.

function toEndpoint(row: Selectable<WebhookEndpointsTable>): WebhookEndpointSummary {
  return {
    id: row.id,
    url: row.url,
    events: webhookEventTypes.filter((type) => eventsOf(row.events).includes(type)),
    status: row.status,
    failingSince: row.failing_since,
    disabledAt: row.disabled_at,
    createdAt: row.created_at,
  };
}

function toDelivery(row: Selectable<WebhookDeliveriesTable>): WebhookDeliverySummary {
  return {
    id: row.id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.response_status === null ? null : Number(row.response_status),
    lastError: row.last_error,
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: row.status === "pending" ? row.next_attempt_at : null,
    createdAt: row.created_at,
  };
}

/** Registers an endpoint once its address resolves to public addresses only. */
export async function createWebhookEndpoint(
  input: NewWebhookEndpoint,
  actorUserId: string | null,
  resolve?: Resolver,
  now = new Date(),
): Promise<{ secret: string; endpoint: WebhookEndpointSummary }> {
  await resolveWebhookTarget(input.url, resolve);
  const db = await getDb();
  const secret = newWebhookSecret();
  const at = now.toISOString();
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("webhook_endpoints")
      .values({
        id: randomUUID(),
        url: input.url,
        events: JSON.stringify(input.events satisfies WebhookEventType[]),
        secret: sealWebhookSecret(secret),
        status: "active",
        failing_since: null,
        disabled_at: null,
        created_by: actorUserId,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorUserId,
      action: "webhook.created",
      entityType: "webhook_endpoint",
      entityId: inserted.id,
      details: { url: input.url, events: input.events },
    });
    return inserted;
  });
  return { secret, endpoint: toEndpoint(row) };
}

export async function listWebhookEndpoints(): Promise<WebhookEndpointSummary[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("webhook_endpoints")
    .selectAll()
    .orderBy("created_at", "desc")
    .limit(200)
    .execute();
  return rows.map(toEndpoint);
}

async function endpointRow(id: string) {
  const db = await getDb();
  const row = await db.selectFrom("webhook_endpoints").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new Refusal(404, apiMessages.webhookNotFound);
  return row;
}

/** Enables (its failing clock starts afresh) or disables an endpoint. */
export async function setWebhookEndpointStatus(
  id: string,
  status: "active" | "disabled",
  actorUserId: string | null,
  now = new Date(),
): Promise<WebhookEndpointSummary> {
  await endpointRow(id);
  const db = await getDb();
  const at = now.toISOString();
  const row = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("webhook_endpoints")
      .set({
        status,
        updated_at: at,
        failing_since: null,
        disabled_at: status === "disabled" ? at : null,
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorUserId,
      action: status === "active" ? "webhook.enabled" : "webhook.disabled",
      entityType: "webhook_endpoint",
      entityId: id,
    });
    return updated;
  });
  if (status === "active") kickWebhookSender();
  return toEndpoint(row);
}

export async function deleteWebhookEndpoint(id: string, actorUserId: string | null): Promise<void> {
  const row = await endpointRow(id);
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("webhook_endpoints").where("id", "=", id).execute();
    await recordAudit(trx, {
      actorUserId,
      action: "webhook.deleted",
      entityType: "webhook_endpoint",
      entityId: id,
      details: { url: row.url },
    });
  });
}

/** The endpoint's deliveries, newest first: status, time, response code. */
export async function listWebhookDeliveries(endpointId: string): Promise<WebhookDeliverySummary[]> {
  await endpointRow(endpointId);
  const db = await getDb();
  const rows = await db
    .selectFrom("webhook_deliveries")
    .selectAll()
    .where("endpoint_id", "=", endpointId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(100)
    .execute();
  return rows.map(toDelivery);
}

/**
 * Sends a delivery again now, with its original id and body (a receiver that already has it
 * recognises the webhook-id); its 3 days of retries count from now.
 */
export async function replayWebhookDelivery(
  id: string,
  actorUserId: string | null,
  now = new Date(),
): Promise<WebhookDeliverySummary> {
  const db = await getDb();
  const at = now.toISOString();
  const row = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("webhook_deliveries")
      .set({
        status: "pending",
        attempts: 0,
        next_attempt_at: at,
        retry_until: new Date(now.getTime() + RETRY_DAYS * DAY_MS).toISOString(),
        locked_until: null,
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new Refusal(404, apiMessages.deliveryNotFound);
    await recordAudit(trx, {
      actorUserId,
      action: "webhook.replayed",
      entityType: "webhook_endpoint",
      entityId: updated.endpoint_id,
      details: { deliveryId: id, eventType: updated.event_type },
    });
    return updated;
  });
  kickWebhookSender();
  return toDelivery(row);
}
