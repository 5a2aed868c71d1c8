import { formatMoney, formatMoneyList } from "@/lib/money";

// Words and numbers of the analytics charts, through the one money formatter.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11" as "Nov 2026". */
export function monthLabel(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** "2026-11" as "Nov 26", for the chart's axis. */
export function shortMonth(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;
}

export const money = (minor: number, currency: string) => formatMoney(minor, currency);
export const compactMoney = (currency: string) => (minor: number) =>
  formatMoney(minor, currency, { compact: true });

/** Each currency's own amount side by side ("€1,000.00 · ¥5,000"), or a dash. */
export function moneyList(lines: readonly { currency: string; amountMinor: number }[]): string {
  return formatMoneyList(
    lines.map((line) => ({ minor: line.amountMinor, currency: line.currency })),
    { empty: "—" },
  );
}

export const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString("en-US")} ${value === 1 ? one : many}`;

export const orDash = (value: number | null, unit = "") => (value === null ? "—" : `${value}${unit}`);
