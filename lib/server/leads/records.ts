import "server-only";
import type { Selectable } from "kysely";
import type { LeadsTable } from "@/lib/server/db/schema/directory";
import type { ApiLead } from "@/lib/validation/api-resources";
import type { Lead } from "@/lib/validation/leads";
import type { Db } from "@/lib/server/db";

// Leads: rows to answers. The one rule of what a partner may see: the contact's details once
// the partner accepted the lead, or from the start when the visitor wrote to that partner
// from the directory (they chose it). Before that a partner reads company, country,
// industry and need only, in the portal, the API and webhooks alike.

export type LeadRow = Selectable<LeadsTable> & {
  contact_name: string;
  contact_email: string;
  contact_phone: string;
};

/** Leads with their enquiry's contact columns (read only through the rule below). */
export function leadQuery(db: Db) {
  return db
    .selectFrom("leads")
    .innerJoin("contact_enquiries", "contact_enquiries.id", "leads.enquiry_id")
    .selectAll("leads")
    .select([
      "contact_enquiries.full_name as contact_name",
      "contact_enquiries.email as contact_email",
      "contact_enquiries.phone_number as contact_phone",
    ]);
}

/** Whether the partner the lead was offered to may see the contact's details. */
export function partnerSeesContact(row: Pick<LeadRow, "status" | "source">): boolean {
  return row.source === "directory" || row.status === "accepted" || row.status === "converted";
}

function contactOf(row: LeadRow) {
  return { name: row.contact_name, email: row.contact_email, phone: row.contact_phone };
}

/** The lead as its partner sees it (the portal's list and answers). */
export function toPartnerLead(row: LeadRow): Lead {
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    company: row.company,
    country: row.country,
    industry: row.industry,
    need: row.need,
    contact: partnerSeesContact(row) ? contactOf(row) : null,
    offeredAt: row.offered_at,
    respondBy: row.respond_by,
    respondedAt: row.responded_at,
    declineReason: row.decline_reason,
    dealId: row.deal_id,
  };
}

/**
 * The lead in the public API's shape. `audience` "partner" (a partner key, a webhook) follows
 * the partner's rule; "team" (a team key) sees the contact the team already holds.
 */
export function toApiLead(row: LeadRow, audience: "partner" | "team"): ApiLead {
  return {
    id: row.id,
    partnerId: row.partner_id,
    enquiryId: row.enquiry_id,
    source: row.source,
    status: row.status,
    company: row.company,
    country: row.country,
    industry: row.industry,
    need: row.need,
    contact: audience === "team" || partnerSeesContact(row) ? contactOf(row) : null,
    respondBy: row.respond_by,
    respondedAt: row.responded_at,
    declineReason: row.decline_reason,
    dealId: row.deal_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function readLead(db: Db, id: string): Promise<LeadRow | undefined> {
  return leadQuery(db).where("leads.id", "=", id).executeTakeFirst();
}
