// Dates as people read them, the same on the server, in the browser and in emails:
// "23 Feb 2027" and "23 Feb 2027, 17:20 UTC". Always UTC, so a server-rendered date never
// disagrees with a client re-render or with the email that announced it.

const day = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const time = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "UTC",
});

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "23 Feb 2027"; `fallback` for a missing or unreadable date. */
export function formatDay(value: string | Date | null | undefined, fallback = "—"): string {
  const date = toDate(value);
  return date ? day.format(date) : fallback;
}

/** "23 Feb 2027, 17:20 UTC"; `fallback` for a missing or unreadable date. */
export function formatDayTime(value: string | Date | null | undefined, fallback = "—"): string {
  const date = toDate(value);
  return date ? `${day.format(date)}, ${time.format(date)} UTC` : fallback;
}
