// Checks of bank details that catch a mistyped number before money is sent to it: the IBAN's
// ISO 13616 length per country and mod-97 checksum, the BIC's ISO 9362 shape, the US ABA
// routing number's weighted checksum. Pure functions, shared by the form and the server.

/** IBAN length per country (ISO 13616 registry). */
const ibanLengths: Record<string, number> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

/** The IBAN as it is stored and checked: spaces removed, upper case. */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** The IBAN's two-letter country, when its length fits that country. */
export function ibanCountry(iban: string): string | null {
  const value = normaliseIban(iban);
  const country = value.slice(0, 2);
  return ibanLengths[country] === value.length ? country : null;
}

export function isValidIban(input: string): boolean {
  const iban = normaliseIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban) || !ibanCountry(iban)) return false;
  // Country and check digits move to the end; letters become 10..35; the number mod 97 is 1.
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** ISO 9362: 4 letters (bank), 2 letters (country), 2 letters or digits (location), optional 3 (branch). */
export function isValidBic(input: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(input.trim().toUpperCase());
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
