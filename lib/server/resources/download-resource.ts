import "server-only";
import { Refusal } from "@/lib/refusal";
import { resourceMessages } from "@/lib/validation/resources";
import { getDb } from "@/lib/server/db";
import type { StoredDownload } from "@/lib/server/storage";

// A partner's download of a resource file: only resources shared with every partner or
// given to this partner (another partner's answers 404, like an unknown id), and only
// stored files. The card's download count is real: each partner counts once per UTC day,
// whatever the number of requests (a video player sends many range requests).

/** The file to serve and the counting to do once it is actually served. */
export async function openResourceForPartner(
  partnerId: string,
  resourceId: string,
): Promise<{ file: StoredDownload; count: () => Promise<void> }> {
  const db = await getDb();
  const row = await db
    .selectFrom("resources")
    .select(["id", "file_key", "file_name", "mime_type", "size_bytes"])
    .where("id", "=", resourceId)
    .where((eb) => eb.or([eb("partner_id", "=", partnerId), eb("partner_id", "is", null)]))
    .executeTakeFirst();
  if (!row?.file_key) throw new Refusal(404, resourceMessages.notFound);
  return {
    file: {
      key: row.file_key,
      fileName: row.file_name ?? "resource",
      mimeType: row.mime_type ?? "application/octet-stream",
      size: Number(row.size_bytes ?? 0),
    },
    count: () => countDownload(partnerId, row.id),
  };
}

async function countDownload(partnerId: string, resourceId: string): Promise<void> {
  const now = new Date();
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    // The primary key (resource, partner, day) makes the second request of the day a no-op,
    // even when two arrive at once.
    const inserted = await trx
      .insertInto("resource_downloads")
      .values({
        resource_id: resourceId,
        partner_id: partnerId,
        day: now.toISOString().slice(0, 10),
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await trx
        .updateTable("resources")
        .set((eb) => ({ download_count: eb("download_count", "+", 1) }))
        .where("id", "=", resourceId)
        .execute();
    }
  });
}
