import "server-only";
import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { normaliseUsTin } from "@/lib/validation/bank-accounts";
import { irsName } from "@/lib/validation/irs-names";

/** An optional text setting: empty is unset, anything else must pass `field`. */
const optionalText = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), field.optional());

export const payerFields = {
  // The payer on the 1099-NEC e-file (GET /api/admin/tax/1099/iris): the programme's legal
  // name, EIN and US address and phone as on its IRS record. Unset, that export is refused
  // with a message naming what is missing; set wrongly, the server does not start.
  PAYER_NAME: optionalText(
    z
      .string()
      .trim()
      .max(75)
      .refine(
        (name) => irsName(name) !== null,
        "must be written with the letters A to Z, digits and # - ( ) & '",
      ),
  ),
  PAYER_TIN: optionalText(
    z
      .string()
      .trim()
      .refine(
        (tin) => normaliseUsTin(tin, "ein") !== null,
        "must be the payer's 9-digit EIN, such as 12-3456789",
      )
      .transform((tin) => normaliseUsTin(tin, "ein")!),
  ),
  PAYER_ADDRESS: optionalText(z.string().trim().max(40)),
  PAYER_CITY: optionalText(z.string().trim().max(40)),
  PAYER_STATE: optionalText(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "must be the two-letter state code, such as TX")
      .transform((state) => state.toUpperCase()),
  ),
  PAYER_POSTAL_CODE: optionalText(
    z
      .string()
      .trim()
      .regex(/^\d{5}(-?\d{4})?$/, "must be a ZIP code of 5 or 9 digits, such as 78701 or 78701-1234")
      .transform((zip) => zip.replace("-", "")),
  ),
  PAYER_PHONE: optionalText(
    z
      .string()
      .trim()
      .refine(
        (phone) => /^\+?1?\d{10}$/.test(phone.replace(/[\s().-]/g, "")),
        "must be a US phone number of 10 digits, such as (512) 555-0100",
      )
      .transform((phone) => phone.replace(/\D/g, "").slice(-10)),
  ),
};
