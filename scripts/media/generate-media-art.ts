// Draws the explorer illustrations: a stylised finance dashboard per role and per task,
// as plain SVG (no fonts beyond the visitor's sans-serif, no external references).

export type ChartKind =
  | "line"
  | "bars"
  | "gauge"
  | "checklist"
  | "donut"
  | "tiles"
  | "forecast"
  | "waterfall"
  | "flow"
  | "segments"
  | "cashflow"
  | "timeline";

/** The chart each tab shows, in the order of content/roles.ts and content/tasks.ts. */
export const chartKinds: { roles: readonly ChartKind[]; tasks: readonly ChartKind[] } = {
  roles: ["line", "bars", "gauge", "checklist", "donut", "tiles"],
  tasks: ["forecast", "waterfall", "flow", "segments", "cashflow", "timeline"],
};

const palette = {
  bg: "#0b1020",
  card: "#141b33",
  panel: "#1d2646",
  grid: "#2a3560",
  text: "#e2e8f0",
  muted: "#94a3b8",
  good: "#22c55e",
  warn: "#f59e0b",
  bad: "#f43f5e",
  brand: "#4f46e5",
};

/** A small deterministic generator, so every run draws the same pictures. */
function random(seed: number): () => number {
  let state = seed * 2654435761;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const polyline = (points: [number, number][]) => points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" ");

