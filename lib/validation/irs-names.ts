// The IRS's e-file name fields take the letters A to Z, digits, the space and # - ( ) & '.
// A name written with other letters ("Ærøskøbing Services", "محمد الأحمد") is asked for a
// second time, as on the payee's IRS record; the 1099 file carries that form of it. Other
// punctuation ("Contoso, Inc.") is not a reason to ask: the file drops it, as the IRS does.

export const irsNameCharacters = "the letters A to Z, digits, spaces and # - ( ) & '";

// Letters and digits of any script other than A-Z and 0-9.
const OTHER_LETTERS = /[^\P{L}A-Za-z]|[^\P{N}0-9]/u;

/**
 * `name` as an IRS name field takes it, upper-cased: typographic quotes and dashes become
 * ' and -, other punctuation goes, spaces collapse. Null when it has letters outside A-Z.
 */
export function irsName(name: string): string | null {
  if (OTHER_LETTERS.test(name)) return null;
  const written = name
    .replace(/[\u2018\u2019\u02bc\u0060]/g, "'")
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/[^A-Za-z0-9 #\-()&']/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase();
  return written === "" ? null : written;
}

/** Whether `name` can go into an IRS name field (after dropping punctuation). */
export function isIrsName(name: string): boolean {
  return irsName(name) !== null;
}
