import "server-only";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import type { ScheduledJob } from "@/lib/server/jobs/scheduler";
import { DAY_MS, HOUR_MS } from "@/lib/time";
import { ERASURE_NOTICE_KIND } from "./emails";
import { erasedAddress } from "./erasure";

// Nightly housekeeping of personal data: enquiries past ENQUIRY_RETENTION_DAYS are
// deleted, a closed company's financial records past their retention too, and an erasure's confirmation, once the mail server took it (or gave up), keeps
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

/**
 * Commissions and payouts of a closed company (every user erased) are deleted once older
 * than FINANCIAL_RECORDS_RETENTION_YEARS; until then they stay, naming no one.
 */
export async function purgeExpiredFinancialRecords(years: number, now = new Date()): Promise<number> {
  const db = await getDb();
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - years);
  const cutoff = before.toISOString();
  return db.transaction().execute(async (trx) => {
    const closed = trx
      .selectFrom("partners")
      .select("partners.id")
      .where((eb) =>
        eb.exists(eb.selectFrom("users").select("users.id").whereRef("users.partner_id", "=", "partners.id")),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("users")
              .select("users.id")
              .whereRef("users.partner_id", "=", "partners.id")
              .where("users.email", "not like", "%@erased.invalid"),
          ),
        ),
      );
    const commissions = await trx
      .deleteFrom("commissions")
      .where("partner_id", "in", closed)
      .where("created_at", "<", cutoff)
      .executeTakeFirst();
    const payouts = await trx
      .deleteFrom("payout_requests")
      .where("partner_id", "in", closed)
      .where("created_at", "<", cutoff)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("commissions")
              .select("commissions.id")
              .whereRef("commissions.payout_request_id", "=", "payout_requests.id"),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(commissions.numDeletedRows) + Number(payouts.numDeletedRows);
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
  const { ENQUIRY_RETENTION_DAYS: days, FINANCIAL_RECORDS_RETENTION_YEARS: years } = env();
  return [
    { name: "financial-retention", periodMs: DAY_MS, run: () => purgeExpiredFinancialRecords(years) },
    // Often: the notice usually leaves within seconds of the erasure.
    { name: "erasure-notice-addresses", periodMs: HOUR_MS / 4, run: forgetErasureNoticeAddresses },
    ...(days ? [{ name: "enquiry-retention", periodMs: DAY_MS, run: () => purgeOldEnquiries(days) }] : []),
  ];
}
