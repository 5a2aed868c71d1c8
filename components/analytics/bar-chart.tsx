import { useId } from "react";

// A bar chart drawn on the server as SVG: no chart library and no script. It is one image to
// assistive technology (role="img", named by its <title> and described by its <desc>); the
// numbers are in the table beside it. A period with nothing gets no bar (it is empty, never
// joined to its neighbours by a line), and a negative total (reversals) a bar below the axis.

export interface BarSeries {
  name: string;
  /** A Tailwind fill class. */
  fill: string;
  values: readonly (number | null)[];
}

const WIDTH = 360;
const HEIGHT = 200;
const PAD = { top: 14, right: 8, bottom: 26, left: 8 };
const MAX_LABELS = 6;

export function BarChart({
  title,
  description,
  categories,
  series,
  axisLabel,
}: {
  title: string;
  description: string;
  /** The x-axis categories (months, steps), short. */
  categories: readonly string[];
  series: readonly BarSeries[];
  /** The largest value as text, shown at the top of the axis ("$1.2M"). */
  axisLabel: (value: number) => string;
}) {
  const id = useId();
  const values = series.flatMap((entry) => entry.values.map((value) => value ?? 0));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + ((max - value) / span) * plotHeight;
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, categories.length);
  const bar = Math.max(1, (slot * 0.8) / series.length);
  const labelEvery = Math.max(1, Math.ceil(categories.length / MAX_LABELS));
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full max-w-2xl"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="stroke-slate-400" />
      {max > 0 ? (
        <>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(max)}
            y2={y(max)}
            className="stroke-slate-200"
            strokeDasharray="3 3"
          />
          <text x={PAD.left} y={y(max) - 3} className="fill-slate-600 text-[10px]">
            {axisLabel(max)}
          </text>
        </>
      ) : null}
      {categories.map((category, index) => (
        <g key={category}>
          {series.map((entry, serie) => {
            const value = entry.values[index];
            if (!value) return null;
            const top = Math.min(y(value), y(0));
            return (
              <rect
                key={entry.name}
                x={PAD.left + index * slot + slot * 0.1 + serie * bar}
                y={top}
                width={bar}
                height={Math.max(1, Math.abs(y(value) - y(0)))}
                className={entry.fill}
              />
            );
          })}
          {index % labelEvery === 0 ? (
            <text
              x={PAD.left + index * slot + slot / 2}
              y={HEIGHT - 8}
              textAnchor={labelEvery > 1 ? "start" : "middle"}
              className="fill-slate-600 text-[10px]"
            >
              {category}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}
