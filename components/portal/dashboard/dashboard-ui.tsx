import type { ReactNode } from "react";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { enumLabel } from "@/content/portal-labels";
import { statusClasses } from "./format";

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClasses(status)}`}>
      {label ?? enumLabel(status)}
    </span>
  );
}

/**
 * A figure's card. `exact` is the full amount when `value` abbreviates it ($18.8K): shown
 * on hover and read by screen readers instead. `trend` is a whole label, given only when
 * there is a previous month to compare with.
 */
export function StatCard({
  label,
  value,
  note,
  trend,
  exact,
}: {
  label: string;
  value: ReactNode;
  note?: string;
  trend?: string | null;
  exact?: string;
}) {
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="stat-card">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      {exact ? (
        <p className="mt-2 text-2xl font-bold text-ink" title={exact}>
          <span aria-hidden="true">{value}</span>
          <span className="sr-only" data-testid="exact-amount">
            {exact}
          </span>
        </p>
      ) : (
        <p className="mt-2 text-2xl font-bold text-ink">{value}</p>
      )}
      {trend ? (
        <p className="mt-1 text-xs font-semibold text-green-800" data-testid="trend">
          {trend}
        </p>
      ) : null}
      {note ? <p className="mt-1 text-xs text-slate-600">{note}</p> : null}
    </div>
  );
}

/** A white card with a heading and optional actions on the right. */
export function Panel({
  title,
  actions,
  children,
  headingLevel = 2,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading className="text-lg font-semibold text-ink">{title}</Heading>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      className="h-2 overflow-hidden rounded-full bg-slate-200"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** A tab whose data could not be loaded: the reason and Retry, instead of empty figures. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      title={message}
      action={
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      Your data is safe. Select Retry to load it again.
    </Alert>
  );
}

/** An empty list: what is missing and what to do about it (`action`, a button or link). */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
      <p>{children}</p>
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}

/** Label and value pairs of a card. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
      {items.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-slate-600">{term}</dt>
          <dd className="break-words font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
