import "server-only";
import { Refusal } from "@/lib/refusal";
import { recordAudit } from "@/lib/server/audit/audit";
import { getDb } from "@/lib/server/db";
import { registerDeal } from "@/lib/server/deals/partner-registration";
import type { PartnerActor } from "@/lib/server/actor";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import type { z } from "zod";
import { dealRegistrationSchemaAt } from "@/lib/validation/deals";
import {
  leadMessages,
  leadRegistrationInput,
  type convertLeadSchema,
  type Lead,
} from "@/lib/validation/leads";
import { parseWith } from "@/lib/validation/parse";
import { leadAnsweredTeamMail } from "./emails";
import { expireLead } from "./expiry";
import { leadQuery, readLead, toApiLead, toPartnerLead, type LeadRow } from "./records";

// The partner's side of leads (the Referrals area's Leads list): read, accept or decline
// within the acceptance window, and turn an accepted lead into a deal registration through
// the deals domain's own registration (its conflict and protection rules). Every query is
// scoped to the session's company: another company's lead is simply not found.

export async function listLeads(partnerId: string): Promise<Lead[]> {
  const db = await getDb();
  const rows = await leadQuery(db)
    .where("leads.partner_id", "=", partnerId)
    .orderBy("leads.offered_at", "desc")
    .orderBy("leads.id")
    .limit(500)
    .execute();
  return rows.map(toPartnerLead);
}

async function ownLead(partnerId: string, id: string): Promise<LeadRow> {
  const row = await readLead(await getDb(), id);
  if (!row || row.partner_id !== partnerId) throw new Refusal(404, leadMessages.notFound);
  return row;
}

/** An offered lead still inside its window; one past it is expired now and refused. */
async function openOffer(actor: PartnerActor, id: string, now: Date): Promise<LeadRow> {
  const row = await ownLead(actor.partnerId, id);
  if (row.status !== "offered") throw new Refusal(409, leadMessages.notOffered);
  if (row.respond_by <= now.toISOString()) {
    await expireLead(await getDb(), row.id, now);
    throw new Refusal(409, leadMessages.windowClosed);
  }
  return row;
}

async function answer(
  actor: PartnerActor,
  id: string,
  outcome: "accepted" | "declined",
  reason: string | null,
  now: Date,
): Promise<Lead> {
  const current = await openOffer(actor, id, now);
  const db = await getDb();
  const at = now.toISOString();
  const row = await db.transaction().execute(async (trx) => {
    // Guarded by status and window: of two answers (or an answer and the expiry) one wins.
    const changed = await trx
      .updateTable("leads")
      .set({
        status: outcome,
        responded_at: at,
        responded_by: actor.userId,
        decline_reason: reason,
        updated_at: at,
      })
      .where("id", "=", id)
      .where("status", "=", "offered")
      .where("respond_by", ">", at)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new Refusal(409, leadMessages.notOffered);
    const updated = (await readLead(trx, id))!;
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: `lead.${outcome}`,
      entityType: "enquiry",
      entityId: current.enquiry_id,
      details: { leadId: id, partnerId: actor.partnerId, ...(reason ? { reason } : {}) },
    });
    await enqueueMail(
      trx,
      {
        to: env().PROGRAMME_EMAIL,
        ...leadAnsweredTeamMail({
          enquiryId: current.enquiry_id,
          partnerName: actor.companyName,
          company: current.company,
          outcome,
          reason,
        }),
        kind: `lead:${outcome}`,
        refId: id,
      },
      "transactional",
    );
    await queueWebhookEvent(trx, `lead.${outcome}`, toApiLead(updated, "partner"), now);
    return updated;
  });
  kickMailSender();
  kickWebhookSender();
  return toPartnerLead(row);
}

export function acceptLead(actor: PartnerActor, id: string, now = new Date()): Promise<Lead> {
  return answer(actor, id, "accepted", null, now);
}

export function declineLead(
  actor: PartnerActor,
  id: string,
  reason: string,
  now = new Date(),
): Promise<Lead> {
  return answer(actor, id, "declined", reason, now);
}

/**
 * An accepted lead becomes a pending deal registration, pre-filled with the lead's company
 * and contact; the registration's own rules apply (a customer another partner protects is a
 * 409 and the lead stays accepted).
 */
export async function convertLead(
  actor: PartnerActor,
  id: string,
  body: z.output<typeof convertLeadSchema>,
  now = new Date(),
): Promise<{ deal: { id: string }; lead: Lead }> {
  const current = await ownLead(actor.partnerId, id);
  if (current.status === "converted") throw new Refusal(409, leadMessages.alreadyConverted);
  if (current.status !== "accepted") throw new Refusal(409, leadMessages.notAccepted);
  const registration = parseWith(
    dealRegistrationSchemaAt(() => now),
    leadRegistrationInput(body, {
      company: current.company,
      contactName: current.contact_name,
      contactEmail: current.contact_email,
    }),
  );
  const deal = await registerDeal(actor, registration, now);
  const db = await getDb();
  const at = now.toISOString();
  const row = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("leads")
      .set({ status: "converted", deal_id: deal.id, updated_at: at })
      .where("id", "=", id)
      .where("status", "=", "accepted")
      .execute();
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: "lead.converted",
      entityType: "enquiry",
      entityId: current.enquiry_id,
      details: { leadId: id, dealId: deal.id },
    });
    return (await readLead(trx, id))!;
  });
  return { deal: { id: deal.id }, lead: toPartnerLead(row) };
}
