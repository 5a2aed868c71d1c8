import { arc, bars, gridLines, lineChart, palette, rows, series, r1, type Box } from "./media-art-primitives";

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

export function mainChart(kind: ChartKind, box: Box, rand: () => number, accent: string): string {
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
