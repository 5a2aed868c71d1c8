// The public API's keys and webhooks (migration 0029, lib/server/api-keys, lib/server/webhooks).

export interface ApiKeysTable {
  id: string;
  name: string;
  /** The key's first characters (fl_live_ and 8 more): what lists show. */
  prefix: string;
  /** SHA-256 of the whole key, hex. The key itself is shown once and never stored. */
  key_hash: string;
  /** JSON list of scopes. */
  scopes: string;
  /** Null: a programme team key; otherwise the partner company it belongs to. */
  partner_id: string | null;
  created_by: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface WebhookEndpointsTable {
  id: string;
  url: string;
  /** JSON list of event types. */
  events: string;
  /** whsec_ and the base64 signing key. */
  secret: string;
  status: "active" | "disabled";
  failing_since: string | null;
  disabled_at: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveriesTable {
  /** Also the webhook-id header: the same on every retry and replay. */
  id: string;
  endpoint_id: string;
  event_type: string;
  /** The exact JSON body, signed at each attempt. */
  body: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  next_attempt_at: string;
  /** The last attempt: 3 days after the event, or after the team's last replay. */
  retry_until: string;
  locked_until: string | null;
  last_attempt_at: string | null;
  response_status: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}
