import "server-only";
import { randomUUID } from "node:crypto";
import { stageProbability } from "@/lib/validation/deal-options";
import type { Deal, DealHistoryEntry } from "@/lib/validation/deals";
import { registeredByOf } from "@/lib/server/members/person";
import { Refusal } from "@/lib/refusal";
import { minorFromDb, toMajor } from "@/lib/money";
import { dealMessages, EXTENSION_WINDOW_DAYS } from "@/lib/validation/deals";
import { DAY_MS } from "@/lib/time";
import type { DealEventsTable, DealRow } from "@/lib/server/db/schema/deals";
import type { Db } from "@/lib/server/db";

// What the partner's and the team's deal services share: the deal's shape in answers, its
// history, and the rule that one customer domain has at most one holder.

export type { DealRow };

/** The one deal shape every answer carries (one literal: no spread, which a 500-deal page would pay for). */
export function toDealDto(row: DealRow): Deal {
  return {
    _id: row.id,
    id: row.id,
    customerName: row.customer_name,
    dealSize: toMajor(minorFromDb(row.deal_size_minor), row.currency),
    currency: row.currency,
    status: row.status,
    stage: row.stage,
    createdAt: row.created_at,
    // A rejected or withdrawn deal was never or is no longer protected: withdrawing keeps the
    // old date in the row, and the answer must not show it.
    protectionExpires:
      row.status === "rejected" || row.status === "withdrawn" ? null : row.protection_expires,
    decisionMaker: { name: row.decision_maker_name, email: row.decision_maker_email },
    customerWebsite: row.customer_website,
    customerDomain: row.customer_domain,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactTitle: row.contact_title,
    expectedCloseDate: row.expected_close_date,
    products: parseList(row.products_json),
    notes: row.notes ?? "",
    probability: stageProbability(row.stage),
    reviewReason: row.review_reason,
    approvedAt: row.approved_at,
    extension: {
      status: row.extension_status,
      reason: row.extension_reason,
      requestedAt: row.extension_requested_at,
    },
    extensionRequestableFrom: extensionRequestableFrom(row),
    updatedAt: row.updated_at,
    registeredBy: registeredByOf(row),
  };
}

/** The start of the window in which the partner may ask for an extension (requestExtension checks the same rule). */
function extensionRequestableFrom(row: DealRow): string | null {
  if (row.status !== "approved" || !row.protection_expires || row.extension_status) return null;
  const expires = Date.parse(row.protection_expires);
  return Number.isNaN(expires) ? null : new Date(expires - EXTENSION_WINDOW_DAYS * DAY_MS).toISOString();
}

function parseList(json: string | null): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

export async function recordDealEvent(
  db: Db,
  event: {
    dealId: string;
    actorUserId: string | null;
    actorRole: DealEventsTable["actor_role"];
    kind: DealEventsTable["kind"];
    from?: string | null;
    to?: string | null;
    reason?: string | null;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto("deal_events")
    .values({
      id: randomUUID(),
      deal_id: event.dealId,
      actor_user_id: event.actorUserId,
      actor_role: event.actorRole,
      kind: event.kind,
      from_value: event.from ?? null,
      to_value: event.to ?? null,
      reason: event.reason ?? null,
      created_at: event.at,
    })
    .execute();
}

/** A deal's history, oldest first; the partner sees "Programme team", never an admin's address. */
export async function dealHistory(db: Db, dealId: string): Promise<DealHistoryEntry[]> {
  const rows = await db
    .selectFrom("deal_events")
    .selectAll()
    .where("deal_id", "=", dealId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    from: row.from_value,
    to: row.to_value,
    reason: row.reason,
    by: row.actor_role === "admin" ? "Programme team" : row.actor_role === "partner" ? "Partner" : "System",
    at: row.created_at,
  }));
}

/**
 * Frees `domain` when its holder's protection ran out (an expired deal no longer blocks
 * others), then returns the deal that still holds it, if any.
 */
export async function domainHolder(
  db: Db,
  domain: string,
  now: Date,
): Promise<{ id: string; partner_id: string } | undefined> {
  await db
    .updateTable("deals")
    .set({ active_domain: null })
    .where("active_domain", "=", domain)
    .where("status", "=", "approved")
    .where("protection_expires", "<=", now.toISOString())
    .execute();
  return db
    .selectFrom("deals")
    .select(["id", "partner_id"])
    .where("active_domain", "=", domain)
    .executeTakeFirst();
}

/** The partner already holds this customer: 409 with the existing deal's id and address. */
export class OwnDealConflict extends Refusal {
  constructor(readonly dealId: string) {
    super(409, dealMessages.ownDuplicate);
  }
}

/** The 409 for a domain's holder: a link for the partner's own deal, nothing about another's. */
export function conflictFor(
  holder: { id: string; partner_id: string } | undefined,
  partnerId: string,
): Refusal {
  return holder && holder.partner_id === partnerId
    ? new OwnDealConflict(holder.id)
    : new Refusal(409, dealMessages.otherPartner);
}
