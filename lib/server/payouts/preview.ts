import "server-only";
import { Refusal } from "@/lib/refusal";
import { formatMoney, minorFromDb } from "@/lib/money";
import type { PayoutPreview } from "@/lib/validation/payouts";
import { payoutMessages } from "@/lib/validation/payouts";
import { getDb } from "@/lib/server/db";
import { convertToPayoutCurrency, requirePayoutDetails } from "./payout-gate";
import { checkPayoutMinimum, describeWorth } from "../money/payout-minimum";
import { REIMBURSEMENT_LINE_LABEL } from "./messages";

// Request Payment's first step: what it would pay now (the commissions, each conversion with
// its rate, the total and the masked destination), computed by the same checks and
// conversions as the request, reading only. The partner then confirms.

export async function previewPayout(partnerId: string, now = new Date()): Promise<PayoutPreview> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const day = now.toISOString().slice(0, 10);
    const lines = await trx
      .selectFrom("commissions")
      .leftJoin("deals", "deals.id", "commissions.deal_id")
      .leftJoin("mdf_claims", "mdf_claims.id", "commissions.mdf_claim_id")
      .leftJoin("mdf_requests", "mdf_requests.id", "mdf_claims.request_id")
      .select([
        "commissions.id",
        "commissions.amount_minor",
        "commissions.currency",
        "commissions.kind",
        "deals.customer_name",
        "mdf_requests.title as activity_title",
      ])
      .where("commissions.partner_id", "=", partnerId)
      .where("commissions.status", "=", "approved")
      .where("commissions.payout_request_id", "is", null)
      .orderBy("commissions.created_at", "asc")
      .orderBy("commissions.id", "asc")
      .execute();
    const commissions = lines.map((line) => ({
      id: line.id,
      // A market development reimbursement is named as the statement names it.
      customerName:
        line.kind === "mdf_reimbursement"
          ? `${REIMBURSEMENT_LINE_LABEL}: ${line.activity_title ?? ""}`
          : (line.customer_name ?? "Unknown Deal"),
      amountMinor: minorFromDb(line.amount_minor),
      currency: line.currency,
    }));
    const amounts = commissions.map((line) => ({ minor: line.amountMinor, currency: line.currency }));
    const minimum = await checkPayoutMinimum(trx, amounts, day);
    const method = await trx
      .selectFrom("payout_methods")
      .select(["type", "account_holder", "masked", "currency"])
      .where("partner_id", "=", partnerId)
      .where("status", "=", "current")
      .executeTakeFirst();
    const preview: PayoutPreview = {
      commissions,
      conversions: [],
      totalMinor: 0,
      currency: method?.currency ?? minimum.minimum.currency,
      destination: method
        ? { type: method.type, accountHolder: method.account_holder ?? "", masked: method.masked }
        : null,
      minimum: {
        minimumMinor: minimum.minimum.minor,
        currency: minimum.minimum.currency,
        reaches: minimum.reaches,
        worth: describeWorth(minimum),
      },
      problem: null,
    };
    try {
      await requirePayoutDetails(trx, partnerId, now);
      const converted = await convertToPayoutCurrency(trx, commissions, preview.currency, day);
      preview.conversions = converted.conversions;
      preview.totalMinor = converted.totalMinor;
      if (!minimum.reaches)
        preview.problem = payoutMessages.belowMinimum(
          formatMoney(minimum.minimum.minor, minimum.minimum.currency),
          preview.minimum.worth,
        );
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      preview.problem = error.message;
    }
    return preview;
  });
}
