import "server-only";
import { recordAudit } from "@/lib/server/audit/audit";
import { getDb } from "@/lib/server/db";
import { erasePersonIn } from "./erasure";
import { addressesByKey, readErasureLog, recordErasure } from "./erasure-log";

// After a restore: the database is as it was at the backup, so the people erased since then
// are back. Every logged erasure the restored database does not record is applied again:
// its address is found by its key among the addresses the database holds (none found: the
// person had left no trace before the backup either, and the erasure is just recorded).
// No confirmation is sent again.

export interface ReplayReport {
  /** Erasures in the log. */
  logged: number;
  /** Of those, erased again now. */
  reapplied: number;
  /** Of those, recorded with nothing left to erase. */
  nothingFound: number;
}

export async function reapplyErasures(file?: string): Promise<ReplayReport> {
  const entries = readErasureLog(file);
  const db = await getDb();
  const known = new Set(
    entries.length ? (await db.selectFrom("erasures").select("id").execute()).map((row) => row.id) : [],
  );
  const pending = entries.filter((entry) => !known.has(entry.id));
  const report: ReplayReport = { logged: entries.length, reapplied: 0, nothingFound: 0 };
  if (!pending.length) return report;
  const addresses = await addressesByKey(db);
  for (const entry of pending) {
    const email = addresses.get(entry.key);
    await db.transaction().execute(async (trx) => {
      const { changed, replaced } = email ? await erasePersonIn(trx, email) : { changed: {}, replaced: 0 };
      await recordErasure(trx, { ...entry, via: "restore", changed, replaced });
      await recordAudit(trx, {
        actorUserId: null,
        action: "privacy.erasure_reapplied",
        entityType: "erasure",
        entityId: entry.id,
        details: { erasedAt: entry.at, changed, replaced },
      });
    });
    if (email) report.reapplied += 1;
    else report.nothingFound += 1;
  }
  return report;
}
