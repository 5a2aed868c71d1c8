import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// Standard Webhooks signatures: the secret is "whsec_" and a base64 key; each delivery is
// signed as v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the decoded key. The same
// scheme lets any Standard Webhooks library verify what we send.

export const SECRET_PREFIX = "whsec_";

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString("base64")}`;
}

function keyOf(secret: string): Buffer {
  return Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    "base64",
  );
}

/** The webhook-signature header for one attempt; `timestamp` in whole seconds since 1970. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const digest = createHmac("sha256", keyOf(secret))
    .update(`${id}.${timestamp}.${body}`, "utf8")
    .digest("base64");
  return `v1,${digest}`;
}

/**
 * A receiver's check, as docs/api-and-webhooks.md shows it: one of the space-separated v1 signatures must
 * match, and the timestamp must be within `toleranceSeconds` of now (replays of old messages).
 */
export function verifyWebhook(
  secret: string,
  headers: { id: string | null; timestamp: string | null; signature: string | null },
  body: string,
  now = new Date(),
  toleranceSeconds = 300,
): boolean {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
  const seconds = Number(timestamp);
  if (Math.abs(now.getTime() / 1000 - seconds) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, id, seconds, body).slice(3), "base64");
  return signature.split(" ").some((candidate) => {
    const [version, value] = candidate.split(",", 2);
    if (version !== "v1" || !value) return false;
    const given = Buffer.from(value, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
