import "server-only";

// The totals of a partner's deals list, per process, keyed by the partner's deals_version
// (migration 0013: the database changes it whenever a deal of the partner is added, removed,
// or changes owner, status or a searched name). A count made after reading version v holds
// for every reader of v, so paging through one search counts its matches once, and any
// change to the deals makes the next request count afresh, in every server process.

const MAX_ENTRIES = 2_000;
const counts = new Map<string, number>();

export interface DealCountKey {
  partnerId: string;
  dealsVersion: number;
  status?: string;
  q: string;
  /** "Mine": the user's id (who registered a deal never changes, so the version still holds). */
  registeredBy?: string;
}

/** The count for `key`, made by `count` only when no count of this version is known. */
export async function cachedDealCount(key: DealCountKey, count: () => Promise<number>): Promise<number> {
  const id = JSON.stringify([
    key.partnerId,
    key.dealsVersion,
    key.status ?? "",
    key.q,
    key.registeredBy ?? "",
  ]);
  const known = counts.get(id);
  if (known !== undefined) return known;
  const total = await count();
  // Oldest first out: a Map keeps insertion order.
  if (counts.size >= MAX_ENTRIES) counts.delete(counts.keys().next().value as string);
  counts.set(id, total);
  return total;
}
