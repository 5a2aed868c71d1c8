import "server-only";
import type { Kysely, Transaction } from "kysely";
import { DEFAULT_CURRENCY, minorFromDb, toMajor } from "@/lib/money";
import { getDb, type Database } from "@/lib/server/db";

// Every commission figure a partner, the team or an email reads, computed here from the
// ledger's stored integers (sums of minor units, never of rounded or converted amounts):
//   total earned      the paid commissions
//   this month        paid in the current calendar month (UTC), by payment date
//   awaiting payment  approved and requested (in a payout request, not paid yet)
//   pending approval  pending (the deal was won, the team has not approved it)
// Reversed commissions and their reversing lines count in none of them.

type Db = Kysely<Database> | Transaction<Database>;

export interface CommissionFigures {
  currency: string;
  totalEarned: number;
  thisMonth: number;
  /** The same figure for the previous calendar month, for the trend label. */
  lastMonth: number;
  awaitingPayment: number;
  pendingApproval: number;
  /** Approved and in no payout request: what Request Payment would cover now. */
  available: number;
}

/** The first day of the UTC month `offset` months from now's, as YYYY-MM-DD. */
export function monthStart(now: Date, offset = 0): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
}

/** The partner's currency: its commissions' (one currency per partner), else the default. */
async function partnerCurrency(db: Db, partnerId: string): Promise<string> {
  const row = await db
    .selectFrom("commissions")
    .select("currency")
    .where("partner_id", "=", partnerId)
    .orderBy("created_at", "asc")
    .limit(1)
    .executeTakeFirst();
  return row?.currency ?? DEFAULT_CURRENCY;
}

/** The partner's figures in minor units, from one grouped read of the ledger. */
export async function commissionFiguresOf(
  partnerId: string,
  now = new Date(),
  db?: Db,
): Promise<CommissionFigures> {
  const conn = db ?? (await getDb());
  const currency = await partnerCurrency(conn, partnerId);
  const thisMonthStart = monthStart(now);
  const lastMonthStart = monthStart(now, -1);
  const nextMonthStart = monthStart(now, 1);
  const rows = await conn
    .selectFrom("commissions")
    .select((eb) => [
      "status",
      eb.fn.sum<string | number>("amount_minor").as("total"),
      eb.fn
        .sum<string | number>(
          eb
            .case()
            .when(eb.and([eb("payout_date", ">=", thisMonthStart), eb("payout_date", "<", nextMonthStart)]))
            .then(eb.ref("amount_minor"))
            .else(0)
            .end(),
        )
        .as("this_month"),
      eb.fn
        .sum<string | number>(
          eb
            .case()
            .when(eb.and([eb("payout_date", ">=", lastMonthStart), eb("payout_date", "<", thisMonthStart)]))
            .then(eb.ref("amount_minor"))
            .else(0)
            .end(),
        )
        .as("last_month"),
      eb.fn
        .sum<string | number>(
          eb.case().when("payout_request_id", "is", null).then(eb.ref("amount_minor")).else(0).end(),
        )
        .as("unrequested"),
    ])
    .where("partner_id", "=", partnerId)
    .where("currency", "=", currency)
    .groupBy("status")
    .execute();
  const by = new Map(rows.map((row) => [row.status, row]));
  const sum = (status: string, column: "total" | "this_month" | "last_month" | "unrequested") =>
    minorFromDb(by.get(status)?.[column]);
  return {
    currency,
    totalEarned: sum("paid", "total"),
    thisMonth: sum("paid", "this_month"),
    lastMonth: sum("paid", "last_month"),
    awaitingPayment: sum("approved", "total") + sum("requested", "total"),
    pendingApproval: sum("pending", "total"),
    available: sum("approved", "unrequested"),
  };
}

/** GET /api/partners/commissions/summary: the figures in major units, as the portal reads them. */
export async function commissionSummary(partnerId: string, now = new Date()) {
  const figures = await commissionFiguresOf(partnerId, now);
  const major = (minor: number) => toMajor(minor, figures.currency);
  return {
    totalEarned: major(figures.totalEarned),
    thisMonth: major(figures.thisMonth),
    awaitingPayment: major(figures.awaitingPayment),
    pendingApproval: major(figures.pendingApproval),
    currency: figures.currency,
    // The previous month's paid total: the trend label compares This Month with it.
    lastMonth: major(figures.lastMonth),
  };
}
