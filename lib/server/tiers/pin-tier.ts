import "server-only";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { Refusal } from "@/lib/refusal";
import { getDb, getDialect, type Database } from "@/lib/server/db";
import { recordAudit } from "@/lib/server/audit/audit";
import { kickMailSender } from "@/lib/server/mail";
import { DAY_MS } from "@/lib/time";
import type { TierChangeKind, TierId } from "@/lib/validation/tier-options";
import { adminMessages } from "@/lib/validation/admin";
import { tierMessages } from "@/lib/validation/tiers";
import { pinnedMail } from "./emails";
import { evaluatePartnerTier, mailPartner } from "./evaluate";
import { readTierRules } from "./rules";

// The team's hand on a partner's tier: a pin keeps a tier (above or below what the figures
// earn) until the end of a date, with a reason; removing it lets the rules decide again.

const MAX_PIN_DAYS = 5 * 366;

async function lockedPartner(trx: Transaction<Database>, partnerId: string) {
  let read = trx
    .selectFrom("partners")
    .select(["id", "tier", "tier_pinned_until"])
    .where("id", "=", partnerId);
  if ((await getDialect()) === "postgres") read = read.forUpdate();
  const partner = await read.executeTakeFirst();
  if (!partner) throw new Refusal(404, adminMessages.notFound);
  return partner;
}

export async function pinPartnerTier(
  partnerId: string,
  pin: { tier: TierId; reason: string; until: string },
  actorUserId: string | null,
  now = new Date(),
) {
  // The pin holds through the whole of its last day (UTC).
  const until = new Date(Date.parse(`${pin.until}T00:00:00Z`) + DAY_MS);
  if (!(until.getTime() > now.getTime() && until.getTime() <= now.getTime() + MAX_PIN_DAYS * DAY_MS))
    throw new Refusal(400, tierMessages.pinUntil, { until: tierMessages.pinUntil });
  const db = await getDb();
  const result = await db.transaction().execute(async (trx) => {
    const partner = await lockedPartner(trx, partnerId);
    const at = now.toISOString();
    await trx
      .updateTable("partners")
      .set({
        tier: pin.tier,
        tier_pinned_until: until.toISOString(),
        tier_pin_reason: pin.reason,
        tier_grace_started_at: null,
        ...(partner.tier !== pin.tier ? { tier_since: at } : {}),
        updated_at: at,
      })
      .where("id", "=", partnerId)
      .execute();
    await addHistory(trx, partnerId, "pinned", partner.tier, pin.tier, pin.reason, actorUserId, at);
    await recordAudit(trx, {
      actorUserId,
      action: "partner.tier.pinned",
      entityType: "partner",
      entityId: partnerId,
      details: { from: partner.tier, to: pin.tier, until: until.toISOString(), reason: pin.reason },
    });
    if (partner.tier !== pin.tier) {
      const rules = await readTierRules(trx);
      const rate = rules.find((rule) => rule.tier === pin.tier)?.commissionRate ?? 0;
      // The last moment the pin holds is the end of its day; the mail names that day.
      await mailPartner(trx, partnerId, pinnedMail(pin.tier, rate, `${pin.until}T00:00:00Z`), "tier:pinned");
    }
    return { tier: pin.tier, pinnedUntil: until.toISOString(), reason: pin.reason };
  });
  kickMailSender();
  return result;
}

/** Ends the pin now; the rules then place the partner (a lower tier after the grace period). */
export async function unpinPartnerTier(partnerId: string, actorUserId: string | null, now = new Date()) {
  const db = await getDb();
  const result = await db.transaction().execute(async (trx) => {
    const partner = await lockedPartner(trx, partnerId);
    if (!partner.tier_pinned_until) throw new Refusal(409, tierMessages.notPinned);
    const at = now.toISOString();
    await trx
      .updateTable("partners")
      .set({ tier_pinned_until: null, tier_pin_reason: null, updated_at: at })
      .where("id", "=", partnerId)
      .execute();
    await addHistory(trx, partnerId, "unpinned", partner.tier, partner.tier, "Pin removed", actorUserId, at);
    await recordAudit(trx, {
      actorUserId,
      action: "partner.tier.unpinned",
      entityType: "partner",
      entityId: partnerId,
      details: { tier: partner.tier },
    });
    await evaluatePartnerTier(trx, partnerId, now);
    const row = await trx
      .selectFrom("partners")
      .select("tier")
      .where("id", "=", partnerId)
      .executeTakeFirstOrThrow();
    return { tier: row.tier, pinnedUntil: null };
  });
  kickMailSender();
  return result;
}

async function addHistory(
  trx: Transaction<Database>,
  partnerId: string,
  change: TierChangeKind,
  from: TierId,
  to: TierId,
  reason: string | null,
  actorUserId: string | null,
  at: string,
) {
  await trx
    .insertInto("partner_tier_history")
    .values({
      id: randomUUID(),
      partner_id: partnerId,
      change,
      from_tier: from,
      to_tier: to,
      reason,
      actor_user_id: actorUserId,
      created_at: at,
    })
    .execute();
}
