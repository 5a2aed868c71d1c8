// GET /api/partners/performance/{chart}?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv]: one chart of the
// signed-in partner's own performance (won-revenue, pipeline, commissions, links, win-rate).
import { Refusal } from "@/lib/refusal";
import { withPartner } from "@/lib/api/session";
import { chartCsv } from "@/lib/server/analytics/charts";
import {
  partnerChartMessages,
  partnerCharts,
  readPartnerChart,
  type PartnerChart,
} from "@/lib/server/analytics/partner";
import { analyticsQuerySchema } from "@/lib/validation/analytics";
import { parseWith } from "@/lib/validation/parse";

export const GET = withPartner({ permission: "deals:read" }, async ({ request, params, auth }) => {
  const chart = params.chart as PartnerChart;
  if (!partnerCharts.includes(chart)) throw new Refusal(404, partnerChartMessages.unknownChart);
  const query = request.nextUrl.searchParams;
  const { format, from, to } = parseWith(analyticsQuerySchema, {
    from: query.get("from") ?? undefined,
    to: query.get("to") ?? undefined,
    format: query.get("format") ?? undefined,
  });
  const viewer = { partnerId: auth.partnerId, userId: auth.user.id, role: auth.memberRole };
  const answer = await readPartnerChart(viewer, chart, { from, to });
  if (format === "json") return { ...answer };
  return new Response(
    chartCsv({ ...answer, chart: answer.chart === "win-rate" ? "leaderboard" : answer.chart }),
    {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${chart}-${from}-${to}.csv"`,
        "Cache-Control": "private, no-store",
      },
    },
  );
});
