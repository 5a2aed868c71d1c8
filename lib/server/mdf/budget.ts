import "server-only";
import { isTierId } from "@/lib/validation/tier-options";
import { minorFromDb } from "@/lib/money";
import { env } from "@/lib/server/env";
import { convertTotals, reportingCurrency } from "@/lib/server/money/exchange-rates";
import type { MdfBudget } from "@/lib/validation/mdf";
import { tierHeldBefore } from "@/lib/server/tiers/held";
import { nextQuarter, previousQuarter, quarterStart } from "./quarters";
import type { Db } from "@/lib/server/db";

// A partner's market development budget for one quarter, in the reporting currency:
//   allocated   the quarterly amount of the tier held at the quarter's end (the tier now, for
//               the quarter under way), or the team's own allocation for the quarter
//               (the latest one), plus the quarter's top-ups, plus what the quarter before
//               left unused when MDF_CARRY_OVER is on (one quarter only: a carried amount is
//               never carried again)
//   requested   requests awaiting a decision (or a change): reserved, so two requests can
//               never both take the last funds
//   committed   what the team approved: the approved amount until a claim is approved, then
//               the amount reimbursed (a claim for less returns the rest)
//   claimed     claims under review and approved claims
//   paid        reimbursements paid in a payout
//   remaining   allocated - requested - committed (never below zero: a tier lowered mid-quarter
//               stops new requests and takes back nothing already committed)
// A request draws on the quarter it was made in; refused, withdrawn and lapsed requests hold
// nothing. Requests stored in another currency (the reporting currency changed) are left out.

export interface QuarterHold {
  requestedMinor: number;
  committedMinor: number;
  claimedMinor: number;
  paidMinor: number;
}

/**
 * The quarterly amount of the tier the partner held at the quarter's end (for the quarter under
 * way, its tier now), in the reporting currency (converted at the quarter's first day's rate).
 */
async function tierAllocation(db: Db, partnerId: string, quarter: string, currency: string): Promise<number> {
  const tier = await tierHeldBefore(db, partnerId, `${quarterStart(nextQuarter(quarter))}T00:00:00.000Z`);
  const tierId = tier?.toLowerCase();
  // A tier no rule names has no budget.
  if (!tierId || !isTierId(tierId)) return 0;
  const row = await db
    .selectFrom("tier_rules")
    .select(["mdf_quarterly_minor", "currency"])
    .where("tier", "=", tierId)
    .executeTakeFirst();
  if (!row) return 0;
  const minor = minorFromDb(row.mdf_quarterly_minor);
  if (row.currency === currency || minor === 0) return minor;
  const converted = await convertTotals(
    db,
    [{ minor, currency: row.currency }],
    currency,
    quarterStart(quarter),
  );
  return converted.totalMinor;
}

/** The quarter's own allocation: the team's latest for it or the tier's, plus its top-ups. */
export async function baseAllocation(db: Db, partnerId: string, quarter: string, currency: string) {
  const rows = await db
    .selectFrom("mdf_allocations")
    .select(["kind", "amount_minor", "created_at"])
    .where("partner_id", "=", partnerId)
    .where("quarter", "=", quarter)
    .where("currency", "=", currency)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const override = rows.find((row) => row.kind === "override");
  const topUps = rows
    .filter((row) => row.kind === "top_up")
    .reduce((sum, row) => sum + minorFromDb(row.amount_minor), 0);
  const own = override
    ? minorFromDb(override.amount_minor)
    : await tierAllocation(db, partnerId, quarter, currency);
  return own + topUps;
}

/** What the quarter's requests hold: requested, committed, claimed and paid. */
export async function quarterHold(
  db: Db,
  partnerId: string,
  quarter: string,
  currency: string,
): Promise<QuarterHold> {
  const requests = await db
    .selectFrom("mdf_requests")
    .select(["id", "status", "amount_minor", "approved_minor"])
    .where("partner_id", "=", partnerId)
    .where("quarter", "=", quarter)
    .where("currency", "=", currency)
    .execute();
  const ids = requests.map((row) => row.id);
  const claims = ids.length
    ? await db
        .selectFrom("mdf_claims")
        .leftJoin("commissions", "commissions.mdf_claim_id", "mdf_claims.id")
        .select([
          "mdf_claims.request_id",
          "mdf_claims.status",
          "mdf_claims.amount_minor",
          "mdf_claims.approved_minor",
          "commissions.status as line_status",
        ])
        .where("mdf_claims.request_id", "in", ids)
        .where("mdf_claims.status", "!=", "rejected")
        .execute()
    : [];
  const hold: QuarterHold = { requestedMinor: 0, committedMinor: 0, claimedMinor: 0, paidMinor: 0 };
  for (const request of requests) {
    if (request.status === "submitted" || request.status === "changes_requested")
      hold.requestedMinor += minorFromDb(request.amount_minor);
    else if (request.status === "approved" || request.status === "claimed")
      hold.committedMinor += minorFromDb(request.approved_minor);
  }
  for (const claim of claims) {
    if (claim.status === "submitted") hold.claimedMinor += minorFromDb(claim.amount_minor);
    if (claim.status !== "approved") continue;
    const approved = minorFromDb(claim.approved_minor);
    hold.claimedMinor += approved;
    hold.committedMinor += approved;
    if (claim.line_status === "paid") hold.paidMinor += approved;
  }
  return hold;
}

/** The quarter's budget: see the top of this file. */
export async function mdfBudget(db: Db, partnerId: string, quarter: string): Promise<MdfBudget> {
  const currency = reportingCurrency();
  const [base, hold] = await Promise.all([
    baseAllocation(db, partnerId, quarter, currency),
    quarterHold(db, partnerId, quarter, currency),
  ]);
  let carriedOverMinor = 0;
  if (env().MDF_CARRY_OVER) {
    const previous = previousQuarter(quarter);
    const [previousBase, previousHold] = await Promise.all([
      baseAllocation(db, partnerId, previous, currency),
      quarterHold(db, partnerId, previous, currency),
    ]);
    carriedOverMinor = Math.max(0, previousBase - previousHold.requestedMinor - previousHold.committedMinor);
  }
  const allocatedMinor = base + carriedOverMinor;
  return {
    quarter,
    currency,
    allocatedMinor,
    carriedOverMinor,
    ...hold,
    remainingMinor: Math.max(0, allocatedMinor - hold.requestedMinor - hold.committedMinor),
  };
}
