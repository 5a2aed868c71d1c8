import "server-only";
import type { Kysely, Selectable } from "kysely";
import type { ListQuery } from "@/lib/validation/admin";
import type { ContactEnquiryTable } from "@/lib/server/db/schema";
import { getDb, type Database } from "@/lib/server/db";
import { deliveryState, type Delivery } from "@/lib/server/mail/delivery-state";
import { mapPage, matchesText, type PageResult, readPage } from "@/lib/server/db/pagination";

// The website's contact enquiries, newest first, with the delivery of the two emails
// each one produced (the team notification and the visitor's confirmation).

export type EnquiryRecord = Selectable<ContactEnquiryTable>;

export interface EnquiryListItem extends EnquiryRecord {
  notification: Delivery | null;
  confirmation: Delivery | null;
  referredBy: LinkPartner | null;
}

/** The partner whose referral link the visitor followed before sending the enquiry. */
export interface LinkPartner {
  partnerId: string;
  companyName: string;
  campaign: string | null;
}

const searchColumns = ["full_name", "email", "company", "message", "source", "industry"];

export function enquiriesMatching(db: Kysely<Database>, q: string) {
  const query = db.selectFrom("contact_enquiries");
  return q ? query.where(matchesText(searchColumns, q)) : query;
}

export async function listEnquiries({ page, pageSize, q }: ListQuery): Promise<PageResult<EnquiryListItem>> {
  const db = await getDb();
  const rows = await readPage(enquiriesMatching(db, q), { page, pageSize }, (enquiries) =>
    enquiries.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
  );
  const deliveries = await deliveriesFor(
    db,
    rows.items.map((row) => row.id),
  );
  const partners = await linkPartners(db, rows.items);
  return mapPage(rows, (row) => ({
    ...row,
    notification: deliveries.get(`${row.id}:contact:notification`) ?? null,
    confirmation: deliveries.get(`${row.id}:contact:confirmation`) ?? null,
    referredBy: (row.partner_link_id && partners.get(row.partner_link_id)) || null,
  }));
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

/** The partners behind the links the given enquiries came through, keyed by link id. */
export async function linkPartners(
  db: Kysely<Database>,
  enquiries: Pick<EnquiryRecord, "partner_link_id">[],
): Promise<Map<string, LinkPartner>> {
  const linkIds = [
    ...new Set(enquiries.flatMap((row) => (row.partner_link_id ? [row.partner_link_id] : []))),
  ];
  if (linkIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("partner_links")
    .innerJoin("partners", "partners.id", "partner_links.partner_id")
    .select([
      "partner_links.id",
      "partner_links.campaign",
      "partners.id as partnerId",
      "partners.company_name",
    ])
    .where("partner_links.id", "in", linkIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { partnerId: row.partnerId, companyName: row.company_name, campaign: row.campaign },
    ]),
  );
}
