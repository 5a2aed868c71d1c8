import "server-only";
import { toMinor } from "@/lib/money";
import { randomUUID } from "node:crypto";
import { type Kysely } from "kysely";
import { Refusal } from "@/lib/refusal";
import { dealMessages, type DealRegistration } from "@/lib/validation/deals";
import { getDb, type Database } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { dashboardPath } from "@/lib/portal-routes";
import { dealReceivedMail, dealSubmittedTeamMail } from "./emails";
import { protectedDomainOf } from "./customer-domain";
import { conflictFor, domainHolder, recordDealEvent, toDealDto } from "./records";
import type { PartnerActor } from "@/lib/server/actor";
import { ownDeal } from "./partner-scope";
import { toApiDeal } from "./api-reads";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";

function registrationColumns(input: DealRegistration) {
  return {
    customer_name: input.customerName,
    customer_website: input.customerWebsite,
    customer_domain: protectedDomainOf(input.customerWebsite),
    contact_name: input.contactName,
    contact_email: input.contactEmail.toLowerCase(),
    contact_title: input.contactTitle,
    decision_maker_name: input.decisionMaker.name,
    decision_maker_email: input.decisionMaker.email.toLowerCase(),
    deal_size_minor: toMinor(input.dealSize, input.currency),
    currency: input.currency,
    expected_close_date: input.expectedCloseDate,
    products_json: JSON.stringify(input.products),
    notes: input.notes || null,
  };
}

/**
 * Runs `work` in a transaction; a unique violation on the active domain (another request
 * took the customer between our check and our write) becomes the right 409.
 */
async function withDomainGuard<T>(
  db: Kysely<Database>,
  domain: string,
  partnerId: string,
  now: Date,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflictFor(await domainHolder(db, domain, now), partnerId);
  }
}

/** Registers a deal as pending; the team is told and the partner gets a receipt. */
export async function registerDeal(actor: PartnerActor, input: DealRegistration, now = new Date()) {
  const db = await getDb();
  const columns = registrationColumns(input);
  const domain = columns.customer_domain;
  const deal = await withDomainGuard(db, domain, actor.partnerId, now, () =>
    db.transaction().execute(async (trx) => {
      const holder = await domainHolder(trx, domain, now);
      if (holder) throw conflictFor(holder, actor.partnerId);
      const mdfRequestId = input.mdfActivityId || null;
      if (mdfRequestId) {
        // Only the company's own approved activities may be named as a deal's source.
        const activity = await trx
          .selectFrom("mdf_requests")
          .select("id")
          .where("id", "=", mdfRequestId)
          .where("partner_id", "=", actor.partnerId)
          .where("status", "in", ["approved", "claimed", "reimbursed", "lapsed"])
          .executeTakeFirst();
        if (!activity)
          throw new Refusal(400, dealMessages.mdfActivity, { mdfActivityId: dealMessages.mdfActivity });
      }
      const at = now.toISOString();
      const row = await trx
        .insertInto("deals")
        .values({
          id: randomUUID(),
          partner_id: actor.partnerId,
          ...columns,
          mdf_request_id: mdfRequestId,
          active_domain: domain,
          status: "pending",
          stage: "prospecting",
          protection_expires: null,
          review_reason: null,
          approved_at: null,
          extension_status: null,
          extension_reason: null,
          extension_requested_at: null,
          registered_by: actor.userId,
          registered_by_name: actor.name,
          api_key_id: actor.apiKeyId ?? null,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordDealEvent(trx, {
        dealId: row.id,
        actorUserId: actor.userId,
        actorRole: "partner",
        kind: "status",
        from: null,
        to: "pending",
        at,
      });
      await enqueueMail(
        trx,
        {
          to: env().PROGRAMME_EMAIL,
          ...dealSubmittedTeamMail({
            id: row.id,
            partnerName: actor.companyName,
            customerName: row.customer_name,
            domain,
            dealSize: input.dealSize,
            currency: input.currency,
            expectedCloseDate: input.expectedCloseDate,
          }),
          kind: "deal:submitted",
          refId: row.id,
        },
        "transactional",
      );
      await enqueueMail(
        trx,
        {
          to: actor.email,
          ...dealReceivedMail({ id: row.id, customerName: row.customer_name }),
          kind: "deal:received",
          refId: row.id,
          notify: {
            userId: actor.userId,
            message: `Your deal for ${row.customer_name} was received and awaits review.`,
            link: dashboardPath("deals", { deal: row.id }),
          },
        },
        "transactional",
      );
      await queueWebhookEvent(trx, "deal.registered", toApiDeal(row), now);
      return row;
    }),
  );
  kickMailSender();
  kickWebhookSender();
  return toDealDto(deal);
}

/** Replaces a pending deal's registration; a new website must be free like a new deal's. */
export async function updateDeal(
  actor: PartnerActor,
  dealId: string,
  input: DealRegistration,
  now = new Date(),
) {
  const db = await getDb();
  const current = await ownDeal(db, actor.partnerId, dealId);
  if (current.status !== "pending") throw new Refusal(409, dealMessages.notEditable);
  const columns = registrationColumns(input);
  const domain = columns.customer_domain;
  const deal = await withDomainGuard(db, domain, actor.partnerId, now, () =>
    db.transaction().execute(async (trx) => {
      if (domain !== current.active_domain) {
        const holder = await domainHolder(trx, domain, now);
        if (holder && holder.id !== dealId) throw conflictFor(holder, actor.partnerId);
      }
      const at = now.toISOString();
      const row = await trx
        .updateTable("deals")
        .set({ ...columns, active_domain: domain, updated_at: at })
        .where("id", "=", dealId)
        .where("partner_id", "=", actor.partnerId)
        .where("status", "=", "pending")
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new Refusal(409, dealMessages.notEditable);
      await recordDealEvent(trx, {
        dealId,
        actorUserId: actor.userId,
        actorRole: "partner",
        kind: "edit",
        at,
      });
      return row;
    }),
  );
  return toDealDto(deal);
}