function series(rand: () => number, count: number, start: number, drift: number, noise: number): number[] {
  const values = [start];
  for (let i = 1; i < count; i += 1)
    values.push(Math.min(0.95, Math.max(0.05, values[i - 1]! + drift + (rand() - 0.5) * noise)));
  return values;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function lineChart(
  box: Box,
  values: number[],
  color: string,
  opts: { area?: boolean; dash?: boolean } = {},
): string {
  const step = box.w / (values.length - 1);
  const pts = values.map((v, i) => [box.x + i * step, box.y + box.h * (1 - v)] as [number, number]);
  const area = opts.area
    ? `<polygon points="${polyline([[box.x, box.y + box.h], ...pts, [box.x + box.w, box.y + box.h]])}" fill="${color}" opacity="0.15"/>`
    : "";
  return `${area}<polyline points="${polyline(pts)}" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"${opts.dash ? ' stroke-dasharray="10 8"' : ""}/>`;
}

function bars(box: Box, values: number[], color: (i: number) => string, gap = 0.35): string {
  const slot = box.w / values.length;
  return values
    .map(
      (v, i) =>
        `<rect x="${r1(box.x + i * slot + (slot * gap) / 2)}" y="${r1(box.y + box.h * (1 - v))}" width="${r1(slot * (1 - gap))}" height="${r1(box.h * v)}" rx="6" fill="${color(i)}"/>`,
    )
    .join("");
}

function gridLines(box: Box): string {
  return [0.25, 0.5, 0.75, 1]
    .map(
      (f) =>
        `<line x1="${box.x}" x2="${box.x + box.w}" y1="${r1(box.y + box.h * f)}" y2="${r1(box.y + box.h * f)}" stroke="${palette.grid}" stroke-width="1"/>`,
    )
    .join("");
}

function arc(cx: number, cy: number, radius: number, from: number, to: number): string {
  const point = (a: number) => `${r1(cx + radius * Math.cos(a))} ${r1(cy + radius * Math.sin(a))}`;
  return `M ${point(from)} A ${radius} ${radius} 0 ${to - from > Math.PI ? 1 : 0} 1 ${point(to)}`;
}

function rows(box: Box, count: number, rand: () => number, accent: string, marks: boolean): string {
  const h = box.h / count;
  return Array.from({ length: count }, (_, i) => {
    const y = box.y + i * h;
    const done = i < count - 1 || !marks;
    const mark = marks
      ? `<circle cx="${box.x + 18}" cy="${r1(y + h / 2)}" r="12" fill="${done ? palette.good : palette.warn}"/>` +
        (done
          ? `<path d="M ${box.x + 12} ${r1(y + h / 2)} l 4 5 l 9 -10" stroke="${palette.bg}" stroke-width="3" fill="none"/>`
          : "")
      : "";
    const barWidth = (box.w - 260) * (0.4 + rand() * 0.6);
    return `<rect x="${box.x}" y="${r1(y + 6)}" width="${box.w}" height="${r1(h - 12)}" rx="10" fill="${palette.panel}"/>${mark}<rect x="${box.x + 44}" y="${r1(y + h / 2 - 5)}" width="${r1(barWidth)}" height="10" rx="5" fill="${palette.muted}" opacity="0.5"/><rect x="${box.x + box.w - 120}" y="${r1(y + h / 2 - 7)}" width="96" height="14" rx="7" fill="${accent}" opacity="0.8"/>`;
  }).join("");
}

function mainChart(kind: ChartKind, box: Box, rand: () => number, accent: string): string {
  const colors = [accent, palette.brand, palette.good, palette.warn, palette.bad];
  switch (kind) {
    case "line":
      return (
        gridLines(box) +
        lineChart(box, series(rand, 12, 0.45, 0.01, 0.12), palette.muted, { dash: true }) +
        lineChart(box, series(rand, 12, 0.35, 0.035, 0.12), accent, { area: true })
      );
    case "bars":
      return (
        gridLines(box) +
        bars(
          box,
          Array.from({ length: 8 }, () => 0.25 + rand() * 0.7),
          (i) => (i === 3 ? palette.good : accent),
        )
      );
    case "gauge": {
      const cx = box.x + box.w * 0.3;
      const cy = box.y + box.h * 0.78;
      const gauge = `<path d="${arc(cx, cy, 150, Math.PI, 2 * Math.PI)}" stroke="${palette.panel}" stroke-width="34" fill="none"/><path d="${arc(cx, cy, 150, Math.PI, Math.PI * 1.72)}" stroke="${accent}" stroke-width="34" fill="none" stroke-linecap="round"/><text x="${cx}" y="${cy - 20}" text-anchor="middle" font-size="56" font-weight="700" fill="${palette.text}">742</text>`;
      return (
        gauge +
        bars(
          { x: box.x + box.w * 0.6, y: box.y, w: box.w * 0.4, h: box.h },
          Array.from({ length: 6 }, () => 0.2 + rand() * 0.75),
          (i) => (i === 4 ? palette.warn : palette.brand),
        )
      );
    }
    case "checklist":
      return rows(box, 5, rand, accent, true);
    case "donut": {
      const cx = box.x + box.w * 0.22;
      const cy = box.y + box.h / 2;
      let angle = -Math.PI / 2;
      const shares = [0.38, 0.27, 0.2, 0.15];
      const ring = shares
        .map((share, i) => {
          const next = angle + share * 2 * Math.PI;
          const path = `<path d="${arc(cx, cy, 110, angle + 0.03, next - 0.03)}" stroke="${colors[i]}" stroke-width="44" fill="none"/>`;
          angle = next;
          return path;
        })
        .join("");
      const lines = { x: box.x + box.w * 0.48, y: box.y, w: box.w * 0.52, h: box.h };
      return (
        ring +
        gridLines(lines) +
        lineChart(lines, series(rand, 10, 0.3, 0.04, 0.1), accent) +
        lineChart(lines, series(rand, 10, 0.5, 0.02, 0.1), palette.good)
      );
    }
    case "tiles": {
      const w = (box.w - 40) / 3;
      const h = (box.h - 20) / 2;
      return Array.from({ length: 6 }, (_, i) => {
        const x = box.x + (i % 3) * (w + 20);
        const y = box.y + Math.floor(i / 3) * (h + 20);
        const inner = { x: x + 20, y: y + 60, w: w - 40, h: h - 80 };
        return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="14" fill="${palette.panel}"/><rect x="${r1(x + 20)}" y="${r1(y + 22)}" width="${r1(w * 0.45)}" height="12" rx="6" fill="${palette.muted}" opacity="0.5"/>${lineChart(inner, series(rand, 8, 0.3 + rand() * 0.3, 0.03, 0.2), colors[i % colors.length]!)}`;
      }).join("");
    }
    case "forecast":
      return (
        gridLines(box) +
        lineChart(box, series(rand, 12, 0.3, 0.04, 0.08), palette.muted, { dash: true }) +
        lineChart(box, series(rand, 12, 0.25, 0.045, 0.1), palette.brand) +
        lineChart(box, series(rand, 12, 0.28, 0.05, 0.06), accent, { area: true })
      );
    case "waterfall": {
      const slot = box.w / 7;
      let level = 0.35;
      const steps = [0.35, 0.12, -0.06, 0.18, -0.09, 0.1];
      return (
        gridLines(box) +
        steps
          .map((delta, i) => {
            const top = i === 0 ? delta : delta > 0 ? level + delta : level;
            const height = i === 0 ? delta : Math.abs(delta);
            if (i > 0) level += delta;
            const color = i === 0 ? palette.brand : delta > 0 ? palette.good : palette.bad;
            return `<rect x="${r1(box.x + i * slot + slot * 0.15)}" y="${r1(box.y + box.h * (1 - top))}" width="${r1(slot * 0.7)}" height="${r1(box.h * height)}" rx="6" fill="${color}"/>`;
          })
          .join("") +
        `<rect x="${r1(box.x + 6 * slot + slot * 0.15)}" y="${r1(box.y + box.h * (1 - level))}" width="${r1(slot * 0.7)}" height="${r1(box.h * level)}" rx="6" fill="${accent}"/>`
      );
    }
    case "flow": {
      const target = { x: box.x + box.w - 170, y: box.y + box.h / 2 - 70, w: 170, h: 140 };
      return (
        Array.from({ length: 4 }, (_, i) => {
          const y = box.y + i * (box.h / 4) + 12;
          return `<rect x="${box.x}" y="${r1(y)}" width="170" height="${r1(box.h / 4 - 24)}" rx="12" fill="${palette.panel}"/><rect x="${box.x + 20}" y="${r1(y + 26)}" width="${r1(60 + rand() * 70)}" height="12" rx="6" fill="${colors[i]}"/><path d="M ${box.x + 170} ${r1(y + box.h / 8 - 12)} C ${box.x + 360} ${r1(y + box.h / 8 - 12)}, ${target.x - 180} ${r1(target.y + target.h / 2)}, ${target.x} ${r1(target.y + target.h / 2)}" stroke="${colors[i]}" stroke-width="4" fill="none" opacity="0.7"/>`;
        }).join("") +
        `<rect x="${target.x}" y="${target.y}" width="${target.w}" height="${target.h}" rx="16" fill="${accent}" opacity="0.9"/><path d="M ${target.x + 55} ${target.y + 72} l 20 22 l 42 -46" stroke="${palette.bg}" stroke-width="10" fill="none" stroke-linecap="round"/>`
      );
    }
    case "segments": {
      const chart = { x: box.x, y: box.y, w: box.w * 0.55, h: box.h };
      const note = { x: box.x + box.w * 0.62, y: box.y, w: box.w * 0.38, h: box.h };
      const text = Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${note.x + 24}" y="${note.y + 70 + i * 40}" width="${r1((note.w - 48) * (i === 5 ? 0.5 : 0.8 + rand() * 0.2))}" height="12" rx="6" fill="${palette.muted}" opacity="0.5"/>`,
      ).join("");
      return (
        gridLines(chart) +
        bars(
          chart,
          Array.from({ length: 5 }, () => 0.3 + rand() * 0.65),
          (i) => colors[i % 3]!,
        ) +
        `<rect x="${note.x}" y="${note.y}" width="${note.w}" height="${note.h}" rx="14" fill="${palette.panel}"/><rect x="${note.x + 24}" y="${note.y + 28}" width="120" height="16" rx="8" fill="${accent}"/>${text}`
      );
    }
    case "cashflow": {
      const mid = box.y + box.h * 0.55;
      const slot = box.w / 13;
      const columns = Array.from({ length: 13 }, (_, i) => {
        const inflow = 0.2 + rand() * 0.35;
        const outflow = 0.1 + rand() * 0.3;
        const x = r1(box.x + i * slot + slot * 0.2);
        return `<rect x="${x}" y="${r1(mid - box.h * inflow)}" width="${r1(slot * 0.6)}" height="${r1(box.h * inflow)}" rx="4" fill="${palette.good}"/><rect x="${x}" y="${mid}" width="${r1(slot * 0.6)}" height="${r1(box.h * outflow * 0.8)}" rx="4" fill="${palette.bad}" opacity="0.8"/>`;
      }).join("");
      return (
        `<line x1="${box.x}" x2="${box.x + box.w}" y1="${mid}" y2="${mid}" stroke="${palette.muted}" stroke-width="2"/>${columns}` +
        lineChart({ x: box.x, y: box.y, w: box.w, h: box.h * 0.5 }, series(rand, 13, 0.4, 0.03, 0.1), accent)
      );
    }
    case "timeline": {
      const axis = box.y + box.h * 0.7;
      const points = Array.from({ length: 18 }, (_, i) => {
        const x = box.x + 20 + i * ((box.w - 40) / 17);
        const anomaly = i === 5 || i === 13;
        return `<circle cx="${r1(x)}" cy="${anomaly ? r1(axis - 120) : r1(axis - 20 - rand() * 50)}" r="${anomaly ? 14 : 8}" fill="${anomaly ? palette.bad : accent}"/>`;
      }).join("");
      return (
        gridLines(box) +
        `<line x1="${box.x}" x2="${box.x + box.w}" y1="${axis}" y2="${axis}" stroke="${palette.muted}" stroke-width="2"/>${points}` +
        rows({ x: box.x, y: axis + 20, w: box.w, h: box.h * 0.3 - 20 }, 1, rand, palette.good, true)
      );
    }
  }
}

export function drawExplorerArt({
  kind,
  seed,
  accent,
  width,
  height,
}: {
  kind: ChartKind;
  seed: number;
  accent: string;
  width: number;
  height: number;
}): string {
  const rand = random(seed * 7 + kind.length);
  const kpis = Array.from({ length: 3 }, (_, i) => {
    const x = 40 + i * 245;
    const value = [
      `+${(4 + rand() * 20).toFixed(1)}%`,
      `${(90 + rand() * 9.9).toFixed(1)}%`,
      `${(1 + rand() * 6).toFixed(1)}d`,
    ][i]!;
    const spark = lineChart(
      { x: x + 130, y: 112, w: 85, h: 40 },
      series(rand, 6, 0.4, 0.06, 0.2),
      i === 1 ? palette.good : accent,
    );
    return `<rect x="${x}" y="92" width="230" height="82" rx="14" fill="${palette.card}"/><text x="${x + 20}" y="145" font-size="30" font-weight="700" fill="${palette.text}">${value}</text>${spark}`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="ui-sans-serif, system-ui, Helvetica, Arial, sans-serif">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#121a36"/><stop offset="1" stop-color="${palette.bg}"/></linearGradient></defs>
<rect width="${width}" height="${height}" rx="28" fill="url(#bg)"/>
<circle cx="44" cy="46" r="7" fill="${palette.bad}"/><circle cx="68" cy="46" r="7" fill="${palette.warn}"/><circle cx="92" cy="46" r="7" fill="${palette.good}"/>
<rect x="126" y="39" width="180" height="14" rx="7" fill="${palette.muted}" opacity="0.4"/><rect x="${width - 150}" y="33" width="110" height="26" rx="13" fill="${accent}" opacity="0.9"/>
${kpis}
<rect x="40" y="194" width="${width - 80}" height="${height - 234}" rx="18" fill="${palette.card}"/>
${mainChart(kind, { x: 70, y: 224, w: width - 140, h: height - 294 }, rand, accent)}
</svg>
`;
}
