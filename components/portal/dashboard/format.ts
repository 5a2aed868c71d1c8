import { formatDay } from "@/lib/dates";
import { DEFAULT_CURRENCY, formatMoney, formatMoneyList, toMinor } from "@/lib/money";

// Display rules of the dashboard: money, dates, status colours. The words for
// statuses, stages and tiers come from enumLabel() in content/portal-labels.ts.

/** A card's amount (major units of `currency`): abbreviated, with the exact amount beside it. */
export function cardMoney(
  value: number | null | undefined,
  currency = DEFAULT_CURRENCY,
): { value: string; exact: string } {
  const minor = toMinor(Number(value) || 0, currency);
  return { value: formatMoney(minor, currency, { compact: true }), exact: formatMoney(minor, currency) };
}

/**
 * A card's amounts in several currencies (minor units), each in its own currency and never
 * added: "$61.2K · €12.0K", with the exact list beside it.
 */
export function cardMoneyList(lines: readonly { amountMinor: number; currency: string }[] | undefined): {
  value: string;
  exact: string;
} {
  const list = (lines ?? []).map((line) => ({ minor: line.amountMinor, currency: line.currency }));
  return { value: formatMoneyList(list, { compact: true }), exact: formatMoneyList(list) };
}

/** A table's amount (major units of `currency`), exact: $18,750.00. */
export const exactMoney = (value: number, currency = DEFAULT_CURRENCY) =>
  formatMoney(toMinor(value, currency), currency);

/** A deal's or referral's value (major units of `currency`), abbreviated from 1,000: "€80.0K", "¥5.0M". */
export const compactMoney = (value: number | null | undefined, currency = DEFAULT_CURRENCY) =>
  formatMoney(toMinor(Number(value) || 0, currency), currency, { compact: true });

/** A day as people read it, "23 Feb 2027" (lib/dates.ts); "N/A" for a missing or unreadable date. */
export const formatDate = (value: string | null | undefined): string => formatDay(value, "N/A");

const tones = {
  amber: "bg-amber-100 text-amber-900",
  green: "bg-green-100 text-green-900",
  emerald: "bg-emerald-100 text-emerald-900",
  blue: "bg-blue-100 text-blue-900",
  red: "bg-red-100 text-red-900",
  grey: "bg-slate-100 text-slate-800",
} as const;

const statusTone: Record<string, keyof typeof tones> = {
  pending: "amber",
  in_review: "amber",
  under_review: "amber",
  processing: "amber",
  requested: "amber",
  approved: "green",
  paid: "green",
  completed: "green",
  qualified: "green",
  closed_won: "emerald",
  converted: "emerald",
  submitted: "amber",
  contacted: "blue",
  proposal_sent: "blue",
  rejected: "red",
  closed_lost: "red",
};

/** The badge classes of a status; unknown statuses are grey. */
export const statusClasses = (status: string) => tones[statusTone[status] ?? "grey"];
export const statusToneName = (status: string) => statusTone[status] ?? "grey";

/** The share of referrals converted, as a rounded percent; 0 without referrals. */
export function conversionRate(statuses: readonly string[]): number {
  if (statuses.length === 0) return 0;
  return Math.round((statuses.filter((s) => s === "converted").length / statuses.length) * 100);
}
