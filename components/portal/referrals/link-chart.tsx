import { linkTexts } from "@/content/links";
import { formatDay } from "@/lib/dates";
import type { LinkDay } from "@/lib/validation/links";

// A link's last 30 days: clicks as bars, leads as dots above them, in hand-written SVG that
// scales to its container (375 px phones included). The same figures follow as a table
// for screen readers and anyone who prefers numbers.

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 16, right: 8, bottom: 8, left: 40 };

/** `name` tells one link's chart from another's (the table is a labelled region of its own). */
export function LinkChart({ id, name, days }: { id: string; name: string; days: LinkDay[] }) {
  const max = Math.max(1, ...days.map((day) => Math.max(day.clicks, day.leads)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / Math.max(1, days.length);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const totals = days.reduce(
    (sum, day) => ({ clicks: sum.clicks + day.clicks, leads: sum.leads + day.leads }),
    { clicks: 0, leads: 0 },
  );
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const summary = `${totals.clicks} clicks and ${totals.leads} leads from ${formatDay(first)} to ${formatDay(last)}; the most in one day: ${max}.`;
  return (
    <figure className="mt-3">
      <figcaption id={`${id}-caption`} className="text-sm font-medium text-slate-800">
        {linkTexts.chartCaption}
      </figcaption>
      <div className="mt-1 flex gap-4 text-xs text-slate-700" aria-hidden="true">
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm bg-brand" /> Clicks
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-full bg-amber-600" /> Leads
        </span>
      </div>
      {/* The axis labels are text beside the drawing, not in it: inside the SVG they would
          scale with its width (tiny on a phone, 30 px tall on a wide screen). */}
      <div className="relative mt-2 text-xs text-slate-700">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full"
          role="img"
          aria-labelledby={`${id}-caption ${id}-summary`}
        >
          <desc id={`${id}-summary`}>{summary}</desc>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="stroke-slate-400" />
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(max)} y2={y(max)} className="stroke-slate-200" />
          {days.map((day, index) => {
            const x = PAD.left + index * step;
            return (
              <g key={day.date}>
                {day.clicks > 0 ? (
                  <rect
                    x={x + step * 0.15}
                    width={step * 0.7}
                    y={y(day.clicks)}
                    height={y(0) - y(day.clicks)}
                    rx={2}
                    className="fill-brand"
                  />
                ) : null}
                {day.leads > 0 ? (
                  <circle cx={x + step / 2} cy={y(day.leads)} r={6} className="fill-amber-600 stroke-white" />
                ) : null}
              </g>
            );
          })}
        </svg>
        <span
          aria-hidden="true"
          className="absolute left-0 -translate-y-1/2"
          style={{ top: `${(y(max) / HEIGHT) * 100}%` }}
        >
          {max}
        </span>
        <span
          aria-hidden="true"
          className="absolute left-0 -translate-y-1/2"
          style={{ top: `${(y(0) / HEIGHT) * 100}%` }}
        >
          0
        </span>
      </div>
      <div className="flex justify-between text-xs text-slate-700" aria-hidden="true">
        <span style={{ marginLeft: `${(PAD.left / WIDTH) * 100}%` }}>{formatDay(first)}</span>
        <span>{formatDay(last)}</span>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-dark">{linkTexts.showTable}</summary>
        {/* Scrolls on its own: focusable, so a keyboard can scroll it too. */}
        <div
          className="mt-2 max-h-64 overflow-auto"
          tabIndex={0}
          role="region"
          aria-label={`${name}: ${linkTexts.chartCaption.toLowerCase()}, as a table`}
        >
          <table className="w-full text-left">
            <caption className="sr-only">{linkTexts.chartCaption}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  Day
                </th>
                <th scope="col" className="py-1 pr-4">
                  Clicks
                </th>
                <th scope="col" className="py-1">
                  Leads
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {formatDay(day.date)}
                  </th>
                  <td className="py-1 pr-4">{day.clicks}</td>
                  <td className="py-1">{day.leads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
