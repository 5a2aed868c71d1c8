import "server-only";
import { DAY_MS } from "@/lib/time";
import { analyticsQuerySchema, type AnalyticsFilter } from "@/lib/validation/analytics";

// The date range of the analytics pages, from their GET form: the last 30, 90 or 365 days, a
// calendar quarter, or a custom from/to. A bad custom range is said so, and the default shown.

export const rangePresets = ["30", "90", "365", "quarter", "custom"] as const;
export type RangePreset = (typeof rangePresets)[number];
export const DEFAULT_PRESET: RangePreset = "90";

type Params = Record<string, string | string[] | undefined>;
const first = (params: Params, key: string) => {
  const value = params[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last eight quarters, newest first: { value: "2026-Q4", from, to }. */
export function recentQuarters(today: string) {
  let year = Number(today.slice(0, 4));
  let quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  const quarters: { value: string; from: string; to: string }[] = [];
  for (let i = 0; i < 8; i += 1) {
    const from = `${year}-${String((quarter - 1) * 3 + 1).padStart(2, "0")}-01`;
    const to = day(Date.UTC(year, quarter * 3, 0));
    quarters.push({ value: `${year}-Q${quarter}`, from, to: to < today ? to : today });
    quarter -= 1;
    if (quarter === 0) [year, quarter] = [year - 1, 4];
  }
  return quarters;
}

export interface PageRange {
  preset: RangePreset;
  quarter: string;
  from: string;
  to: string;
  /** Why the request's range was not used, if it was not. */
  error: string | null;
  /** The rest of the filter (console: partner, tier, country), as given. */
  filter: AnalyticsFilter;
}

/** The page's filter from its query string; `today` is the current UTC day. */
export function pageRange(params: Params, now = new Date()): PageRange {
  const today = day(now.getTime());
  const quarters = recentQuarters(today);
  const asked = first(params, "range");
  const preset = (rangePresets as readonly string[]).includes(asked ?? "")
    ? (asked as RangePreset)
    : DEFAULT_PRESET;
  const quarter = quarters.find((entry) => entry.value === first(params, "quarter")) ?? quarters[0]!;
  const daysBack = (days: number) => day(now.getTime() - (days - 1) * DAY_MS);
  let from =
    preset === "quarter" ? quarter.from : daysBack(Number(preset === "custom" ? DEFAULT_PRESET : preset));
  let to = preset === "quarter" ? quarter.to : today;
  const input = {
    from: preset === "custom" ? first(params, "from") : from,
    to: preset === "custom" ? first(params, "to") : to,
    partnerId: first(params, "partnerId"),
    tier: first(params, "tier"),
    country: first(params, "country"),
    targetHours: first(params, "targetHours"),
  };
  const parsed = analyticsQuerySchema.safeParse(input);
  if (parsed.success) {
    const { format: _format, ...filter } = parsed.data;
    void _format;
    return { preset, quarter: quarter.value, from: filter.from, to: filter.to, error: null, filter };
  }
  const error = parsed.error.issues[0]?.message ?? "This range cannot be shown.";
  const fallback = analyticsQuerySchema.safeParse({ ...input, from, to });
  const { format: _unused, ...filter } = fallback.success ? fallback.data : { from, to, format: "json" };
  void _unused;
  [from, to] = [filter.from, filter.to];
  return { preset, quarter: quarter.value, from, to, error, filter };
}
