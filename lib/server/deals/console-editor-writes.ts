import "server-only";
import { randomUUID } from "node:crypto";
import type { Updateable } from "kysely";
import { Refusal } from "@/lib/refusal";
import { adminMessages } from "@/lib/validation/admin";
import type { Deal } from "@/lib/validation/deals";
import { dealInputSchema, updateSchemaOf, type DealInput } from "@/lib/validation/partner-data";
import { parseWith } from "@/lib/validation/parse";
import { getDb } from "@/lib/server/db";
import { DEFAULT_CURRENCY, toMinor } from "@/lib/money";
import { recordAudit } from "@/lib/server/audit/audit";
import { setColumns } from "@/lib/server/db/columns";
import type { DealsTable } from "@/lib/server/db/schema/deals";
import { toDealDto } from "./records";
import { assertEditorMayDelete, editorChanges, recordEditorChange } from "./console-edits";

// The console's data editor writes a partner's deals through these, under the rules of
// team-edits.ts (a registered deal's workflow fields belong to the deals queue).

const dealUpdateSchema = updateSchemaOf(dealInputSchema);

/** The deal's columns of the editor's fields: the value in minor units of the deal's currency. */
function dealColumns(input: Partial<DealInput>, currency: string): Updateable<DealsTable> {
  const maker = input.decisionMaker;
  return {
    customer_name: input.customerName,
    deal_size_minor: input.dealSize === undefined ? undefined : toMinor(input.dealSize, currency),
    status: input.status,
    stage: input.stage,
    protection_expires: input.protectionExpires,
    // The decision maker is stored in two columns; null clears both.
    decision_maker_name: maker === undefined ? undefined : (maker?.name ?? null),
    decision_maker_email: maker === undefined ? undefined : (maker?.email ?? null),
  };
}

async function readDeal(id: string): Promise<Deal> {
  const db = await getDb();
  const row = await db.selectFrom("deals").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new Refusal(404, adminMessages.notFound);
  return toDealDto(row);
}

/** A hand-entered deal (no customer domain, so it holds no customer), audited on the partner. */
export async function createDealByTeam(
  partnerId: string,
  raw: unknown,
  actorUserId: string | null,
): Promise<Deal> {
  const input = parseWith(dealInputSchema, raw);
  const now = new Date().toISOString();
  const id = randomUUID();
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("deals")
      .values({
        id,
        partner_id: partnerId,
        customer_name: input.customerName,
        decision_maker_name: input.decisionMaker?.name ?? null,
        decision_maker_email: input.decisionMaker?.email ?? null,
        deal_size_minor: toMinor(input.dealSize, DEFAULT_CURRENCY),
        status: input.status,
        stage: input.stage,
        protection_expires: input.protectionExpires ?? null,
        created_at: now,
        updated_at: now,
        customer_website: null,
        customer_domain: null,
        active_domain: null,
        contact_name: null,
        contact_email: null,
        contact_title: null,
        expected_close_date: null,
        products_json: null,
        notes: null,
        review_reason: null,
        approved_at: null,
        extension_status: null,
        extension_reason: null,
        extension_requested_at: null,
      })
      .execute();
    await recordAudit(trx, {
      actorUserId,
      action: "deals.created",
      entityType: "partner",
      entityId: partnerId,
      details: { id },
    });
  });
  return readDeal(id);
}

/** The editor's correction of a deal; an unchanged form changes nothing. */
export async function updateDealByTeam(id: string, raw: unknown, actorUserId: string | null): Promise<Deal> {
  const input = parseWith(dealUpdateSchema, raw);
  const db = await getDb();
  const current = await db.selectFrom("deals").selectAll().where("id", "=", id).executeTakeFirst();
  if (!current) throw new Refusal(404, adminMessages.notFound);
  const requested = dealColumns(input, current.currency);
  const changes = editorChanges(current, requested);
  if (Object.keys(setColumns(changes)).length === 0) return readDeal(id);
  const at = new Date().toISOString();
  changes.updated_at = at;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("deals").set(changes).where("id", "=", id).execute();
    await recordEditorChange(trx, current, actorUserId, at);
    await recordAudit(trx, {
      actorUserId,
      action: "deals.updated",
      entityType: "partner",
      entityId: current.partner_id,
      details: { id, changes: setColumns(changes) },
    });
  });
  return readDeal(id);
}

/** Deletes a hand-entered deal; a registered one is refused (see assertEditorMayDelete). */
export async function deleteDealByTeam(id: string, actorUserId: string | null): Promise<void> {
  const db = await getDb();
  const deal = await db
    .selectFrom("deals")
    .select(["partner_id", "customer_domain"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!deal) throw new Refusal(404, adminMessages.notFound);
  assertEditorMayDelete(deal);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("deals").where("id", "=", id).execute();
    await recordAudit(trx, {
      actorUserId,
      action: "deals.deleted",
      entityType: "partner",
      entityId: deal.partner_id,
      details: { id },
    });
  });
}
