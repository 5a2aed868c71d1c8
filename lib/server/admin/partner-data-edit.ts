import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { parseWith } from "@/lib/api/handler";
import { adminMessages } from "@/lib/validation/admin";
import {
  commissionInputSchema, dealInputSchema, notificationInputSchema, partnerDataMessages, referralInputSchema, resourceInputSchema, trainingInputSchema, updateSchemaOf,
} from "@/lib/validation/partner-data";
import { getDb } from "@/lib/server/db/index";
import { recordAudit } from "./audit-record";
import { toCommissionDto, toDealDto, toReferralDto, toResourceDto, toTrainingDto } from "@/lib/server/partner-data/dto";
import { listCommissions, listDeals, listReferrals, listResources, listTraining } from "@/lib/server/partner-data/queries";

// The programme team's create, update and delete of a partner's dashboard data. One code
// path for the six collections: the zod schema validates, then camelCase fields map to
// snake_case columns.

export const collections = ["deals", "commissions", "referrals", "resources", "training", "notifications"] as const;
export type Collection = (typeof collections)[number];

const tableOf = { deals: "deals", commissions: "commissions", referrals: "referrals", resources: "resources", training: "training_courses", notifications: "notifications" } as const;
const createSchemas: Record<Collection, z.ZodType> = { deals: dealInputSchema, commissions: commissionInputSchema, referrals: referralInputSchema, resources: resourceInputSchema, training: trainingInputSchema, notifications: notificationInputSchema };
const updateSchemas: Record<Collection, z.ZodType> = {
  deals: updateSchemaOf(dealInputSchema),
  commissions: updateSchemaOf(commissionInputSchema),
  referrals: updateSchemaOf(referralInputSchema),
  resources: updateSchemaOf(resourceInputSchema),
  training: updateSchemaOf(trainingInputSchema),
  notifications: updateSchemaOf(notificationInputSchema),
};

export function isCollection(value: string | undefined): value is Collection {
  return collections.includes(value as Collection);
}

function columnsOf(input: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || key === "partnerId") continue;
    if (key === "decisionMaker") {
      const maker = value as { name?: string | null; email?: string | null } | null;
      columns.decision_maker_name = maker?.name ?? null;
      columns.decision_maker_email = maker?.email ?? null;
    } else if (key === "certificate") columns.certificate = value ? 1 : 0;
    else columns[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = value;
  }
  return columns;
}

// Kysely types each table's columns; a table picked at run time needs one cast, kept here.
type AnyTable = "deals";
const table = (collection: Collection) => tableOf[collection] as AnyTable;

async function readItem(collection: Collection, id: string): Promise<{ partnerId: string | null; item: unknown }> {
  const db = await getDb();
  if (collection === "commissions") {
    const row = await db.selectFrom("commissions").leftJoin("deals", "deals.id", "commissions.deal_id").selectAll("commissions").select("deals.customer_name").where("commissions.id", "=", id).executeTakeFirst();
    if (!row) throw new ApiError(404, adminMessages.notFound);
    return { partnerId: row.partner_id, item: toCommissionDto(row) };
  }
  // The row's type depends on the collection chosen at run time; each mapper gets its own table's row.
  const row = (await db.selectFrom(table(collection)).selectAll().where("id", "=", id).executeTakeFirst()) as unknown as (Record<string, unknown> & { partner_id: string | null }) | undefined;
  if (!row) throw new ApiError(404, adminMessages.notFound);
  const map: Record<Exclude<Collection, "commissions">, (r: never) => unknown> = {
    deals: toDealDto,
    referrals: toReferralDto,
    resources: toResourceDto,
    training: toTrainingDto,
    notifications: (r: { id: string; message: string; created_at: string; read_at: string | null }) => ({ id: r.id, message: r.message, createdAt: r.created_at, read: r.read_at !== null }),
  };
  return { partnerId: row.partner_id, item: map[collection](row as never) };
}

