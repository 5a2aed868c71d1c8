import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { currencies } from "@/lib/money";

// The team's exchange rates (PUT /api/admin/exchange-rates): 1 base = rate quote, from a
// date on. Kept as the exact decimal typed, so a conversion never passes through a float.

export const exchangeRateMessages = {
  body: "Send base, quote, rate and effectiveFrom.",
  base: `Choose the base currency: ${currencies.join(", ")}.`,
  quote: `Choose the quote currency: ${currencies.join(", ")}.`,
  samePair: "The base and quote currencies must differ.",
  rate: "Enter the rate as a positive decimal with at most 10 decimals, such as 0.9234 (at most 1,000,000).",
  effectiveFrom:
    "Enter the first day the rate applies as a date such as 2026-11-01 (2000 to one year ahead).",
} as const;

const RATE = /^(?:0|[1-9]\d{0,6})(?:\.\d{1,10})?$/;

export const exchangeRateSchema = z
  .strictObject(
    {
      base: z.enum(currencies, exchangeRateMessages.base),
      quote: z.enum(currencies, exchangeRateMessages.quote),
      // A number is read through its shortest text (0.9234 stays "0.9234").
      rate: z
        .union([z.string(), z.number()], exchangeRateMessages.rate)
        .transform((value) => (typeof value === "number" ? String(value) : value.trim()))
        .refine((value) => RATE.test(value) && Number(value) > 0 && Number(value) <= 1_000_000, {
          message: exchangeRateMessages.rate,
        }),
      effectiveFrom: z.iso
        .date(exchangeRateMessages.effectiveFrom)
        .refine(
          (value) =>
            value >= "2000-01-01" &&
            value <= new Date(Date.now() + 366 * 86_400_000).toISOString().slice(0, 10),
          exchangeRateMessages.effectiveFrom,
        ),
    },
    { error: (issue) => (issue.code === "invalid_type" ? exchangeRateMessages.body : undefined) },
  )
  .refine((value) => value.base !== value.quote, { message: exchangeRateMessages.samePair, path: ["quote"] });

export type ExchangeRateInput = z.infer<typeof exchangeRateSchema>;

/** A rate as the console lists it. */
export const exchangeRateViewSchema = z.object({
  id: z.string(),
  base: z.string(),
  quote: z.string(),
  rate: z.string(),
  effectiveFrom: z.string(),
  createdAt: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateViewSchema>;
