import "server-only";
import type { AnalyticsFilter, LeaderboardRow } from "@/lib/validation/analytics";
import { oneDecimal, partnerScope, rangeEnd, type Db } from "./scope";
import { toAmounts, wonTotals } from "./won-revenue";

// Partners by won revenue in the range (the won-revenue chart's values), with their win
// rate (won of won and lost in the range; a lost deal counts from its last update) and
// average won deal size in the reporting currency.

export const LEADERBOARD_SIZE = 25;

export async function leaderboardRows(
  db: Db,
  filter: AnalyticsFilter,
  currency: string,
): Promise<LeaderboardRow[]> {
  const won = await wonTotals(db, filter, currency, "partner");
  if (won.size === 0) return [];
  const ranked = [...won]
    .sort(([idA, a], [idB, b]) => b.amountMinor - a.amountMinor || b.count - a.count || (idA < idB ? -1 : 1))
    .slice(0, LEADERBOARD_SIZE);
  const ids = ranked.map(([id]) => id);
  const scope = await partnerScope(db, filter);
  const [partners, lost] = await Promise.all([
    db
      .selectFrom("partners")
      .select(["id", "company_name", "tier", "country"])
      .where("id", "in", ids)
      .execute(),
    db
      .selectFrom("deals")
      .select((eb) => ["partner_id", eb.fn.countAll<string | number>().as("n")])
      .where("status", "=", "closed_lost")
      .where("partner_id", "in", scope ? ids.filter((id) => scope.includes(id)) : ids)
      .where("updated_at", ">=", filter.from)
      .where("updated_at", "<", rangeEnd(filter))
      .$if(Boolean(filter.registeredBy), (qb) => qb.where("registered_by", "=", filter.registeredBy!))
      .groupBy("partner_id")
      .execute(),
  ]);
  const partnerOf = new Map(partners.map((row) => [row.id, row]));
  const lostOf = new Map(lost.map((row) => [row.partner_id, Number(row.n)]));
  return ranked.map(([id, total], index) => {
    const partner = partnerOf.get(id);
    const lostDeals = lostOf.get(id) ?? 0;
    const convertedDeals = total.count - total.unconvertedCount;
    return {
      rank: index + 1,
      partnerId: id,
      companyName: partner?.company_name ?? id,
      tier: partner?.tier ?? "",
      country: partner?.country ?? null,
      wonRevenueMinor: total.amountMinor,
      wonDeals: total.count,
      lostDeals,
      winRatePercent: oneDecimal((total.count / (total.count + lostDeals)) * 100),
      averageDealMinor: convertedDeals > 0 ? Math.round(total.amountMinor / convertedDeals) : null,
      unconverted: toAmounts(total.unconverted),
    };
  });
}
