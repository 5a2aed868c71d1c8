import type { ReactNode } from "react";

// The analytics pages' date range: a plain GET form (no script), so the chosen range is in the
// address and a shared link shows the same charts. "Custom" reads the two dates; "Quarter"
// the quarter chosen; the others count back from today.

const field = "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-ink";
const label = "flex flex-col gap-1 text-sm font-medium text-slate-800";

export function RangeForm({
  action,
  preset,
  quarter,
  quarters,
  from,
  to,
  error,
  children,
}: {
  action: string;
  preset: string;
  quarter: string;
  quarters: readonly { value: string }[];
  from: string;
  to: string;
  error: string | null;
  /** More filters (the console's partner, tier, country and review target). */
  children?: ReactNode;
}) {
  return (
    <form
      method="get"
      action={action}
      aria-label="Date range and filters"
      className="mb-6 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <label className={label}>
        Period
        <select name="range" defaultValue={preset} className={field}>
          <option value="30">Last 30 days</option>
          <option value="90">Last 90 days</option>
          <option value="365">Last 365 days</option>
          <option value="quarter">A quarter</option>
          <option value="custom">Custom range</option>
        </select>
      </label>
      <label className={label}>
        Quarter
        <select name="quarter" defaultValue={quarter} className={field}>
          {quarters.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.value.replace("-", " ")}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        From
        <input type="date" name="from" defaultValue={from} className={field} />
      </label>
      <label className={label}>
        To
        <input type="date" name="to" defaultValue={to} className={field} />
      </label>
      {children}
      <button
        type="submit"
        className="rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
      >
        Show
      </button>
      <p className="w-full text-xs text-slate-600">
        Quarter uses the quarter chosen; From and To apply to a custom range. Showing {from} to {to} (UTC).
      </p>
      {error ? (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export const rangeFieldClass = field;
export const rangeLabelClass = label;
