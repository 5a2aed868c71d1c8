import type { ReactNode } from "react";
import type { BarSeries } from "./bar-chart";

// One chart's frame: its heading, the text summary (what a screen reader hears first), the
// picture, the legend, its numbers in a disclosed table and the CSV of exactly those numbers.

export function ChartPanel({
  id,
  title,
  summary,
  rule,
  legend,
  csvHref,
  head,
  rows,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  /** How money was brought into one currency, when it was. */
  rule?: string | null;
  legend?: readonly BarSeries[];
  csvHref: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="min-w-0 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700" data-testid={`${id}-summary`}>
        {summary}
      </p>
      {rule ? <p className="mt-1 text-xs text-slate-600">{rule}</p> : null}
      <div className="mt-3">{children}</div>
      {legend && legend.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-3 text-xs text-slate-700">
          {legend.map((entry) => (
            <li key={entry.name} className="flex items-center gap-1">
              <svg aria-hidden="true" width="10" height="10" className={entry.fill}>
                <rect width="10" height="10" />
              </svg>
              {entry.name}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-4 text-sm">
        <details className="min-w-0 flex-1">
          <summary className="cursor-pointer font-medium text-brand-dark">The numbers</summary>
          {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
          <div
            role="group"
            aria-label={`${title}: the numbers`}
            tabIndex={0}
            className="mt-2 overflow-x-auto"
          >
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  {head.map((cell) => (
                    <th key={cell} scope="col" className="whitespace-nowrap px-2 py-1 font-medium">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index} className="border-b border-slate-100">
                    {row.map((cell, column) => (
                      <td key={column} className="whitespace-nowrap px-2 py-1 text-slate-800">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
        <a href={csvHref} className="font-medium text-brand-dark underline underline-offset-2" download>
          Download CSV<span className="sr-only"> of {title}</span>
        </a>
      </div>
    </section>
  );
}
