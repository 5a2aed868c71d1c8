import "server-only";
import { randomUUID } from "node:crypto";
import type { Updateable } from "kysely";
import { Refusal } from "@/lib/refusal";
import { adminMessages } from "@/lib/validation/admin";
import { referralInputSchema, updateSchemaOf } from "@/lib/validation/partner-data";
import type { Referral } from "@/lib/validation/referrals";
import { parseWith } from "@/lib/validation/parse";
import { getDb } from "@/lib/server/db";
import { setColumns } from "@/lib/server/db/columns";
import type { ReferralsTable } from "@/lib/server/db/schema/referrals";
import { recordAudit } from "@/lib/server/audit/audit";
import { DEFAULT_CURRENCY, toMinor } from "@/lib/money";
import { toReferralDto } from "./records";

// The console's data editor writes a partner's referrals through these: a referral entered
// or corrected by hand, audited on the partner. (A partner's own referral goes through
// partner.ts, with its duplicate rule and history.)

const referralUpdateSchema = updateSchemaOf(referralInputSchema);

async function readReferral(id: string): Promise<Referral> {
  const db = await getDb();
  const row = await db.selectFrom("referrals").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new Refusal(404, adminMessages.notFound);
  return toReferralDto(row);
}

export async function createReferralByTeam(
  partnerId: string,
  raw: unknown,
  actorUserId: string | null,
): Promise<Referral> {
  const input = parseWith(referralInputSchema, raw);
  const now = new Date().toISOString();
  const id = randomUUID();
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("referrals")
      .values({
        id,
        partner_id: partnerId,
        company: input.company,
        contact: input.contact,
        email: input.email,
        expected_value_minor: toMinor(input.expectedValue, DEFAULT_CURRENCY),
        status: input.status,
        referred_date: input.referredDate ?? now,
        created_at: now,
        updated_at: now,
        phone: null,
        notes: null,
        active_email: null,
        last_follow_up_at: null,
        source: null,
        link_id: null,
      })
      .execute();
    await recordAudit(trx, {
      actorUserId,
      action: "referrals.created",
      entityType: "partner",
      entityId: partnerId,
      details: { id },
    });
  });
  return readReferral(id);
}

export async function updateReferralByTeam(
  id: string,
  raw: unknown,
  actorUserId: string | null,
): Promise<Referral> {
  const input = parseWith(referralUpdateSchema, raw);
  const db = await getDb();
  const current = await db
    .selectFrom("referrals")
    .select("partner_id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current) throw new Refusal(404, adminMessages.notFound);
  const changes: Updateable<ReferralsTable> = {
    company: input.company,
    contact: input.contact,
    email: input.email,
    expected_value_minor:
      input.expectedValue === undefined ? undefined : toMinor(input.expectedValue, DEFAULT_CURRENCY),
    status: input.status,
    referred_date: input.referredDate,
    updated_at: new Date().toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("referrals").set(changes).where("id", "=", id).execute();
    await recordAudit(trx, {
      actorUserId,
      action: "referrals.updated",
      entityType: "partner",
      entityId: current.partner_id,
      details: { id, changes: setColumns(changes) },
    });
  });
  return readReferral(id);
}

export async function deleteReferralByTeam(id: string, actorUserId: string | null): Promise<void> {
  const db = await getDb();
  const current = await db
    .selectFrom("referrals")
    .select("partner_id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current) throw new Refusal(404, adminMessages.notFound);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("referrals").where("id", "=", id).execute();
    await recordAudit(trx, {
      actorUserId,
      action: "referrals.deleted",
      entityType: "partner",
      entityId: current.partner_id,
      details: { id },
    });
  });
}
