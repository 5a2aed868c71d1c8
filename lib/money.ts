// Money as the ledger keeps it: integer minor units (cents) with an ISO 4217 currency code.
// This module is the only place that converts between minor units and the major units
// people and API clients read; rounding is half away from zero and happens where a rate
// is applied. Usable by client and server (no Node APIs).

export const DEFAULT_CURRENCY = "USD";

export interface Money {
  minor: number;
  currency: string;
}

const decimalsCache = new Map<string, number>();

/** The currency's own number of decimals (USD 2, JPY 0, KWD 3). */
export function currencyDecimals(currency: string): number {
  const cached = decimalsCache.get(currency);
  if (cached !== undefined) return cached;
  const digits =
    new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ??
    2;
  decimalsCache.set(currency, digits);
  return digits;
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/;

/**
 * A decimal text scaled by 10^scale, rounded half away from zero, as a bigint. Numbers are
 * read through their shortest text (1000.1 is "1000.1"), so a stored double converts to
 * the decimal it was typed as.
 */
function scaleDecimal(value: number | string, scale: number): bigint {
  const text = typeof value === "number" ? numberText(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: ${text}`);
  const [, sign, whole, fraction = ""] = match;
  const kept = BigInt(whole! + fraction.slice(0, scale).padEnd(scale, "0"));
  const roundUp = fraction.length > scale && fraction.charCodeAt(scale) >= 53; // "5"
  const magnitude = roundUp ? kept + 1n : kept;
  return sign === "-" ? -magnitude : magnitude;
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  // Shortest round-trip text; exponent forms (1e21, 1e-7) written out in full.
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, "");
}

function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount out of range: ${value}`);
  }
  return Number(value);
}

/** Major units (18750.5 or "18750.50") to integer minor units of the currency. */
export function toMinor(major: number | string, currency: string = DEFAULT_CURRENCY): number {
  return toSafeNumber(scaleDecimal(major, currencyDecimals(currency)));
}

/** The exact decimal text of minor units in major units ("18750.50", "-0.05", "1200" for JPY). */
export function toMajorText(minor: number | bigint, currency: string = DEFAULT_CURRENCY): string {
  const digits = currencyDecimals(currency);
  const value = BigInt(minor);
  const magnitude = (value < 0n ? -value : value).toString().padStart(digits + 1, "0");
  const whole = magnitude.slice(0, magnitude.length - digits);
  const text = digits === 0 ? whole : `${whole}.${magnitude.slice(-digits)}`;
  return value < 0n ? `-${text}` : text;
}

/** Minor units to the major-unit number JSON carries (the nearest double of the exact decimal). */
export function toMajor(minor: number | bigint, currency: string = DEFAULT_CURRENCY): number {
  return Number(toMajorText(minor, currency));
}

/**
 * Applies a percent rate (12.5 means 12.5 %) to minor units: one rounding, half away from
 * zero, on the exact product (the rate is read as the decimal it is written as).
 */
export function applyRate(minor: number, ratePercent: number | string): number {
  const RATE_SCALE = 6;
  const scaledRate = scaleDecimal(ratePercent, RATE_SCALE);
  const product = BigInt(minor) * scaledRate;
  const divisor = 100n * 10n ** BigInt(RATE_SCALE);
  const quotient = product / divisor;
  const remainder = product % divisor;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  const rounded = twice >= divisor ? quotient + (product < 0n ? -1n : 1n) : quotient;
  return toSafeNumber(rounded);
}

/**
 * A database value of minor units (a sum or a bigint column) to a number. SQLite returns
 * integers; PostgreSQL returns bigint and numeric as text, parsed here without a float.
 */
