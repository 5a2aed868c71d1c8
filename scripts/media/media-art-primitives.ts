// The drawing primitives of the explorer illustrations: palette, seeded noise and SVG shapes.

export const palette = {
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
export function random(seed: number): () => number {
  let state = seed * 2654435761;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const r1 = (n: number) => Math.round(n * 10) / 10;
export const polyline = (points: [number, number][]) => points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" ");

export function series(
  rand: () => number,
  count: number,
  start: number,
  drift: number,
  noise: number,
): number[] {
  const values = [start];
  for (let i = 1; i < count; i += 1)
    values.push(Math.min(0.95, Math.max(0.05, values[i - 1]! + drift + (rand() - 0.5) * noise)));
  return values;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function lineChart(
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

export function bars(box: Box, values: number[], color: (i: number) => string, gap = 0.35): string {
  const slot = box.w / values.length;
  return values
    .map(
      (v, i) =>
        `<rect x="${r1(box.x + i * slot + (slot * gap) / 2)}" y="${r1(box.y + box.h * (1 - v))}" width="${r1(slot * (1 - gap))}" height="${r1(box.h * v)}" rx="6" fill="${color(i)}"/>`,
    )
    .join("");
}

export function gridLines(box: Box): string {
  return [0.25, 0.5, 0.75, 1]
    .map(
      (f) =>
        `<line x1="${box.x}" x2="${box.x + box.w}" y1="${r1(box.y + box.h * f)}" y2="${r1(box.y + box.h * f)}" stroke="${palette.grid}" stroke-width="1"/>`,
    )
    .join("");
}

export function arc(cx: number, cy: number, radius: number, from: number, to: number): string {
  const point = (a: number) => `${r1(cx + radius * Math.cos(a))} ${r1(cy + radius * Math.sin(a))}`;
  return `M ${point(from)} A ${radius} ${radius} 0 ${to - from > Math.PI ? 1 : 0} 1 ${point(to)}`;
}

export function rows(box: Box, count: number, rand: () => number, accent: string, marks: boolean): string {
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
