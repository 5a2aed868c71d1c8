import "server-only";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { analyticsCharts, type AnalyticsChart } from "@/lib/validation/analytics";
import { readChart, type ChartAnswers } from "./charts";
import { pageRange, recentQuarters } from "./range";

// The console's Analytics page: every chart for the range and filters in its address, the
// choices its filters offer, and the partner a filter names.

type Params = Record<string, string | string[] | undefined>;

export async function consoleAnalytics(params: Params, now = new Date()) {
  const range = pageRange(params, now);
  const db = await getDb();
  const [answers, countries, partner] = await Promise.all([
    Promise.all(analyticsCharts.map((chart) => readChart(chart, range.filter, now))),
    db
      .selectFrom("partners")
      .select("country")
      .distinct()
      .where("country", "is not", null)
      .orderBy("country")
      .limit(300)
      .execute(),
    range.filter.partnerId
      ? db
          .selectFrom("partners")
          .select(["id", "company_name"])
          .where("id", "=", range.filter.partnerId)
          .executeTakeFirst()
      : undefined,
  ]);
  const charts = Object.fromEntries(analyticsCharts.map((chart, index) => [chart, answers[index]])) as {
    [C in AnalyticsChart]: Awaited<ReturnType<typeof readChart<C>>>;
  };
  return {
    range,
    quarters: recentQuarters(now.toISOString().slice(0, 10)),
    charts,
    countries: countries.map((row) => row.country!),
    partner: partner ? { id: partner.id, name: partner.company_name } : null,
    targetHours: range.filter.targetHours ?? env().DEAL_REVIEW_TARGET_HOURS,
  };
}

export type ConsoleAnalytics = Awaited<ReturnType<typeof consoleAnalytics>>;
export type { ChartAnswers };
