import "server-only";
import { sql } from "kysely";
import { getDb } from "./db";

export interface RateLimitRule {
  /** Distinguishes counters, for example "contact:ip". */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit against `rule` for `subject` in a fixed window kept in the database, so
 * the count holds across processes and instances. One upsert per call, atomic on both
 * SQLite and PostgreSQL.
 */
export async function consumeRateLimit(
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const db = await getDb();
  const key = `${rule.name}:${subject}`;
  const nowIso = now.toISOString();
  const expiredBefore = new Date(now.getTime() - rule.windowMs).toISOString();
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: nowIso, hits: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start <= ${expiredBefore} then 1 else rate_limits.hits + 1 end`,
        window_start: sql<string>`case when rate_limits.window_start <= ${expiredBefore} then ${nowIso} else rate_limits.window_start end`,
      }),
    )
    .returning(["hits", "window_start"])
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  const windowEnds = new Date(row.window_start).getTime() + rule.windowMs;
  return {
    allowed: hits <= rule.limit,
    remaining: Math.max(0, rule.limit - hits),
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
  };
}

/** Forgets every counter of `rule` for `subject` (for example after a successful login). */
export async function resetRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  const db = await getDb();
  await db.deleteFrom("rate_limits").where("key", "=", `${rule.name}:${subject}`).execute();
}

/**
 * Takes back one hit of `rule` for `subject`: for limits that count only failures
 * (sign-in), whose attempts are counted before the outcome is known.
 */
export async function refundRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  const db = await getDb();
  await db
    .updateTable("rate_limits")
    .set({ hits: sql<number>`rate_limits.hits - 1` })
    .where("key", "=", `${rule.name}:${subject}`)
    .where("hits", ">", 0)
    .execute();
}

/** Whether `subject` has used up `rule` in its current window, without counting a hit. */
export async function isRateLimited(
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<boolean> {
  const db = await getDb();
  const row = await db
    .selectFrom("rate_limits")
    .select(["hits", "window_start"])
    .where("key", "=", `${rule.name}:${subject}`)
    .executeTakeFirst();
  if (!row) return false;
  return (
    new Date(row.window_start).getTime() + rule.windowMs > now.getTime() && Number(row.hits) >= rule.limit
  );
}
