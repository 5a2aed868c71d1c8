// One frame of the product video: an agent workspace in which five AI agents complete
// their tasks while the KPIs and a cash chart fill in. Every element starts and ends the
// 10 s cycle invisible or empty, so the loop has no visible seam.

export const VIDEO_FPS = 24;
export const VIDEO_SECONDS = 10;

const colors = {
  ink: "#0b1020",
  card: "#141b33",
  panel: "#1d2646",
  grid: "#2a3560",
  text: "#f1f5f9",
  muted: "#94a3b8",
  brand: "#6366f1",
  accent: "#22d3ee",
  good: "#22c55e",
};

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const ease = (value: number) => 1 - (1 - clamp(value)) ** 3;
const r1 = (n: number) => Math.round(n * 10) / 10;

/** Fades in over the first 0.6 s and out over the last 0.8 s of the loop. */
function cycleOpacity(t: number): number {
  return Math.min(clamp(t / 0.6), clamp((VIDEO_SECONDS - 0.2 - t) / 0.8));
}

const agents = [
  "Reconcile bank feeds",
  "Consolidate 12 entities",
  "Explain budget variances",
  "Forecast 13-week cash",
  "Draft the board pack",
];

function agentRows(t: number, fade: number): string {
  return agents
    .map((name, i) => {
      const y = 180 + i * 98;
      const progress = ease((t - 0.5 - i * 1.45) / 1.6);
      const done = progress >= 0.999;
      const status = done ? "Done" : progress > 0 ? "Working" : "Queued";
      const check = `<g opacity="${r1(fade * clamp((progress - 0.95) * 20))}"><circle cx="416" cy="${y + 22}" r="15" fill="${colors.good}"/><path d="M 408 ${y + 22} l 6 7 l 11 -13" stroke="${colors.ink}" stroke-width="3.5" fill="none" stroke-linecap="round"/></g>`;
      return `<rect x="64" y="${y}" width="380" height="80" rx="14" fill="${colors.panel}"/>
<text x="88" y="${y + 30}" font-size="19" font-weight="600" fill="${colors.text}">${name}</text>
<text x="88" y="${y + 56}" font-size="14" fill="${colors.muted}" opacity="${r1(0.4 + 0.6 * fade)}">${fade > 0.05 ? status : "Queued"}</text>
<rect x="180" y="${y + 48}" width="200" height="8" rx="4" fill="${colors.grid}"/>
<rect x="180" y="${y + 48}" width="${r1(200 * progress)}" height="8" rx="4" fill="${done ? colors.good : colors.accent}" opacity="${r1(fade)}"/>${check}`;
    })
    .join("\n");
}

function kpiTiles(t: number, fade: number): string {
  const progress = ease((t - 0.5) / 7.5);
  const tiles = [
    { label: "Close time", value: `${(9 - 6.2 * progress).toFixed(1)} days` },
    { label: "Files analysed", value: String(Math.round(124 * progress)) },
    { label: "Balances reconciled", value: `${Math.round(100 * progress)}%` },
  ];
  return tiles
    .map((tile, i) => {
      const x = 500 + i * 252;
      return `<rect x="${x}" y="110" width="236" height="150" rx="18" fill="${colors.card}"/>
<text x="${x + 24}" y="150" font-size="16" fill="${colors.muted}">${tile.label}</text>
<text x="${x + 24}" y="212" font-size="42" font-weight="700" fill="${colors.text}" opacity="${r1(fade)}">${tile.value}</text>`;
    })
    .join("\n");
}