export function minorFromDb(value: number | string | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer amount: ${value}`);
    return value;
  }
  const text = String(value).trim();
  if (!/^-?\d+$/.test(text)) throw new RangeError(`Not an integer amount: ${text}`);
  return toSafeNumber(BigInt(text));
}

/** Sum of minor units, exact (bigint arithmetic, checked to fit a safe integer). */
export function sumMinor(values: Iterable<number | string | bigint | null | undefined>): number {
  let total = 0n;
  for (const value of values) total += BigInt(minorFromDb(value));
  return toSafeNumber(total);
}

export interface FormatOptions {
  /** Cards only: $18.8K, with the exact amount given alongside (title or screen-reader text). */
  compact?: boolean;
}

/** Minor units as people read them: "$18,750.00", "¥1,200", or compact "$18.8K", "$125.0K" (one decimal). */
export function formatMoney(
  minor: number,
  currency: string = DEFAULT_CURRENCY,
  options: FormatOptions = {},
): string {
  const digits = currencyDecimals(currency);
  if (options.compact && Math.abs(minor) >= 1000 * 10 ** digits) {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      notation: "compact",
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(toMajor(minor, currency));
  }
  const format = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // The exact decimal text, so no amount passes through a float on its way to the screen.
  return format.format(toMajorText(minor, currency) as `${number}`);
}

/** The currencies deals, commissions and payouts may be in. */
export const currencies = ["USD", "EUR", "GBP", "CAD", "AUD", "INR", "JPY"] as const;
export type CurrencyCode = (typeof currencies)[number];

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (currencies as readonly string[]).includes(value);
}

/**
 * Converts minor units of `from` into minor units of `to` at `rate` (1 `from` = rate `to`,
 * as decimal text or number): exact decimal product, rounded once half away from zero into
 * the target's own minor unit (JPY has none).
 */
export function convertMinor(minor: number, from: string, to: string, rate: number | string): number {
  const RATE_SCALE = 10;
  const scaledRate = scaleDecimal(rate, RATE_SCALE);
  const shift = currencyDecimals(to) - currencyDecimals(from) - RATE_SCALE;
  let product = BigInt(minor) * scaledRate;
  if (shift >= 0) return toSafeNumber(product * 10n ** BigInt(shift));
  const divisor = 10n ** BigInt(-shift);
  const quotient = product / divisor;
  const remainder = product % divisor;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  product = twice >= divisor ? quotient + (product < 0n ? -1n : 1n) : quotient;
  return toSafeNumber(product);
}

/** Per-currency totals, in the order the currencies first appear (a figure never adds two currencies). */
export function totalsByCurrency(lines: Iterable<Money>): Money[] {
  const totals = new Map<string, bigint>();
  for (const line of lines) totals.set(line.currency, (totals.get(line.currency) ?? 0n) + BigInt(line.minor));
  return [...totals].map(([currency, minor]) => ({ currency, minor: toSafeNumber(minor) }));
}

/**
 * Several currencies' amounts as one text: "$61,200.00 · €12,000.00 · ¥750,000" (each in its
 * own currency, never added together); `empty` when there are none, zero amounts left out
 * unless all are zero.
 */
export function formatMoneyList(
  totals: readonly Money[],
  options: FormatOptions & { empty?: string } = {},
): string {
  const shown = totals.filter((total) => total.minor !== 0);
  const list = shown.length > 0 ? shown : totals.slice(0, 1);
  if (list.length === 0) return options.empty ?? formatMoney(0, DEFAULT_CURRENCY, options);
  return list.map((total) => formatMoney(total.minor, total.currency, options)).join(" · ");
}

/** One rate as people read it: "1 EUR = 1.08 USD". */
export const formatRate = (from: string, to: string, rate: string) => `1 ${from} = ${rate} ${to}`;

/** A conversion as it is stated beside a converted figure. */
export interface StatedRate {
  from: string;
  to: string;
  originalMinor: number;
  rate: string;
  /** The day the rate took effect (YYYY-MM-DD); null when no conversion was needed. */
  effectiveFrom: string | null;
  convertedMinor: number;
}

/**
 * "€12,000.00 = $12,960.00 at 1 EUR = 1.08 USD (rate of 2026-11-01)"; the amount alone when
 * no conversion was needed.
 */
export function formatConversion(line: StatedRate): string {
  const original = formatMoney(line.originalMinor, line.from);
  if (line.from === line.to) return original;
  const since = line.effectiveFrom ? ` (rate of ${line.effectiveFrom})` : "";
  const converted = formatMoney(line.convertedMinor, line.to);
  return `${original} = ${converted} at ${formatRate(line.from, line.to, line.rate)}${since}`;
}

/** Major units (as the partner endpoints carry them) through the one formatter: "€80,000.00". */
export function formatMajor(
  major: number | null | undefined,
  currency: string = DEFAULT_CURRENCY,
  options: FormatOptions = {},
): string {
  if (major === null || major === undefined || !Number.isFinite(major)) return "—";
  return formatMoney(toMinor(major, currency), currency, options);
}
