import { getCountrySpecifications, isValidBIC, isValidIBAN } from "ibantools";

// Checks of bank details that catch a mistyped number before money is sent to it: the IBAN's
// ISO 13616 format per country and mod-97 checksum and the BIC's ISO 9362 shape (both by
// ibantools, which keeps the registry), the US ABA routing number's weighted checksum. Pure
// functions, shared by the form and the server.

const ibanSpecs = getCountrySpecifications();

/** The IBAN as it is stored and checked: spaces removed, upper case. */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** The IBAN's two-letter country, when its length fits that country. */
export function ibanCountry(iban: string): string | null {
  const value = normaliseIban(iban);
  const country = value.slice(0, 2);
  return ibanSpecs[country]?.chars === value.length ? country : null;
}

/** The country's length and account format (ISO 13616 registry) and the mod-97 checksum. */
export function isValidIban(input: string): boolean {
  return isValidIBAN(normaliseIban(input));
}

/** ISO 9362: 4 letters (bank), 2 letters (a known country), 2 letters or digits (location), optional 3 (branch). */
export function isValidBic(input: string): boolean {
  return isValidBIC(input.trim().toUpperCase());
}

/** ABA routing number: 9 digits whose 3-7-1 weighted sum is a multiple of 10. */
export function isValidAbaRouting(input: string): boolean {
  if (!/^\d{9}$/.test(input)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(input[index]), 0);
  return sum % 10 === 0 && input !== "000000000";
}

/**
 * A US taxpayer identification number (SSN or EIN) as 9 digits, or null when it cannot be
 * one: an SSN never starts 000, 666 or 9xx, nor has group 00 or serial 0000; an EIN's
 * prefix is never 00, 07, 08, 09, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79 or 89.
 */
export function normaliseUsTin(input: string, kind: "ssn" | "ein" | "either" = "either"): string | null {
  const digits = input.replace(/[\s-]/g, "");
  if (!/^\d{9}$/.test(digits)) return null;
  const ssnOk = !/^(000|666|9)/.test(digits) && digits.slice(3, 5) !== "00" && digits.slice(5) !== "0000";
  const einOk = ![
    "00",
    "07",
    "08",
    "09",
    "17",
    "18",
    "19",
    "28",
    "29",
    "49",
    "69",
    "70",
    "78",
    "79",
    "89",
  ].includes(digits.slice(0, 2));
  if (kind === "ssn") return ssnOk ? digits : null;
  if (kind === "ein") return einOk ? digits : null;
  return ssnOk || einOk ? digits : null;
}

/** The kinds of US taxpayer identification number a W-9 carries. */
export type UsTinType = "SSN" | "ITIN" | "EIN";

// An ITIN is 9xx-xx-xxxx with a middle pair (the group) of 50-65, 70-88, 90-92 or 94-99.
const ITIN = /^9\d{2}(5\d|6[0-5]|7\d|8[0-8]|9[0-2]|9[4-9])\d{4}$/;

/**
 * A W-9's TIN as 9 digits with its kind, or null when it cannot be one: an individual gives
 * an SSN or, without one, an ITIN (every ITIN starts with 9, no SSN does); anyone else an EIN.
 */
export function w9Tin(input: string, individual: boolean): { tin: string; tinType: UsTinType } | null {
  const digits = input.replace(/[\s-]/g, "");
  if (!individual) return normaliseUsTin(digits, "ein") ? { tin: digits, tinType: "EIN" } : null;
  if (digits.startsWith("9")) return ITIN.test(digits) ? { tin: digits, tinType: "ITIN" } : null;
  return normaliseUsTin(digits, "ssn") ? { tin: digits, tinType: "SSN" } : null;
}

/** "•••• 3000": the last four characters, all the portal and the console ever show. */
export function maskLast4(value: string): string {
  return `•••• ${value.slice(-4)}`;
}
