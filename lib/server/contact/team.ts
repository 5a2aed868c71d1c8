import "server-only";
import type { Kysely, Selectable } from "kysely";
import type { ListQuery } from "@/lib/validation/admin";
import type { ContactEnquiryTable } from "@/lib/server/db/schema";
import { getDb, type Database } from "@/lib/server/db";
import { deliveryState, type Delivery } from "@/lib/server/mail/delivery-state";
import { countValue, matchesText, pageWindow, toPage, type PageResult } from "@/lib/server/db/pagination";

// The website's contact enquiries, newest first, with the delivery of the two emails
// each one produced (the team notification and the visitor's confirmation).

export type EnquiryRecord = Selectable<ContactEnquiryTable>;

export interface EnquiryListItem extends EnquiryRecord {
  notification: Delivery | null;
  confirmation: Delivery | null;
}

const searchColumns = ["full_name", "email", "company", "message", "source", "industry"];

export function enquiriesMatching(db: Kysely<Database>, q: string) {
  const query = db.selectFrom("contact_enquiries");
  return q ? query.where(matchesText(searchColumns, q)) : query;
}

export async function listEnquiries({ page, pageSize, q }: ListQuery): Promise<PageResult<EnquiryListItem>> {
  const db = await getDb();
  const total = countValue(
    await enquiriesMatching(db, q)
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst(),
  );
  const window = pageWindow(total, page, pageSize);
  const rows = await enquiriesMatching(db, q)
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const deliveries = await deliveriesFor(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => ({
    ...row,
    notification: deliveries.get(`${row.id}:contact:notification`) ?? null,
    confirmation: deliveries.get(`${row.id}:contact:confirmation`) ?? null,
  }));
  return toPage(items, total, window);
}

/** The outbox messages of the given enquiries, keyed "<enquiry id>:<kind>". */
export async function deliveriesFor(
  db: Kysely<Database>,
  enquiryIds: string[],
): Promise<Map<string, Delivery>> {
  const map = new Map<string, Delivery>();
  if (enquiryIds.length === 0) return map;
  const rows = await db
    .selectFrom("outbox")
    .select(["id", "ref_id", "kind", "status", "attempts", "last_error", "sent_at"])
    .where("ref_id", "in", enquiryIds)
    .where("kind", "in", ["contact:notification", "contact:confirmation"])
    .execute();
  for (const row of rows) {
    map.set(`${row.ref_id}:${row.kind}`, {
      outboxId: row.id,
      state: deliveryState(row),
      attempts: Number(row.attempts),
      lastError: row.last_error,
      sentAt: row.sent_at,
    });
  }
  return map;
}
