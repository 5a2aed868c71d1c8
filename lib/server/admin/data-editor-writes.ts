import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { Refusal } from "@/lib/refusal";
import { toMinor } from "@/lib/money";
import { parseWith } from "@/lib/validation/parse";
import { adminMessages } from "@/lib/validation/admin";
import type { CommissionStatus } from "@/lib/validation/commission-options";
import {
  commissionInputSchema,
  notificationInputSchema,
  partnerDataMessages,
  referralInputSchema,
  trainingInputSchema,
  updateSchemaOf,
} from "@/lib/validation/partner-data";
import { getDb } from "@/lib/server/db";
import { toColumns } from "@/lib/server/db/columns";
import type { LedgerActor } from "@/lib/server/commissions/ledger";
import {
  correctCommissionByTeam,
  deleteCommissionByTeam,
  insertCommissionByTeam,
} from "@/lib/server/commissions/ledger-corrections";
import { toCommissionDto } from "@/lib/server/commissions/records";
import {
  createDealByTeam,
  deleteDealByTeam,
  updateDealByTeam,
} from "@/lib/server/deals/console-editor-writes";
import { toReferralDto } from "@/lib/server/referrals/records";
import { createResource, deleteResource, updateResource } from "@/lib/server/resources/console";
import { toTrainingDto } from "@/lib/server/training/records";
import { recordAudit } from "../audit/audit";
import type { PartnerSection } from "./data-editor";

// The programme team's create, update and delete of a partner's dashboard data. Deals and
// resources have rules of their own (a registered deal's workflow, a resource's stored
// file): their domain services write them; a commission is written by the ledger
// (commissions/ledger.ts); this module writes the other sections itself.
// One code path for the sections without rules of their own: the zod schema validates,
// then camelCase fields map to snake_case columns.

const tableOf = {
  deals: "deals",
  commissions: "commissions",
  referrals: "referrals",
  resources: "resources",
  training: "training_courses",
  notifications: "notifications",
} as const;
/** The sections this module writes itself; deals and resources go through their services. */
type EditedSection = Exclude<PartnerSection, "deals" | "resources">;
const createSchemas: Record<EditedSection, z.ZodType> = {
  commissions: commissionInputSchema,
  referrals: referralInputSchema,
  training: trainingInputSchema,
  notifications: notificationInputSchema,
};
const updateSchemas: Record<EditedSection, z.ZodType> = {
  commissions: updateSchemaOf(commissionInputSchema),
  referrals: updateSchemaOf(referralInputSchema),
  training: updateSchemaOf(trainingInputSchema),
  notifications: updateSchemaOf(notificationInputSchema),
};

const teamActor = (userId: string | null): LedgerActor => ({ userId, role: "admin" });

function columnsOf(input: Record<string, unknown>): Record<string, unknown> {
  return toColumns(input, {
    certificate: (value) => ({ certificate: value ? 1 : 0 }),
    // Money is kept as integer minor units (lib/money.ts converts).
    amount: (value) => ({ amount_minor: toMinor(value as number) }),
  });
}

// Kysely types each table's columns; a table picked at run time needs one cast, kept here.
type AnyTable = "deals";
const table = (section: PartnerSection) => tableOf[section] as AnyTable;

async function readItem(
  section: EditedSection,
  id: string,
): Promise<{ partnerId: string | null; item: unknown }> {
  const db = await getDb();
  if (section === "commissions") {
    const row = await db
      .selectFrom("commissions")
      .leftJoin("deals", "deals.id", "commissions.deal_id")
      .selectAll("commissions")
      .select("deals.customer_name")
      .where("commissions.id", "=", id)
      .executeTakeFirst();
    if (!row) throw new Refusal(404, adminMessages.notFound);
    return { partnerId: row.partner_id, item: toCommissionDto(row) };
  }
  // The row's type depends on the section chosen at run time; each mapper gets its own table's row.
  const row = (await db
    .selectFrom(table(section))
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst()) as unknown as (Record<string, unknown> & { partner_id: string | null }) | undefined;
  if (!row) throw new Refusal(404, adminMessages.notFound);
  const map: Record<Exclude<EditedSection, "commissions">, (r: never) => unknown> = {
    referrals: toReferralDto,
    training: toTrainingDto,
    notifications: (r: { id: string; message: string; created_at: string; read_at: string | null }) => ({
      id: r.id,
      message: r.message,
      createdAt: r.created_at,
      read: r.read_at !== null,
    }),
  };
  return { partnerId: row.partner_id, item: map[section](row as never) };
}

