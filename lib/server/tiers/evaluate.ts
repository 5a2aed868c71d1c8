import "server-only";
import { formatDay } from "@/lib/dates";
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { getDialect, type Database } from "@/lib/server/db";
import { recordAudit } from "@/lib/server/audit/audit";
import { enqueueMail } from "@/lib/server/mail";
import type { PortalMail } from "@/lib/server/mail/portal-mail";
import { dashboardPath } from "@/lib/portal-routes";
import { moduleLog } from "@/lib/server/log";
import { demotedMail, demotionWarningMail, promotedMail } from "./emails";
import { measurePartner } from "./metrics";
import { decideTier, placeTier, type TierStep } from "./placement";
import { readGraceDays, readTierRules } from "./rules";

// Applies the tier decision to a partner: its row, its tier history, the audit log and its
// email, in the caller's transaction (the deal or certification that changed its figures),
// or in one of its own per partner for the nightly run.

type Trx = Transaction<Database>;

/** Re-evaluates one partner at `now`; returns the steps taken (none: nothing changed). */
export async function evaluatePartnerTier(trx: Trx, partnerId: string, now: Date): Promise<TierStep[]> {
  let read = trx
    .selectFrom("partners")
    .select(["id", "tier", "status", "tier_grace_started_at", "tier_pinned_until"])
    .where("id", "=", partnerId);
  // Two evaluations of one partner (a won deal and the nightly run) take turns.
  if ((await getDialect()) === "postgres") read = read.forUpdate();
  const partner = await read.executeTakeFirst();
  if (!partner || partner.status !== "active") return [];
  const rules = await readTierRules(trx);
  if (rules.length === 0) return [];
  const [metrics, graceDays] = await Promise.all([measurePartner(trx, partnerId, now), readGraceDays(trx)]);
  const earned = placeTier(rules, metrics);
  const { steps, state } = decideTier(
    {
      tier: partner.tier,
      graceStartedAt: partner.tier_grace_started_at,
      pinnedUntil: partner.tier_pinned_until,
    },
    earned,
    rules,
    graceDays,
    now,
  );
  if (steps.length === 0) return steps;
  const at = now.toISOString();
  const changed = state.tier !== partner.tier;
  await trx
    .updateTable("partners")
    .set({
      tier: state.tier,
      tier_grace_started_at: state.graceStartedAt,
      tier_pinned_until: state.pinnedUntil,
      ...(state.pinnedUntil ? {} : { tier_pin_reason: null }),
      ...(changed ? { tier_since: at } : {}),
      updated_at: at,
    })
    .where("id", "=", partnerId)
    .execute();
  const rateOf = (tier: string) => rules.find((rule) => rule.tier === tier)?.commissionRate ?? 0;
  for (const step of steps) {
    await recordTierStep(trx, partnerId, step, at);
    const mail =
      step.change === "promoted"
        ? promotedMail(step.from, step.to, rateOf(step.to))
        : step.change === "demoted"
          ? demotedMail(step.from, step.to, rateOf(step.to))
          : step.change === "grace_started"
            ? demotionWarningMail(step.tier, step.earned, step.graceEndsAt)
            : null;
    if (mail) await mailPartner(trx, partnerId, mail, `tier:${mailKind(step.change)}`);
  }
  return steps;
}

function mailKind(change: TierStep["change"]): string {
  return change === "grace_started" ? "demotion-warning" : change;
}

async function recordTierStep(trx: Trx, partnerId: string, step: TierStep, at: string): Promise<void> {
  const from = "from" in step ? step.from : step.tier;
  const to = "to" in step ? step.to : step.tier;
  const reason =
    step.change === "grace_started"
      ? `Below the requirements; grace period until ${formatDay(step.graceEndsAt)}`
      : step.change === "unpinned"
        ? "The pin ended"
        : null;
  await trx
    .insertInto("partner_tier_history")
    .values({
      id: randomUUID(),
      partner_id: partnerId,
      change: step.change,
      from_tier: from,
      to_tier: to,
      reason,
      actor_user_id: null,
      created_at: at,
    })
    .execute();
  await recordAudit(trx, {
    actorUserId: null,
    action: `partner.tier.${step.change}`,
    entityType: "partner",
    entityId: partnerId,
    details: { from, to, ...(reason ? { reason } : {}) },
  });
}

/** Emails every user of the company; each also finds the news under the portal's bell. */
export async function mailPartner(
  trx: Trx,
  partnerId: string,
  mail: PortalMail,
  kind: string,
): Promise<void> {
  const users = await trx
    .selectFrom("users")
    .select(["id", "email"])
    .where("partner_id", "=", partnerId)
    .where("role", "=", "partner")
    .execute();
  for (const user of users)
    await enqueueMail(
      trx,
      {
        to: user.email,
        ...mail,
        kind,
        refId: partnerId,
        notify: { userId: user.id, message: mail.subject, link: dashboardPath("overview") },
      },
      "transactional",
    );
}

/** Every active partner, each in its own transaction: one failure does not stop the rest. */
export async function evaluateAllTiers(
  db: Kysely<Database>,
  now = new Date(),
): Promise<{ evaluated: number; changed: number; failed: number }> {
  const partners = await db.selectFrom("partners").select("id").where("status", "=", "active").execute();
  let changed = 0;
  let failed = 0;
  for (const { id } of partners) {
    try {
      const steps = await db.transaction().execute((trx) => evaluatePartnerTier(trx, id, now));
      if (steps.length) changed += 1;
    } catch (error) {
      failed += 1;
      moduleLog("tiers").error({ err: error, partnerId: id }, "tier evaluation failed");
    }
  }
  if (failed) throw new Error(`Tier evaluation failed for ${failed} of ${partners.length} partners.`);
  return { evaluated: partners.length, changed, failed };
}
