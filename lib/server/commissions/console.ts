import "server-only";
import type { Kysely } from "kysely";
import { Refusal } from "@/lib/refusal";
import { adminMessages, type ListQuery } from "@/lib/validation/admin";
import { isCommissionStatus } from "@/lib/validation/commission-options";
import type { TierId } from "@/lib/validation/tier-options";
import { getDb, type Database } from "@/lib/server/db";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { commissionApprovedMail } from "@/lib/server/commissions/emails";
import { approveCommissionLine } from "@/lib/server/commissions/ledger";
import { commissionFiguresOf, figureList } from "@/lib/server/commissions/figures";
import { checkPayoutMinimum, describeWorth } from "@/lib/server/money/payout-minimum";
import { formatMoney, minorFromDb, toMajor } from "@/lib/money";
import { dashboardPath } from "@/lib/portal-routes";
import { partnerRecipient } from "@/lib/server/members/records";
import { commissionRateOf } from "@/lib/server/commissions/won-deal";
import { recordAudit } from "@/lib/server/audit/audit";
import { tierRates } from "@/lib/server/tiers/rules";
import { mapPage, matchesText, readPage } from "@/lib/server/db/pagination";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";
import { kickWebhookSender } from "@/lib/server/webhooks/sender";
import { toApiCommission } from "./api-reads";

// Commissions across partners, for the console and /api/admin/commissions: the queue of
// pending ones (oldest first), approval, and each partner's commission rate.

function filtered(db: Kysely<Database>, query: Pick<ListQuery, "q" | "status"> & { partnerId?: string }) {
  let base = db
    .selectFrom("commissions")
    .innerJoin("partners", "partners.id", "commissions.partner_id")
    .leftJoin("deals", "deals.id", "commissions.deal_id")
    // Market development reimbursements are listed on the console's market development page.
    .where("commissions.kind", "=", "commission");
  if (query.status && isCommissionStatus(query.status))
    base = base.where("commissions.status", "=", query.status);
  if (query.partnerId) base = base.where("commissions.partner_id", "=", query.partnerId);
  if (query.q)
    base = base.where(
      matchesText(["deals.customer_name", "partners.company_name", "commissions.payment_reference"], query.q),
    );
  return base;
}

export async function listAllCommissions(query: ListQuery & { partnerId?: string }) {
  const db = await getDb();
  const rows = await readPage(filtered(db, query), query, (matching) =>
    matching
      .selectAll("commissions")
      .select(["partners.company_name as partner_name", "deals.customer_name"])
      .orderBy("commissions.created_at", query.status === "pending" ? "asc" : "desc")
      .orderBy("commissions.id", "asc"),
  );
  return mapPage(rows, (row) => ({
    id: row.id,
    partnerId: row.partner_id,
    partnerName: row.partner_name,
    dealId: row.deal_id,
    customerName: row.customer_name,
    amount: toMajor(minorFromDb(row.amount_minor), row.currency),
    currency: row.currency,
    rate: Number(row.rate),
    status: row.status,
    payoutRequestId: row.payout_request_id,
    paymentReference: row.payment_reference,
    payoutDate: row.payout_date,
    createdAt: row.created_at,
  }));
}

/** Approves a pending commission: it now counts towards the partner's payout. */
export async function approveCommission(id: string, actorUserId: string | null, now = new Date()) {
  const db = await getDb();
  const result = await db.transaction().execute(async (trx) => {
    const row = await approveCommissionLine(
      trx,
      id,
      { userId: actorUserId, role: "admin" },
      now.toISOString(),
    );
    const amountMinor = minorFromDb(row.amount_minor);
    await recordAudit(trx, {
      actorUserId,
      action: "commission.approved",
      entityType: "commission",
      entityId: id,
      details: { amountMinor, currency: row.currency },
    });
    await queueWebhookEvent(trx, "commission.approved", toApiCommission(row), now);
    const deal = row.deal_id
      ? await trx.selectFrom("deals").select("customer_name").where("id", "=", row.deal_id).executeTakeFirst()
      : undefined;
    const to = await partnerRecipient(trx, row.partner_id);
    if (to) {
      const available = figureList(
        await commissionFiguresOf(row.partner_id, now, trx, "payable"),
        "availableMinor",
      );
      const minimum = await checkPayoutMinimum(trx, available, now.toISOString().slice(0, 10));
      const mail = commissionApprovedMail({
        customerName: deal?.customer_name ?? "your deal",
        amountMinor,
        currency: row.currency,
        available: available.filter((line) => line.minor !== 0),
        worth: describeWorth(minimum),
        minimum: minimum.minimum,
        reachesMinimum: minimum.reaches,
      });
      const customer = deal ? ` for ${deal.customer_name}` : "";
      await enqueueMail(
        trx,
        {
          to: to.email,
          ...mail,
          kind: "commission:approved",
          refId: id,
          notify: {
            userId: to.id,
            message: `Your commission of ${formatMoney(amountMinor, row.currency)}${customer} was approved.`,
            link: dashboardPath("commissions"),
          },
        },
        "transactional",
      );
    }
    return {
      id,
      status: row.status,
      amount: toMajor(amountMinor, row.currency),
      currency: row.currency,
      rate: Number(row.rate),
    };
  });
  kickMailSender();
  kickWebhookSender();
  return result;
}

/** The partner's own commission percent (null: none) and the rate its next won deal earns. */
export function commissionRateView(
  partner: { tier: TierId; commission_rate: number | null },
  rates?: Record<string, number>,
) {
  return {
    commissionRate: partner.commission_rate === null ? null : Number(partner.commission_rate),
    effectiveRate: commissionRateOf(partner, rates),
  };
}

/** Sets the partner's own commission percent (null: back to its tier's rate); audited with its before and after. */
export async function setCommissionRate(partnerId: string, rate: number | null, actorUserId: string | null) {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("partners")
      .select("commission_rate")
      .where("id", "=", partnerId)
      .executeTakeFirst();
    if (!before) throw new Refusal(404, adminMessages.notFound);
    const row = await trx
      .updateTable("partners")
      .set({ commission_rate: rate, updated_at: new Date().toISOString() })
      .where("id", "=", partnerId)
      .returning(["tier", "commission_rate"])
      .executeTakeFirstOrThrow();
    const from = before.commission_rate === null ? null : Number(before.commission_rate);
    const rates = await tierRates(trx);
    await recordAudit(trx, {
      actorUserId,
      action: "partner.commission_rate",
      entityType: "partner",
      entityId: partnerId,
      details: { commission_rate: { from, to: rate }, effective_rate: commissionRateOf(row, rates) },
    });
    return commissionRateView(row, rates);
  });
}
