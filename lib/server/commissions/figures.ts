import "server-only";
import { minorFromDb, type Money } from "@/lib/money";
import type { CommissionSummary, CurrencyFigures } from "@/lib/validation/commissions";
import { getDb } from "@/lib/server/db";
import { reportingCurrency } from "@/lib/server/money/exchange-rates";
import type { Db } from "@/lib/server/db";

// Every commission figure a partner, the team or an email reads, computed here from the
// ledger's stored integers (sums of minor units, never of rounded or converted amounts), one
// set per currency the partner has commissions in (two currencies are never added):
//   earned            approved, requested and paid (everything the team approved)
//   paid to date      paid
//   this month        paid in the current calendar month (UTC), by payment date
//   awaiting payment  approved and requested (in a payout request, not paid yet)
//   pending approval  pending (the deal was won, the team has not approved it)
//   available         approved and in no payout request: what Request Payment would cover
// Reversed commissions and their reversing lines count in none of them. Market development
// reimbursements (ledger lines of their own kind) count only where payouts are concerned.

export interface CommissionFigures {
  /** One entry per currency, the reporting currency first, then by code. */
  byCurrency: CurrencyFigures[];
}

/** The first day of the UTC month `offset` months from now's, as YYYY-MM-DD. */
export function monthStart(now: Date, offset = 0): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
}

/** The reporting currency first, then the others by code. */
export function currencyOrder(reporting: string) {
  return (a: string, b: string) => (a === reporting ? -1 : b === reporting ? 1 : a.localeCompare(b));
}

/** The partner's figures in minor units, per currency, from one grouped read of the ledger. */
export async function commissionFiguresOf(
  partnerId: string,
  now = new Date(),
  db?: Db,
  /** "payable": commissions and market development reimbursements (what a payout covers). */
  lines: "commissions" | "payable" = "commissions",
): Promise<CommissionFigures> {
  const conn = db ?? (await getDb());
  const thisMonthStart = monthStart(now);
  const lastMonthStart = monthStart(now, -1);
  const nextMonthStart = monthStart(now, 1);
  const rows = await conn
    .selectFrom("commissions")
    .select((eb) => [
      "status",
      "currency",
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
    .where("status", "!=", "reversed")
    .$if(lines === "commissions", (query) => query.where("kind", "=", "commission"))
    .groupBy(["status", "currency"])
    .execute();
  const currencies = [...new Set(rows.map((row) => row.currency))].sort(currencyOrder(reportingCurrency()));
  const byCurrency = currencies.map((currency): CurrencyFigures => {
    const sum = (status: string, column: "total" | "this_month" | "last_month" | "unrequested") =>
      minorFromDb(rows.find((row) => row.status === status && row.currency === currency)?.[column]);
    const awaitingPaymentMinor = sum("approved", "total") + sum("requested", "total");
    const paidMinor = sum("paid", "total");
    return {
      currency,
      earnedMinor: awaitingPaymentMinor + paidMinor,
      paidMinor,
      thisMonthMinor: sum("paid", "this_month"),
      lastMonthMinor: sum("paid", "last_month"),
      awaitingPaymentMinor,
      pendingApprovalMinor: sum("pending", "total"),
      availableMinor: sum("approved", "unrequested"),
    };
  });
  return { byCurrency };
}

/** One figure of every currency, as a list of money values (zero amounts included). */
export function figureList(figures: CommissionFigures, key: Exclude<keyof CurrencyFigures, "currency">) {
  return figures.byCurrency.map((entry): Money => ({ minor: entry[key], currency: entry.currency }));
}

/** GET /api/partners/commissions/summary: the figures per currency, in minor units. */
export async function commissionSummary(partnerId: string, now = new Date()): Promise<CommissionSummary> {
  const figures = await commissionFiguresOf(partnerId, now);
  return { reportingCurrency: reportingCurrency(), byCurrency: figures.byCurrency };
}