async function checkRules(collection: Collection, partnerId: string | null, merged: Record<string, unknown>): Promise<void> {
  if (collection !== "commissions") return;
  if (merged.status === "paid" && !merged.payment_reference) throw new ApiError(400, partnerDataMessages.paymentReferenceRequired);
  if (merged.status === "paid" && !merged.payout_date) merged.payout_date = new Date().toISOString().slice(0, 10);
  if (merged.deal_id) {
    const db = await getDb();
    const deal = await db.selectFrom("deals").select("id").where("id", "=", merged.deal_id as string).where("partner_id", "=", partnerId ?? "").executeTakeFirst();
    if (!deal) throw new ApiError(400, partnerDataMessages.dealNotFound);
  }
}

export async function createPartnerItem(collection: Collection, partnerId: string | null, raw: unknown, actorUserId: string | null) {
  const db = await getDb();
  if (partnerId && !(await db.selectFrom("partners").select("id").where("id", "=", partnerId).executeTakeFirst())) throw new ApiError(404, adminMessages.notFound);
  if (!partnerId && collection !== "resources") throw new ApiError(400, "Only resources can be shared with every partner.");
  const columns = columnsOf(parseWith(createSchemas[collection], raw) as Record<string, unknown>);
  const now = new Date().toISOString();
  const row: Record<string, unknown> = { id: randomUUID(), partner_id: partnerId, ...columns, created_at: now };
  if (collection !== "notifications" && collection !== "resources") row.updated_at = now;
  if (collection === "referrals") row.referred_date ??= now;
  if (collection === "resources") row.last_updated ??= now;
  if (collection === "training" && row.status === "completed") row.completed_date ??= now;
  await checkRules(collection, partnerId, row);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto(table(collection)).values(row as never).execute();
    await recordAudit(trx, { actorUserId, action: `${collection}.created`, entityType: "partner", entityId: partnerId ?? "shared", details: { id: row.id } });
  });
  return (await readItem(collection, row.id as string)).item;
}

export async function updatePartnerItem(collection: Collection, id: string, raw: unknown, actorUserId: string | null) {
  const db = await getDb();
  const changes = columnsOf(parseWith(updateSchemas[collection], raw) as Record<string, unknown>);
  const current = (await db.selectFrom(table(collection)).selectAll().where("id", "=", id).executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!current) throw new ApiError(404, adminMessages.notFound);
  const merged = { ...current, ...changes };
  await checkRules(collection, current.partner_id as string | null, merged);
  if (collection === "commissions") changes.payout_date = merged.payout_date;
  if (collection !== "notifications" && collection !== "resources") changes.updated_at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable(table(collection)).set(changes as never).where("id", "=", id).execute();
    await recordAudit(trx, { actorUserId, action: `${collection}.updated`, entityType: "partner", entityId: (current.partner_id as string | null) ?? "shared", details: { id, changes } });
  });
  return (await readItem(collection, id)).item;
}

export async function deletePartnerItem(collection: Collection, id: string, actorUserId: string | null): Promise<void> {
  const db = await getDb();
  const { partnerId } = await readItem(collection, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom(table(collection)).where("id", "=", id).execute();
    await recordAudit(trx, { actorUserId, action: `${collection}.deleted`, entityType: "partner", entityId: partnerId ?? "shared", details: { id } });
  });
}

/** Everything a partner's dashboard shows, for the console's partner page. */
export async function listPartnerData(partnerId: string) {
  const db = await getDb();
  const [deals, commissions, referrals, resources, training, notifications] = await Promise.all([
    listDeals(partnerId), listCommissions(partnerId), listReferrals(partnerId), listResources(partnerId), listTraining(partnerId),
    db.selectFrom("notifications").selectAll().where("partner_id", "=", partnerId).orderBy("created_at", "desc").execute(),
  ]);
  return { deals, commissions, referrals, resources, training, notifications: notifications.map((n) => ({ id: n.id, message: n.message, createdAt: n.created_at, read: n.read_at !== null })) };
}
