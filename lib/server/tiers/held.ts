import "server-only";
import type { Db } from "@/lib/server/db";

/**
 * The tier a partner held just before `instant` (an ISO time): the tier the first change at or
 * after it moved from, or, when nothing has changed since, the partner's tier now. Every change
 * of a partner's tier (earned, lost, pinned, unpinned) is in partner_tier_history. Null when
 * the partner does not exist.
 */
export async function tierHeldBefore(db: Db, partnerId: string, instant: string): Promise<string | null> {
  const change = await db
    .selectFrom("partner_tier_history")
    .select(["from_tier", "to_tier"])
    .where("partner_id", "=", partnerId)
    .where("created_at", ">=", instant)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .executeTakeFirst();
  if (change) return change.from_tier ?? change.to_tier;
  const partner = await db
    .selectFrom("partners")
    .select("tier")
    .where("id", "=", partnerId)
    .executeTakeFirst();
  return partner?.tier ?? null;
}
