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
    const rows = await db
      .selectFrom("deal_events")
      .innerJoin("deals", "deals.id", "deal_events.deal_id")
      .select(["deal_events.created_at as decided_at", "deals.created_at as registered_at"])
      .where("deal_events.kind", "=", "status")
      .where("deal_events.from_value", "=", "pending")
      .where("deal_events.to_value", "in", ["approved", "rejected"])
      .where("deal_events.created_at", ">=", filter.from)
      .where("deal_events.created_at", "<", rangeEnd(filter))
      .$if(scope !== null, (qb) => qb.where("deals.partner_id", "in", scope!))
      .$if(Boolean(filter.registeredBy), (qb) => qb.where("deals.registered_by", "=", filter.registeredBy!))
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
