import { describe, expect, it } from "vitest";
import {
  applyRate,
  convertMinor,
  currencies,
  isCurrency,
  currencyDecimals,
  formatMoney,
  minorFromDb,
  sumMinor,
  toMajor,
  toMajorText,
  toMinor,
} from "./money";

describe("money", () => {
  it("knows each currency's decimals", () => {
    expect([currencyDecimals("USD"), currencyDecimals("JPY"), currencyDecimals("KWD")]).toEqual([2, 0, 3]);
  });

  it("converts major units to minor units exactly, from numbers and decimal text", () => {
    expect(toMinor(1000.1)).toBe(100010);
    expect(toMinor(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 as a double
    expect(toMinor(1.005)).toBe(101); // half away from zero on the decimal as written
    expect(toMinor(-1.005)).toBe(-101);
    expect(toMinor("18750.50")).toBe(1875050);
    expect(toMinor(1200, "JPY")).toBe(1200);
    expect(toMinor(1e-7)).toBe(0);
    expect(() => toMinor("12,50")).toThrow(RangeError);
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
  });

  it("gives major units with the currency's own decimals", () => {
    expect(toMajorText(1875050)).toBe("18750.50");
    expect(toMajorText(-5)).toBe("-0.05");
    expect(toMajorText(1200, "JPY")).toBe("1200");
    expect(toMajor(100010)).toBe(1000.1);
    expect(toMajor(1234, "KWD")).toBe(1.234);
  });

  it("applies a rate with one rounding, half away from zero", () => {
    expect(applyRate(100010, 12.5)).toBe(12501); // 12501.25
    expect(applyRate(100010, 15)).toBe(15002); // 15001.5 rounds up
    expect(applyRate(-100010, 15)).toBe(-15002); // and away from zero below it
    expect(applyRate(12500000, 12.35)).toBe(1543750);
    expect(applyRate(1, 50)).toBe(1); // 0.5
    expect(applyRate(1, 49.99)).toBe(0);
    expect(applyRate(Number.MAX_SAFE_INTEGER, 100)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("reads database sums exactly, PostgreSQL's text included", () => {
    expect(minorFromDb("9007199254740991")).toBe(Number.MAX_SAFE_INTEGER);
    expect(minorFromDb(null)).toBe(0);
    expect(() => minorFromDb("9007199254740993")).toThrow(RangeError);
    expect(() => minorFromDb("12.5")).toThrow(RangeError);
    expect(() => minorFromDb(0.5)).toThrow(RangeError);
    expect(sumMinor([1, "2", 3n, null])).toBe(6);
  });

  it("formats exactly, and abbreviates only when asked", () => {
    expect(formatMoney(1875000)).toBe("$18,750.00");
    expect(formatMoney(900719925474099)).toBe("$9,007,199,254,740.99");
    expect(formatMoney(-5)).toBe("-$0.05");
    expect(formatMoney(120000, "JPY")).toBe("¥120,000");
    expect(formatMoney(1875000, "USD", { compact: true })).toBe("$18.8K");
    expect(formatMoney(12500000, "USD", { compact: true })).toBe("$125.0K");
    expect(formatMoney(250000000, "USD", { compact: true })).toBe("$2.5M");
    expect(formatMoney(95000, "USD", { compact: true })).toBe("$950.00");
  });
});

describe("convertMinor", () => {
  it("converts into the target's minor unit, rounding once half away from zero", () => {
    // 100.00 USD at 0.9234 EUR = 92.34 EUR
    expect(convertMinor(10_000, "USD", "EUR", "0.9234")).toBe(9234);
    // 123.45 USD at 151.237 JPY = 18670.20765 -> 18670 yen (JPY has no minor unit)
    expect(convertMinor(12_345, "USD", "JPY", "151.237")).toBe(18_670);
    // 1000 JPY at 0.006612 USD = 6.612 -> 6.61 USD
    expect(convertMinor(1000, "JPY", "USD", "0.006612")).toBe(661);
    // 0.05 EUR at 0.5 = 0.025 -> 0.03 (half away from zero)
    expect(convertMinor(5, "EUR", "GBP", "0.5")).toBe(3);
    expect(convertMinor(-5, "EUR", "GBP", "0.5")).toBe(-3);
    expect(convertMinor(1, "JPY", "EUR", "1")).toBe(100);
  });
  it("knows the supported currencies", () => {
    expect(currencies).toEqual(["USD", "EUR", "GBP", "CAD", "AUD", "INR", "JPY"]);
    expect(isCurrency("JPY")).toBe(true);
    expect(isCurrency("XYZ")).toBe(false);
  });
});
