import { describe, expect, it } from "vitest";
import {
  ibanCountry,
  isValidAbaRouting,
  isValidBic,
  isValidIban,
  maskLast4,
  normaliseUsTin,
} from "./bank-accounts";

// Published examples: the IBAN registry's and banks' sample IBANs, SWIFT's sample BICs, the
// Federal Reserve's routing numbers.

describe("IBAN", () => {
  it.each([
    "GB82WEST12345698765432",
    "GB82 WEST 1234 5698 7654 32",
    "DE89370400440532013000",
    "FR1420041010050500013M02606",
    "NL91ABNA0417164300",
    "BE68539007547034",
    "CH9300762011623852957",
    "NO9386011117947",
    "MT84MALT011000012345MTLCAST001S",
    "gb82west12345698765432",
  ])("accepts %s", (iban) => expect(isValidIban(iban)).toBe(true));

  it.each([
    ["GB82WEST12345698765433", "checksum off by one digit"],
    ["GB28WEST12345698765432", "check digits swapped"],
    ["DE89370400440532013001", "last digit changed"],
    ["DE8937040044053201300", "one digit short for Germany"],
    ["DE893704004405320130000", "one digit long for Germany"],
    ["XX89370400440532013000", "unknown country"],
    ["GB82WEST1234569876543!", "punctuation"],
    ["", "empty"],
    ["1234", "digits only"],
  ])("refuses %s (%s)", (iban) => expect(isValidIban(iban)).toBe(false));

  it("knows the country from a well-sized IBAN", () => {
    expect(ibanCountry("DE89370400440532013000")).toBe("DE");
    expect(ibanCountry("DE8937040044053201300")).toBeNull();
  });
});

describe("BIC", () => {
  it.each(["DEUTDEFF", "DEUTDEFF500", "NEDSZAJJXXX", "COBADEFFXXX", "bnpafrpp"])("accepts %s", (bic) =>
    expect(isValidBic(bic)).toBe(true),
  );
  it.each(["DEUTDEF", "DEUTDEFF50", "DEU1DEFF", "DEUT12FF", "DEUTDEFF5000", ""])("refuses %s", (bic) =>
    expect(isValidBic(bic)).toBe(false),
  );
});

describe("ABA routing number", () => {
  it.each(["011000015", "021000021", "011000028", "121000358", "026009593"])("accepts %s", (aba) =>
    expect(isValidAbaRouting(aba)).toBe(true),
  );
  it.each(["011000016", "021000022", "123456789", "02100002", "0210000211", "02100002a", "000000000"])(
    "refuses %s",
    (aba) => expect(isValidAbaRouting(aba)).toBe(false),
  );
});

describe("US taxpayer identification number", () => {
  it("accepts an SSN or EIN written with or without dashes", () => {
    expect(normaliseUsTin("123-45-6789")).toBe("123456789");
    expect(normaliseUsTin("12-3456789", "ein")).toBe("123456789");
  });
  it.each(["000-12-3456", "666-12-3456", "123-00-4567", "123-45-0000"])(
    "refuses the impossible SSN %s",
    (ssn) => expect(normaliseUsTin(ssn, "ssn")).toBeNull(),
  );
  it.each(["12345678", "1234567890", "12345678a", ""])("refuses %s (not 9 digits)", (tin) =>
    expect(normaliseUsTin(tin)).toBeNull(),
  );
  it("refuses a 9-digit number neither an SSN nor an EIN can be", () => {
    // 9xx is no SSN, 00 no EIN prefix... a number both rules refuse:
    expect(normaliseUsTin("000000000")).toBeNull();
  });
  it("masks to the last four", () => expect(maskLast4("123456789")).toBe("•••• 6789"));
});
