import "server-only";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { dashboardPath } from "@/lib/portal-routes";
import { recordAudit } from "@/lib/server/audit/audit";
import type { Database } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { enqueueMail } from "@/lib/server/mail";
import { concernedPeople } from "@/lib/server/notifications/audience";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { HOUR_MS } from "@/lib/time";
import { leadOfferedMail } from "./emails";
import { readLead, toApiLead, type LeadRow } from "./records";

// Offering a lead to one partner, in the caller's transaction: the row with its acceptance
// window, the audit entry, the partner's owners' bell and email, and the lead.assigned
// webhook. The partial unique index on leads (one live lead per enquiry) makes a second
// offer of the same enquiry fail, however the two requests interleave.

export interface OfferInput {
  enquiryId: string;
  partnerId: string;
  source: "directory" | "assigned";
  /** The team member who offered it; null for the directory (the visitor chose). */
  offeredBy: string | null;
  now: Date;
}

/** The end of the acceptance window of a lead offered at `now`. */
export function respondByOf(now: Date): string {
  return new Date(now.getTime() + env().LEAD_ACCEPTANCE_HOURS * HOUR_MS).toISOString();
}

/**
 * Inserts and announces the lead. When the enquiry already has a live lead the insert fails
 * with a unique violation (isUniqueViolation), which ends the transaction on PostgreSQL: the
 * caller maps it after the transaction.
 */
export async function offerLead(trx: Transaction<Database>, input: OfferInput): Promise<LeadRow> {
  const enquiry = await trx
    .selectFrom("contact_enquiries")
    .select(["company", "full_name", "country", "industry", "message"])
    .where("id", "=", input.enquiryId)
    .executeTakeFirstOrThrow();
  const at = input.now.toISOString();
  const id = randomUUID();
  await trx
    .insertInto("leads")
    .values({
      id,
      enquiry_id: input.enquiryId,
      partner_id: input.partnerId,
      source: input.source,
      status: "offered",
      company: enquiry.company || enquiry.full_name,
      country: enquiry.country,
      industry: enquiry.industry,
      need: enquiry.message,
      offered_by: input.offeredBy,
      offered_at: at,
      respond_by: respondByOf(input.now),
      responded_at: null,
      responded_by: null,
      decline_reason: null,
      deal_id: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const row = (await readLead(trx, id))!;
  await recordAudit(trx, {
    actorUserId: input.offeredBy,
    action: "lead.offered",
    entityType: "enquiry",
    entityId: input.enquiryId,
    details: { leadId: id, partnerId: input.partnerId, source: input.source, respondBy: row.respond_by },
  });
  const mail = leadOfferedMail({
    company: row.company,
    country: row.country,
    industry: row.industry,
    need: row.need,
    respondBy: row.respond_by,
    source: row.source,
  });
  for (const person of await concernedPeople(trx, input.partnerId, {})) {
    await enqueueMail(
      trx,
      {
        to: person.email,
        ...mail,
        kind: "lead:offered",
        refId: id,
        notify: {
          userId: person.id,
          message: mail.subject,
          link: dashboardPath("referrals", { view: "leads" }),
        },
      },
      "transactional",
    );
  }
  await queueWebhookEvent(trx, "lead.assigned", toApiLead(row, "partner"), input.now);
  return row;
}
