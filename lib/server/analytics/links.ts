import "server-only";
import { sql } from "kysely";
import type { AnalyticsFilter, LinksRow } from "@/lib/validation/analytics";
import { monthOf, monthsOf, partnerScope, rangeEnd, type Db } from "./scope";

// Referral links per month: clicks (counted visits), leads (referrals their visitors sent)
// and conversions (those leads marked converted, in the month they last became so). The
// same counts as the partner's Links panel, summed over the filtered partners' links.

export async function linksRows(db: Db, filter: AnalyticsFilter): Promise<LinksRow[]> {
  const scope = await partnerScope(db, filter);
  const rows = new Map(
    monthsOf(filter).map((month) => [month, { month, clicks: 0, leads: 0, conversions: 0 }]),
  );
  if (scope && scope.length === 0) return [...rows.values()];
  const end = rangeEnd(filter);
  const [clicks, leads, conversions] = await Promise.all([
    db
      .selectFrom("partner_link_clicks")
      .innerJoin("partner_links", "partner_links.id", "partner_link_clicks.link_id")
      .select((eb) => [
        monthOf("partner_link_clicks.day").as("month"),
        eb.fn.countAll<string | number>().as("n"),
      ])
      .where("partner_link_clicks.day", ">=", filter.from)
      .where("partner_link_clicks.day", "<", end)
      .$if(scope !== null, (qb) => qb.where("partner_links.partner_id", "in", scope!))
      .groupBy(monthOf("partner_link_clicks.day"))
      .execute(),
    db
      .selectFrom("referrals")
      .select((eb) => [
        monthOf("referrals.referred_date").as("month"),
        eb.fn.countAll<string | number>().as("n"),
      ])
      .where("referrals.link_id", "is not", null)
      .where("referrals.referred_date", ">=", filter.from)
      .where("referrals.referred_date", "<", end)
      .$if(scope !== null, (qb) => qb.where("referrals.partner_id", "in", scope!))
      .groupBy(monthOf("referrals.referred_date"))
      .execute(),
    db
      .selectFrom(
        db
          .selectFrom("referral_events")
          .innerJoin("referrals", "referrals.id", "referral_events.referral_id")
          .select((eb) => ["referral_events.referral_id", eb.fn.max("referral_events.created_at").as("at")])
          .where("referrals.link_id", "is not", null)
          .where("referrals.status", "=", "converted")
          .where("referral_events.kind", "=", "status")
          .where("referral_events.to_value", "=", "converted")
          .$if(scope !== null, (qb) => qb.where("referrals.partner_id", "in", scope!))
          .groupBy("referral_events.referral_id")
          .as("converted"),
      )
      .select((eb) => [
        sql<string>`substr(converted.at, 1, 7)`.as("month"),
        eb.fn.countAll<string | number>().as("n"),
      ])
      .where("converted.at", ">=", filter.from)
      .where("converted.at", "<", end)
      .groupBy(sql`substr(converted.at, 1, 7)`)
      .execute(),
  ]);
  for (const row of clicks) if (rows.has(row.month)) rows.get(row.month)!.clicks = Number(row.n);
  for (const row of leads) if (rows.has(row.month)) rows.get(row.month)!.leads = Number(row.n);
  for (const row of conversions) if (rows.has(row.month)) rows.get(row.month)!.conversions = Number(row.n);
  return [...rows.values()];
}
