// Draws the explorer illustrations: a stylised finance dashboard per role and per task,
// as plain SVG (no fonts beyond the visitor's sans-serif, no external references).

import { mainChart, type ChartKind } from "./media-art-charts";
import { lineChart, palette, random, series } from "./media-art-primitives";

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