function cashChart(t: number, fade: number): string {
  const box = { x: 540, y: 350, w: 660, h: 280 };
  const actual = [0.32, 0.38, 0.35, 0.46, 0.44, 0.53, 0.58, 0.55, 0.66, 0.7, 0.68, 0.78, 0.84];
  const forecast = actual.map((v, i) => Math.min(0.95, v + 0.06 + 0.03 * Math.sin(i)));
  const path = (values: number[]) =>
    values
      .map(
        (v, i) =>
          `${i === 0 ? "M" : "L"} ${r1(box.x + (i * box.w) / (values.length - 1))} ${r1(box.y + box.h * (1 - v))}`,
      )
      .join(" ");
  const drawn = ease((t - 1) / 6.5);
  const headIndex = drawn * (actual.length - 1);
  const lower = Math.floor(headIndex);
  const upper = Math.min(actual.length - 1, lower + 1);
  const headValue = actual[lower]! + (actual[upper]! - actual[lower]!) * (headIndex - lower);
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (f) =>
        `<line x1="${box.x}" x2="${box.x + box.w}" y1="${r1(box.y + box.h * f)}" y2="${r1(box.y + box.h * f)}" stroke="${colors.grid}"/>`,
    )
    .join("");
  return `<rect x="500" y="284" width="740" height="396" rx="18" fill="${colors.card}"/>
<text x="532" y="328" font-size="20" font-weight="600" fill="${colors.text}">Cash position, 13 weeks</text>
<text x="1208" y="328" font-size="15" text-anchor="end" fill="${colors.muted}">actual / AI forecast</text>
${grid}
<clipPath id="draw"><rect x="${box.x - 10}" y="${box.y - 20}" width="${r1(drawn * box.w + 10)}" height="${box.h + 40}"/></clipPath>
<g clip-path="url(#draw)" opacity="${r1(fade)}">
<path d="${path(actual)} L ${box.x + box.w} ${box.y + box.h} L ${box.x} ${box.y + box.h} Z" fill="${colors.accent}" opacity="0.14"/>
<path d="${path(forecast)}" stroke="${colors.brand}" stroke-width="4" stroke-dasharray="12 9" fill="none"/>
<path d="${path(actual)}" stroke="${colors.accent}" stroke-width="5" fill="none" stroke-linejoin="round"/>
</g>
<circle cx="${r1(box.x + drawn * box.w)}" cy="${r1(box.y + box.h * (1 - headValue))}" r="9" fill="${colors.text}" opacity="${r1(fade * clamp(drawn * 20))}"/>`;
}

export function drawVideoFrame(t: number, width: number, height: number): string {
  const fade = cycleOpacity(t);
  const phase = (2 * Math.PI * t) / VIDEO_SECONDS;
  const glowX = r1(640 + 260 * Math.sin(phase));
  const glowY = r1(360 + 120 * Math.cos(phase));
  const pulse = r1(0.45 + 0.55 * Math.abs(Math.sin(Math.PI * t)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1280 720" font-family="Liberation Sans, DejaVu Sans, sans-serif">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.ink}"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient>
<radialGradient id="glow" cx="${glowX}" cy="${glowY}" r="520" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${colors.brand}" stop-opacity="0.35"/><stop offset="1" stop-color="${colors.brand}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1280" height="720" fill="url(#bg)"/>
<rect width="1280" height="720" fill="url(#glow)"/>
<rect x="40" y="36" width="44" height="44" rx="11" fill="${colors.brand}"/>
<path d="M 52 68 V 48 H 68 M 52 58 H 65 M 72 68 l 5 -20" stroke="#fff" stroke-width="3.5" fill="none" stroke-linecap="round"/>
<text x="100" y="67" font-size="26" font-weight="700" fill="${colors.text}">Finlytic AI</text>
<text x="252" y="66" font-size="18" fill="${colors.muted}">Agent workspace</text>
<rect x="1126" y="40" width="114" height="36" rx="18" fill="${colors.card}"/>
<circle cx="1150" cy="58" r="7" fill="${colors.good}" opacity="${pulse}"/>
<text x="1166" y="64" font-size="16" font-weight="700" fill="${colors.text}">LIVE</text>
<rect x="40" y="110" width="428" height="570" rx="18" fill="${colors.card}"/>
<text x="64" y="152" font-size="20" font-weight="600" fill="${colors.text}">AI agents</text>
${agentRows(t, fade)}
${kpiTiles(t, fade)}
${cashChart(t, fade)}
</svg>
`;
}
