import "server-only";
import { HOUR_MS } from "@/lib/time";
import type { AnalyticsFilter, ReviewTimeRow } from "@/lib/validation/analytics";
import { monthsOf, oneDecimal, partnerScope, percentile, rangeEnd, type Db } from "./scope";

// Deal review per month: for each deal decided that month (approved or rejected from
// waiting), the time from its registration to the decision. The median, the 90th percentile
// (nearest rank) and how many took longer than the team's target.

export async function reviewTimeRows(
  db: Db,
  filter: AnalyticsFilter,
  targetHours: number,
): Promise<ReviewTimeRow[]> {
  const scope = await partnerScope(db, filter);
  const waits = new Map(monthsOf(filter).map((month) => [month, [] as number[]]));
  if (!scope || scope.length > 0) {
    // deal_decisions: each decision with its deal's registration time (migration 0037).
    const rows = await db
      .selectFrom("deal_decisions")
      .select(["decided_at", "registered_at"])
      .where("decided_at", ">=", filter.from)
      .where("decided_at", "<", rangeEnd(filter))
      .$if(scope !== null, (qb) => qb.where("partner_id", "in", scope!))
      .$if(Boolean(filter.registeredBy), (qb) => qb.where("registered_by", "=", filter.registeredBy!))
      .execute();
    for (const row of rows) {
      const hours = (Date.parse(row.decided_at) - Date.parse(row.registered_at)) / HOUR_MS;
      waits.get(row.decided_at.slice(0, 7))?.push(Math.max(0, hours));
    }
  }
  return [...waits].map(([month, hours]) => {
    hours.sort((a, b) => a - b);
    return {
      month,
      decisions: hours.length,
      medianHours: oneDecimal(percentile(hours, 0.5)),
      p90Hours: oneDecimal(percentile(hours, 0.9)),
      overTarget: hours.filter((value) => value > targetHours).length,
    };
  });
}