async function checkRules(
  section: EditedSection,
  partnerId: string | null,
  merged: Record<string, unknown>,
): Promise<void> {
  if (section !== "commissions") return;
  if (merged.status === "paid" && !merged.payment_reference)
    throw new Refusal(400, partnerDataMessages.paymentReferenceRequired);
  if (merged.status === "paid" && !merged.payout_date)
    merged.payout_date = new Date().toISOString().slice(0, 10);
  if (merged.deal_id) {
    const db = await getDb();
    const deal = await db
      .selectFrom("deals")
      .select("id")
      .where("id", "=", merged.deal_id as string)
      .where("partner_id", "=", partnerId ?? "")
      .executeTakeFirst();
    if (!deal) throw new Refusal(400, partnerDataMessages.dealNotFound);
  }
}

export async function createPartnerItem(
  section: PartnerSection,
  partnerId: string | null,
  raw: unknown,
  actorUserId: string | null,
) {
  const db = await getDb();
  if (!partnerId) {
    if (section !== "resources") throw new Refusal(400, "Only resources can be shared with every partner.");
    return createResource(null, raw, actorUserId);
  }
  if (!(await db.selectFrom("partners").select("id").where("id", "=", partnerId).executeTakeFirst()))
    throw new Refusal(404, adminMessages.notFound);
  if (section === "deals") return createDealByTeam(partnerId, raw, actorUserId);
  if (section === "resources") return createResource(partnerId, raw, actorUserId);
  const columns = columnsOf(parseWith(createSchemas[section], raw) as Record<string, unknown>);
  const now = new Date().toISOString();
  const row: Record<string, unknown> = {
    id: randomUUID(),
    partner_id: partnerId,
    ...columns,
    created_at: now,
  };
  if (section !== "notifications") row.updated_at = now;
  if (section === "referrals") row.referred_date ??= now;
  if (section === "training" && row.status === "completed") row.completed_date ??= now;
  await checkRules(section, partnerId, row);
  await db.transaction().execute(async (trx) => {
    // A commission is written by the ledger, which keeps its every status with who and when.
    if (section === "commissions") await insertCommissionByTeam(trx, row as never, teamActor(actorUserId));
    else
      await trx
        .insertInto(table(section))
        .values(row as never)
        .execute();
    await recordAudit(trx, {
      actorUserId,
      action: `${section}.created`,
      entityType: "partner",
      entityId: partnerId,
      details: { id: row.id },
    });
  });
  return (await readItem(section, row.id as string)).item;
}

export async function updatePartnerItem(
  section: PartnerSection,
  id: string,
  raw: unknown,
  actorUserId: string | null,
) {
  if (section === "deals") return updateDealByTeam(id, raw, actorUserId);
  if (section === "resources") return updateResource(id, raw, actorUserId);
  const db = await getDb();
  const changes = columnsOf(parseWith(updateSchemas[section], raw) as Record<string, unknown>);
  const current = (await db
    .selectFrom(table(section))
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!current) throw new Refusal(404, adminMessages.notFound);
  if (Object.keys(changes).length === 0) return (await readItem(section, id)).item;
  const merged = { ...current, ...changes };
  await checkRules(section, current.partner_id as string | null, merged);
  if (section === "commissions") changes.payout_date = merged.payout_date;
  if (section !== "notifications") changes.updated_at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (section === "commissions")
      await correctCommissionByTeam(
        trx,
        { id, status: current.status as CommissionStatus },
        changes as never,
        teamActor(actorUserId),
        changes.updated_at as string,
      );
    else
      await trx
        .updateTable(table(section))
        .set(changes as never)
        .where("id", "=", id)
        .execute();
    await recordAudit(trx, {
      actorUserId,
      action: `${section}.updated`,
      entityType: "partner",
      entityId: (current.partner_id as string | null) ?? "shared",
      details: { id, changes },
    });
  });
  return (await readItem(section, id)).item;
}

export async function deletePartnerItem(
  section: PartnerSection,
  id: string,
  actorUserId: string | null,
): Promise<void> {
  if (section === "deals") return deleteDealByTeam(id, actorUserId);
  if (section === "resources") return deleteResource(id, actorUserId);
  const db = await getDb();
  const { partnerId } = await readItem(section, id);
  await db.transaction().execute(async (trx) => {
    if (section === "commissions") await deleteCommissionByTeam(trx, id);
    else await trx.deleteFrom(table(section)).where("id", "=", id).execute();
    await recordAudit(trx, {
      actorUserId,
      action: `${section}.deleted`,
      entityType: "partner",
      entityId: partnerId ?? "shared",
      details: { id },
    });
  });
}
