import "server-only";
import { Refusal } from "@/lib/refusal";
import { can, memberPermissionMessages, type MemberRole } from "@/lib/member-roles";
import { partnerTierView } from "@/lib/server/tiers/tier-view";
import type { AnalyticsAnswer, AnalyticsChart, AnalyticsFilter } from "@/lib/validation/analytics";
import { readChart, type ChartAnswers } from "./charts";
import { pageRange, recentQuarters } from "./range";

// The portal's Performance page and its CSV files: the company's own figures only (its id from
// the session, never from the request). Owners, admins and finance see the company's deals;
// a member sees the deals they registered, and no commissions (members have no earnings).

export const partnerCharts = ["won-revenue", "pipeline", "commissions", "links", "win-rate"] as const;
export type PartnerChart = (typeof partnerCharts)[number];

export const partnerChartMessages = {
  unknownChart: `Unknown chart. Choose one of: ${partnerCharts.join(", ")}.`,
} as const;

export interface PerformanceViewer {
  partnerId: string;
  userId: string;
  role: MemberRole;
}

/** The viewer's own filter: the company, and for a member their own deals. */
export function viewerFilter(
  viewer: PerformanceViewer,
  range: Pick<AnalyticsFilter, "from" | "to">,
): AnalyticsFilter {
  return {
    from: range.from,
    to: range.to,
    partnerId: viewer.partnerId,
    registeredBy: viewer.role === "member" ? viewer.userId : undefined,
  };
}

const sourceOf = {
  "won-revenue": "won-revenue",
  pipeline: "pipeline",
  commissions: "commissions",
  links: "links",
  "win-rate": "leaderboard",
} as const satisfies Record<PartnerChart, AnalyticsChart>;

/** One chart of the viewer's company; commissions need the earnings permission. */
export async function readPartnerChart<C extends PartnerChart>(
  viewer: PerformanceViewer,
  chart: C,
  filter: AnalyticsFilter,
  now = new Date(),
): Promise<Omit<AnalyticsAnswer<ChartAnswers[(typeof sourceOf)[C]]>, "chart"> & { chart: C }> {
  if (chart === "commissions" && !can(viewer.role, "earnings:read"))
    throw new Refusal(403, memberPermissionMessages["earnings:read"]);
  const answer = await readChart(sourceOf[chart] as (typeof sourceOf)[C], viewerFilter(viewer, filter), now);
  return { ...answer, chart };
}

type Params = Record<string, string | string[] | undefined>;

/** Everything the Performance page shows for the range in its address. */
export async function partnerPerformance(viewer: PerformanceViewer, params: Params, now = new Date()) {
  const range = pageRange(
    { range: params.range, quarter: params.quarter, from: params.from, to: params.to },
    now,
  );
  const earnings = can(viewer.role, "earnings:read");
  const [won, pipeline, commissions, links, winRate, tier] = await Promise.all([
    readPartnerChart(viewer, "won-revenue", range.filter, now),
    readPartnerChart(viewer, "pipeline", range.filter, now),
    earnings ? readPartnerChart(viewer, "commissions", range.filter, now) : null,
    readPartnerChart(viewer, "links", range.filter, now),
    readPartnerChart(viewer, "win-rate", range.filter, now),
    partnerTierView(viewer.partnerId, now),
  ]);
  return {
    range,
    quarters: recentQuarters(now.toISOString().slice(0, 10)),
    ownDealsOnly: viewer.role === "member",
    won,
    pipeline,
    commissions,
    links,
    winRate: winRate.rows[0] ?? null,
    tier,
  };
}

export type PartnerPerformance = Awaited<ReturnType<typeof partnerPerformance>>;
