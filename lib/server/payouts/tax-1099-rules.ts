import "server-only";
import { formatMoney, toMinor } from "@/lib/money";
import { taxChoiceLabel } from "@/lib/validation/tax-form-options";
import type { StoredTaxForm } from "@/lib/validation/tax-forms";

// Who gets a 1099-NEC for a payment year, and why (or why not):
// - the filing threshold is by the year the payments were made: $600 up to 2025, $2,000 for
//   2026 (One Big Beautiful Bill Act, section 70433), indexed for inflation from 2027: those
//   years take the figure the team sets (TAX_1099_THRESHOLDS) and are refused without one;
// - only a US person (a current W-9) gets one; payments to a C or S corporation, or to an LLC
//   taxed as one, need none, nor do payees with exempt payee codes 1 to 5;
// - amounts paid through a payment network (the PayPal payout method) are reported by the
//   network on Form 1099-K, so they do not count toward the 1099-NEC total.

/** The threshold in USD minor units for payments made in `year`, or null when none is known. */
export function filingThresholdMinor(
  year: number,
  configured: Readonly<Record<number, number>>,
): number | null {
  if (year <= 2025) return toMinor(600, "USD");
  if (year === 2026) return toMinor(2000, "USD");
  const usd = configured[year];
  return usd === undefined ? null : toMinor(usd, "USD");
}

export interface PartnerYear {
  /** USD paid in the year, by method: through a payment network (PayPal) or directly. */
  paidDirectMinor: number;
  paidNetworkMinor: number;
  /** Currencies other than USD the partner was paid in that year (not counted here). */
  otherCurrencies: string[];
}

export interface Decision {
  included: boolean;
  reason: string;
}

const usd = (minor: number) => formatMoney(minor, "USD");
const EXEMPT_PAYEE_NEC = new Set(["1", "2", "3", "4", "5"]);

/** Whether a partner's year goes on the 1099-NEC list, with the reason in words. */
export function decide1099(
  form: StoredTaxForm | null,
  paid: PartnerYear,
  year: number,
  thresholdMinor: number,
): Decision {
  const notes: string[] = [];
  if (paid.paidNetworkMinor > 0)
    notes.push(`${usd(paid.paidNetworkMinor)} paid through PayPal is reported by PayPal on Form 1099-K`);
  if (paid.otherCurrencies.length > 0)
    notes.push(`payments in ${paid.otherCurrencies.join(", ")} are not counted`);
  const out = (reason: string): Decision => ({ included: false, reason: [reason, ...notes].join("; ") });
  if (!form) return out("No tax form on file: ask the partner for a W-9 or W-8 form");
  if (form.form !== "W-9") return out(`Foreign person (${form.form} on file): no 1099-NEC`);
  const corporation =
    form.taxClassification === "c_corporation" || form.taxClassification === "s_corporation"
      ? taxChoiceLabel("taxClassification", form.taxClassification)
      : form.taxClassification === "llc" && (form.llcClassification === "C" || form.llcClassification === "S")
        ? `LLC taxed as ${taxChoiceLabel("llcClassification", form.llcClassification)}`
        : null;
  if (corporation) return out(`${corporation}: payments to corporations need no 1099-NEC`);
  if (form.exemptPayeeCode && EXEMPT_PAYEE_NEC.has(form.exemptPayeeCode))
    return out(`Exempt payee code ${form.exemptPayeeCode}: exempt from 1099-NEC reporting`);
  const direct = `${usd(paid.paidDirectMinor)} paid outside payment networks in ${year}`;
  if (paid.paidDirectMinor < thresholdMinor)
    return out(`${direct}, under the ${usd(thresholdMinor)} threshold`);
  return {
    included: true,
    reason: [`${direct}, at or over the ${usd(thresholdMinor)} threshold`, ...notes].join("; "),
  };
}
