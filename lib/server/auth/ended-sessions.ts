import "server-only";
import { readSessionToken } from "./jwt";
import type { Db } from "@/lib/server/db";

// Why a session ended, when its holder should be told: a colleague removed them from the
// company. Only the session's id is kept (no personal data), until it would have expired.

export async function markSessionsEnded(trx: Db, userId: string, reason: "removed"): Promise<void> {
  const now = new Date().toISOString();
  // The markers of sessions that would have expired by now say nothing to anyone.
  await trx.deleteFrom("ended_sessions").where("expires_at", "<=", now).execute();
  const live = await trx
    .selectFrom("sessions")
    .select(["id", "expires_at"])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .execute();
  if (live.length === 0) return;
  await trx
    .insertInto("ended_sessions")
    .values(live.map((s) => ({ session_id: s.id, reason, ended_at: now, expires_at: s.expires_at })))
    .onConflict((oc) => oc.column("session_id").doNothing())
    .execute();
}

/** Why the session of this token was ended, if it was ended for a reason its holder is told. */
export async function endedSessionReason(db: Db, token: string): Promise<"removed" | null> {
  const claims = await readSessionToken(token);
  if (!claims) return null;
  const row = await db
    .selectFrom("ended_sessions")
    .select("reason")
    .where("session_id", "=", claims.sid)
    .where("expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  return row?.reason ?? null;
}
