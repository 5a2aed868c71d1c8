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

/** "•••• 3000": the last four characters, all the portal and the console ever show. */
export function maskLast4(value: string): string {
  return `•••• ${value.slice(-4)}`;
}
