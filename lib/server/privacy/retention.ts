import "server-only";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import type { ScheduledJob } from "@/lib/server/jobs/scheduler";
import { DAY_MS, HOUR_MS } from "@/lib/time";
import { ERASURE_NOTICE_KIND } from "./emails";
import { erasedAddress } from "./erasure";

// Nightly housekeeping of personal data: enquiries past ENQUIRY_RETENTION_DAYS are
// deleted, and an erasure's confirmation, once the mail server took it (or gave up), keeps
// no address.

export async function purgeOldEnquiries(days: number, now = new Date()): Promise<number> {
  const db = await getDb();
  const before = new Date(now.getTime() - days * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const old = trx.selectFrom("contact_enquiries").select("id").where("created_at", "<", before);
    await trx.deleteFrom("contact_dedupe").where("enquiry_id", "in", old).execute();
    const deleted = await trx
      .deleteFrom("contact_enquiries")
      .where("created_at", "<", before)
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  });
}

/** Forgets the address of every erasure notice that has left (or will never leave). */
export async function forgetErasureNoticeAddresses(): Promise<number> {
  const db = await getDb();
  const done = await db
    .selectFrom("outbox")
    .select("id")
    .where("kind", "=", ERASURE_NOTICE_KIND)
    .where("status", "in", ["sent", "failed"])
    .where("to_address", "not like", "%@erased.invalid")
    .execute();
  for (const row of done)
    await db
      .updateTable("outbox")
      .set({ to_address: erasedAddress(row.id) })
      .where("id", "=", row.id)
      .execute();
  return done.length;
}

export function privacyJobs(): ScheduledJob[] {
  const days = env().ENQUIRY_RETENTION_DAYS;
  return [
    // Often: the notice usually leaves within seconds of the erasure.
    { name: "erasure-notice-addresses", periodMs: HOUR_MS / 4, run: forgetErasureNoticeAddresses },
    ...(days ? [{ name: "enquiry-retention", periodMs: DAY_MS, run: () => purgeOldEnquiries(days) }] : []),
  ];
}
