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
 * the count holds across processes and instances. Atomic on both SQLite and PostgreSQL.
 *
 * The hits on one counter that arrive in the same turn of the event loop (a burst of
 * requests from one address, every request of a busy shared egress) are written by one
 * upsert that adds them all: one write, and on SQLite one commit, instead of one each.
 * Each caller still gets its own place in the count, as if the hits had come one by one.
 */
export function consumeRateLimit(
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const key = `${rule.name}:${subject}`;
  const groupKey = `${rule.windowMs}:${key}`;
  return new Promise<RateLimitResult>((resolve, reject) => {
    let group = pendingHits.get(groupKey);
    if (!group) {
      group = { key, windowMs: rule.windowMs, hits: [] };
      pendingHits.set(groupKey, group);
      if (pendingHits.size === 1) setImmediate(writePendingHits);
    }
    group.hits.push({ limit: rule.limit, now, resolve, reject });
  });
}

interface PendingHit {
  limit: number;
  now: Date;
  resolve: (result: RateLimitResult) => void;
  reject: (error: unknown) => void;
}

interface HitGroup {
  key: string;
  windowMs: number;
  hits: PendingHit[];
}

/** The hits waiting for this turn's write, by window and counter. */
const pendingHits = new Map<string, HitGroup>();

function writePendingHits(): void {
  const groups = [...pendingHits.values()];
  pendingHits.clear();
  for (const group of groups) {
    addHits(group).then(
      (results) => group.hits.forEach((hit, index) => hit.resolve(results[index]!)),
      (error: unknown) => group.hits.forEach((hit) => hit.reject(error)),
    );
  }
}

/** Adds a group's hits in one upsert; the count each hit would have seen, in order. */
async function addHits({ key, windowMs, hits }: HitGroup): Promise<RateLimitResult[]> {
  const db = await getDb();
  const now = new Date(Math.max(...hits.map((hit) => hit.now.getTime())));
  const nowIso = now.toISOString();
  const expiredBefore = new Date(now.getTime() - windowMs).toISOString();
  const added = hits.length;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: nowIso, hits: added })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start <= ${expiredBefore} then ${added} else rate_limits.hits + ${added} end`,
        window_start: sql<string>`case when rate_limits.window_start <= ${expiredBefore} then ${nowIso} else rate_limits.window_start end`,
      }),
    )
    .returning(["hits", "window_start"])
    .executeTakeFirstOrThrow();
  const total = Number(row.hits);
  const windowEnds = new Date(row.window_start).getTime() + windowMs;
  return hits.map(({ limit, now: at }, index) => {
    const count = total - added + 1 + index;
    return {
      allowed: count <= limit,
      remaining: Math.max(0, limit - count),
      retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - at.getTime()) / 1000)),
    };
  });
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
