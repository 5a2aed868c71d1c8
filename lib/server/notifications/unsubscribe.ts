import "server-only";
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { Refusal } from "@/lib/refusal";
import { getDb } from "@/lib/server/db";
import { deriveKey } from "@/lib/server/security/crypto";
import { env } from "@/lib/server/env";
import { DAY_MS } from "@/lib/time";
import { unsubscribeMessages } from "@/lib/validation/unsubscribe";
import { preferenceKeys, preferenceLabels, type PreferenceKey } from "./preferences";

// One-click unsubscribe (RFC 8058). Each message a partner may silence carries a token that
// names one user and one toggle, signed with a key derived from SESSION_SECRET for this
// purpose only, so it can do nothing but turn that toggle off. Nothing is stored when it is
// issued; its id is recorded when it is used, so it works once.

const PURPOSE = "unsubscribe";
/** Long enough for an old email in an archive; the toggle stays in Settings after that. */
export const UNSUBSCRIBE_TOKEN_TTL_MS = 365 * DAY_MS;

const payloadSchema = z.strictObject({
  jti: z.uuid(),
  sub: z.string().min(1).max(100),
  pref: z.enum(preferenceKeys),
  exp: z.number().int(),
});
type Payload = z.infer<typeof payloadSchema>;

const sign = (payload: string) => createHmac("sha256", deriveKey(PURPOSE)).update(payload).digest();

export function issueUnsubscribeToken(userId: string, preference: PreferenceKey, now = new Date()): string {
  const payload: Payload = {
    jti: randomUUID(),
    sub: userId,
    pref: preference,
    exp: now.getTime() + UNSUBSCRIBE_TOKEN_TTL_MS,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${sign(body).toString("base64url")}`;
}

/** The token's payload when its signature holds and it has not expired; null otherwise. */
export function readUnsubscribeToken(token: string, now = new Date()): Payload | null {
  if (token.length > 400) return null;
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = sign(body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const result = payloadSchema.safeParse(parsed);
  if (!result.success || result.data.exp <= now.getTime()) return null;
  return result.data;
}

/** The List-Unsubscribe address: POST unsubscribes at once, GET leads to the confirmation page. */
export function unsubscribeApiUrl(token: string): string {
  return `${env().APP_URL}/api/unsubscribe?${new URLSearchParams({ token })}`;
}

/** The page a person opens from the email's footer: it asks before it unsubscribes. */
export function unsubscribePageUrl(token: string): string {
  return `${env().APP_URL}/partner-portal/unsubscribe?${new URLSearchParams({ token })}`;
}

/**
 * Turns off the one toggle the token names for the one user it names, and spends the token,
 * in one transaction. A forged, expired or unknown-user token is refused (400), a used one
 * too (410); neither changes anything.
 */
export async function unsubscribeWithToken(
  token: string,
): Promise<{ message: string; preference: PreferenceKey }> {
  if (!token) throw new Refusal(400, unsubscribeMessages.missing);
  const payload = readUnsubscribeToken(token);
  if (!payload) throw new Refusal(400, unsubscribeMessages.invalid);
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("users").select("id").where("id", "=", payload.sub).executeTakeFirst();
    if (!user) throw new Refusal(400, unsubscribeMessages.invalid);
    const now = new Date().toISOString();
    const spent = await trx
      .insertInto("unsubscribe_uses")
      .values({ token_id: payload.jti, user_id: user.id, preference: payload.pref, used_at: now })
      .onConflict((oc) => oc.column("token_id").doNothing())
      .executeTakeFirst();
    if (Number(spent.numInsertedOrUpdatedRows ?? 0) === 0) throw new Refusal(410, unsubscribeMessages.used);
    // Only the named toggle: a new row starts from "everything on" like getPreferences.
    await trx
      .insertInto("notification_preferences")
      .values({
        user_id: user.id,
        deal_updates: 1,
        commission_payments: 1,
        training_reminders: 1,
        partner_announcements: 1,
        [payload.pref]: 0,
        updated_at: now,
      })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ [payload.pref]: 0, updated_at: now }))
      .execute();
  });
  return { message: unsubscribeMessages.done(preferenceLabels[payload.pref]), preference: payload.pref };
}
