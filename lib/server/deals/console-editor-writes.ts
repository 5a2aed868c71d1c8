import "server-only";
import { randomUUID } from "node:crypto";
import { Refusal } from "@/lib/refusal";
import { adminMessages } from "@/lib/validation/admin";
import type { Deal } from "@/lib/validation/deals";
import { dealInputSchema, updateSchemaOf } from "@/lib/validation/partner-data";
import { parseWith } from "@/lib/validation/parse";
import { getDb } from "@/lib/server/db";
import { DEFAULT_CURRENCY, toMinor } from "@/lib/money";
import { recordAudit } from "@/lib/server/audit/audit";
import { toColumns } from "@/lib/server/db/columns";
import { toDealDto } from "./records";
import { assertEditorMayDelete, editorChanges, recordEditorChange } from "./console-edits";

// The console's data editor writes a partner's deals through these, under the rules of
// team-edits.ts (a registered deal's workflow fields belong to the deals queue).

const dealUpdateSchema = updateSchemaOf(dealInputSchema);

/**
 * The deal's columns of the editor's fields: the decision maker is stored in two, the value in
 * minor units of the deal's currency (JPY has none).
 */
function dealColumns(input: Record<string, unknown>, currency = DEFAULT_CURRENCY): Record<string, unknown> {
  return toColumns(input, {
    dealSize: (value) => ({ deal_size_minor: toMinor(value as number, currency) }),
    decisionMaker: (value) => {
      const maker = value as { name?: string | null; email?: string | null } | null;
      return { decision_maker_name: maker?.name ?? null, decision_maker_email: maker?.email ?? null };
    },
  });
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
  const columns = dealColumns(parseWith(dealInputSchema, raw));
  const now = new Date().toISOString();
  const id = randomUUID();
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    // The schema's fields are the table's columns; kysely cannot see that through the mapping.
    await trx
      .insertInto("deals")
      .values({ id, partner_id: partnerId, ...columns, created_at: now, updated_at: now } as never)
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
  if (Object.keys(changes).length === 0) return readDeal(id);
  const at = new Date().toISOString();
  changes.updated_at = at;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("deals")
      .set(changes as never)
      .where("id", "=", id)
      .execute();
    await recordEditorChange(trx, current, actorUserId, at);
    await recordAudit(trx, {
      actorUserId,
      action: "deals.updated",
      entityType: "partner",
      entityId: current.partner_id,
      details: { id, changes },
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
