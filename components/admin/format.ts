import { formatDay, formatDayTime } from "@/lib/dates";

// Display formats for the console. Dates come from lib/dates.ts, the one formatter: UTC, the
// same on the server and in the browser, so server-rendered text never disagrees with a client
// re-render. A value that is not a date is shown as stored.

/** "23 Feb 2027, 17:20 UTC"; "—" when missing. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  return formatDayTime(iso, iso);
}

/** "23 Feb 2027"; "—" when missing. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  return formatDay(iso, iso);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * A field or action name in words: "commission_rate" → "Commission rate", "paidOn" → "Paid on". Status, stage and
 * tier codes are not field names: their words come from enumLabel() (content/portal-labels.ts).
 */
export function fieldLabel(value: string | null | undefined): string {
  if (!value) return "—";
  // camelCase keys ("protectionExpires") read as words too: "Protection expires".
  const text = value
    .replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
    .replaceAll("_", " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A query string from `params`, leaving out empty values (and page 1). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === "" || (key === "page" && Number(value) === 1)) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
