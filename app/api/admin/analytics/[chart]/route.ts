// GET /api/admin/analytics/{chart}?from=YYYY-MM-DD&to=YYYY-MM-DD[&partnerId=&tier=&country=&targetHours=]
// One chart's data as { chart, currency, rows } (admins only); &format=csv gives exactly its rows as CSV.
import { Refusal } from "@/lib/refusal";
import { withAdmin } from "@/lib/api/session";
import { chartCsv, readChart } from "@/lib/server/analytics/charts";
import { parseWith } from "@/lib/validation/parse";
import {
  analyticsCharts,
  analyticsMessages,
  analyticsQuerySchema,
  type AnalyticsChart,
} from "@/lib/validation/analytics";

export const GET = withAdmin({}, async ({ request, params }) => {
  const chart = params.chart as AnalyticsChart;
  if (!analyticsCharts.includes(chart)) throw new Refusal(404, analyticsMessages.unknownChart);
  const { format, ...filter } = parseWith(
    analyticsQuerySchema,
    Object.fromEntries(request.nextUrl.searchParams),
  );
  const answer = await readChart(chart, filter);
  if (format === "json") return { ...answer };
  return new Response(chartCsv(answer), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${chart}-${filter.from}-${filter.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
