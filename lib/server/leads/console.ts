import "server-only";
import { Refusal } from "@/lib/refusal";
import { getDb } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { kickMailSender } from "@/lib/server/mail";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { leadMessages } from "@/lib/validation/leads";
import { offerLead } from "./offer";
import { leadQuery, toApiLead } from "./records";
import type { ApiLead } from "@/lib/validation/api-resources";

// The programme team's side of leads: offer an unattributed website enquiry to a partner
// (only when the visitor agreed to be contacted by one), again to the next partner after a
// decline or an expiry, and read an enquiry's offers. Suggestions and figures are in
// ./suggestions.ts and ./figures.ts.

/** Why an enquiry cannot be offered now, or null when it can. */
async function routingRefusal(enquiryId: string, partnerId: string): Promise<string | null> {
  const db = await getDb();
  const enquiry = await db
    .selectFrom("contact_enquiries")
    .select(["routing_consent", "partner_link_id"])
    .where("id", "=", enquiryId)
    .executeTakeFirst();
  if (!enquiry) throw new Refusal(404, leadMessages.enquiryNotFound);
  if (enquiry.partner_link_id) return leadMessages.attributed;
  const leads = await db
    .selectFrom("leads")
    .select(["partner_id", "status", "source"])
    .where("enquiry_id", "=", enquiryId)
    .execute();
  // A visitor who wrote to a partner from the directory agreed to partners' contact.
  if (!enquiry.routing_consent && !leads.some((lead) => lead.source === "directory"))
    return leadMessages.noConsent;
  if (leads.some((lead) => lead.status === "converted")) return leadMessages.alreadyConverted;
  if (leads.some((lead) => lead.status === "offered" || lead.status === "accepted"))
    return leadMessages.alreadyOffered;
  if (leads.some((lead) => lead.partner_id === partnerId)) return leadMessages.sameOfferDeclined;
  const partner = await db
    .selectFrom("partners")
    .select("status")
    .where("id", "=", partnerId)
    .executeTakeFirst();
  if (!partner || partner.status !== "active") return leadMessages.partnerNotActive;
  return null;
}

/** Offers the enquiry to the partner (201 { lead: { id } } at the route). */
export async function assignEnquiry(
  admin: { userId: string },
  enquiryId: string,
  partnerId: string,
  now = new Date(),
): Promise<{ id: string }> {
  const refusal = await routingRefusal(enquiryId, partnerId);
  if (refusal) throw new Refusal(409, refusal);
  const db = await getDb();
  try {
    const row = await db
      .transaction()
      .execute((trx) =>
        offerLead(trx, { enquiryId, partnerId, source: "assigned", offeredBy: admin.userId, now }),
      );
    kickMailSender();
    kickWebhookSender();
    return { id: row.id };
  } catch (error) {
    // Another offer of the same enquiry committed between the check and the insert.
    if (isUniqueViolation(error)) throw new Refusal(409, leadMessages.alreadyOffered);
    throw error;
  }
}

export interface EnquiryLead extends ApiLead {
  partnerName: string;
}

/** Every offer of one enquiry, oldest first, with the partner's name (the console's history). */
export async function enquiryLeads(enquiryId: string): Promise<EnquiryLead[]> {
  const db = await getDb();
  const rows = await leadQuery(db)
    .innerJoin("partners", "partners.id", "leads.partner_id")
    .select("partners.company_name as partner_name")
    .where("leads.enquiry_id", "=", enquiryId)
    .orderBy("leads.offered_at")
    .execute();
  return rows.map((row) => ({ ...toApiLead(row, "team"), partnerName: row.partner_name }));
}
