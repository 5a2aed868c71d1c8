import "server-only";
import { getDb } from "@/lib/server/db";
import type { LinkCounts, LinkDay, PartnerLinkWithStats } from "@/lib/validation/links";
import { DAY_MS } from "@/lib/time";
import { toLinkDto, utcDay } from "./records";

// The partner's links with their figures: clicks (counted visits), leads (referrals their
// visitors sent) and conversions (those referrals marked converted), all-time, over the
// last 30 days and per day for the chart.

export const CHART_DAYS = 30;
/** Links listed at most (50 active plus the most recent archived ones). */
const LIST_LIMIT = 200;

const zero = (): LinkCounts => ({ clicks: 0, leads: 0, conversions: 0 });

/** The last 30 UTC days, oldest first, ending with today. */
export function chartDays(now: Date): string[] {
  return Array.from({ length: CHART_DAYS }, (_, index) =>
    utcDay(new Date(now.getTime() - (CHART_DAYS - 1 - index) * DAY_MS)),
  );
}

export async function listLinks(partnerId: string, now = new Date()): Promise<PartnerLinkWithStats[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("partner_links")
    .selectAll()
    .where("partner_id", "=", partnerId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(LIST_LIMIT)
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const days = chartDays(now);
  const since = days[0]!;

  const clickTotals = await db
    .selectFrom("partner_link_clicks")
    .select(["link_id", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("link_id", "in", ids)
    .groupBy("link_id")
    .execute();
  const clickDays = await db
    .selectFrom("partner_link_clicks")
    .select(["link_id", "day", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("link_id", "in", ids)
    .where("day", ">=", since)
    .groupBy(["link_id", "day"])
    .execute();
  const leads = await db
    .selectFrom("referrals")
    .select(["id", "link_id", "referred_date", "status"])
    .where("link_id", "in", ids)
    .execute();
  const convertedIds = leads.filter((lead) => lead.status === "converted").map((lead) => lead.id);
  // When a converted referral became so: its latest change to converted.
  const conversions = convertedIds.length
    ? await db
        .selectFrom("referral_events")
        .select(["referral_id", (eb) => eb.fn.max("created_at").as("at")])
        .where("referral_id", "in", convertedIds)
        .where("kind", "=", "status")
        .where("to_value", "=", "converted")
        .groupBy("referral_id")
        .execute()
    : [];
  const convertedAt = new Map(conversions.map((row) => [row.referral_id, String(row.at)]));

  const totals = new Map(
    ids.map((id) => [id, { all: zero(), recent: zero(), daily: new Map<string, LinkDay>() }]),
  );
  for (const figures of totals.values())
    for (const date of days) figures.daily.set(date, { date, clicks: 0, leads: 0 });
  for (const row of clickTotals) totals.get(row.link_id)!.all.clicks = Number(row.n);
  for (const row of clickDays) {
    const figures = totals.get(row.link_id)!;
    figures.recent.clicks += Number(row.n);
    const day = figures.daily.get(row.day);
    if (day) day.clicks = Number(row.n);
  }
  for (const lead of leads) {
    const figures = totals.get(lead.link_id!)!;
    const day = utcDay(new Date(lead.referred_date));
    figures.all.leads += 1;
    if (day >= since) {
      figures.recent.leads += 1;
      const entry = figures.daily.get(day);
      if (entry) entry.leads += 1;
    }
    if (lead.status === "converted") {
      figures.all.conversions += 1;
      // A converted referral without history (the console's data editor) counts by its referral date.
      const at = convertedAt.get(lead.id) ?? lead.referred_date;
      if (utcDay(new Date(at)) >= since) figures.recent.conversions += 1;
    }
  }
  return rows.map((row) => {
    const figures = totals.get(row.id)!;
    return {
      ...toLinkDto(row),
      ...figures.all,
      last30Days: figures.recent,
      daily: [...figures.daily.values()],
    };
  });
}
