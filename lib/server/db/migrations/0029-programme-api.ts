import type { Kysely } from "kysely";

// The programme's public API: keys (only a hash is kept; the prefix is what lists show) and
// webhooks (endpoints with their signing secret, and one delivery row per event and
// endpoint, queued in the event's own transaction and retried until delivered or given up).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("api_keys")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("prefix", "text", (col) => col.notNull())
    .addColumn("key_hash", "text", (col) => col.notNull().unique())
    .addColumn("scopes", "text", (col) => col.notNull())
    // Null: a team key. Otherwise the partner company whose rows it reaches.
    .addColumn("partner_id", "text", (col) => col.references("partners.id").onDelete("cascade"))
    .addColumn("created_by", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("api_keys_partner").on("api_keys").column("partner_id").execute();
  await db.schema
    .createTable("webhook_endpoints")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("events", "text", (col) => col.notNull())
    .addColumn("secret", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    // When the oldest delivery still failing first failed; cleared by any success.
    .addColumn("failing_since", "text")
    .addColumn("disabled_at", "text")
    .addColumn("created_by", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("endpoint_id", "text", (col) =>
      col.notNull().references("webhook_endpoints.id").onDelete("cascade"),
    )
    .addColumn("event_type", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    // Retries stop here: 3 days after the event, or after the team's last replay.
    .addColumn("retry_until", "text", (col) => col.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_attempt_at", "text")
    .addColumn("response_status", "integer")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("delivered_at", "text")
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_due")
    .on("webhook_deliveries")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_endpoint")
    .on("webhook_deliveries")
    .columns(["endpoint_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("webhook_deliveries").execute();
  await db.schema.dropTable("webhook_endpoints").execute();
  await db.schema.dropTable("api_keys").execute();
}
