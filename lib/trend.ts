// A card's trend label: a figure against the same figure for the previous month. There is
// nothing to compare with when the previous month's figure is zero (a new partner, a first
// payment), and then no label is shown.

export function trendLabel(current: number, previous: number): string | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous <= 0) return null;
  const percent = Math.round(((current - previous) / previous) * 100);
  return `${percent > 0 ? "+" : ""}${percent}% from last month`;
}
