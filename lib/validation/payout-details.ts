import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { currencies } from "@/lib/money";
import { isValidAbaRouting, isValidBic, isValidIban, normaliseIban } from "./bank-accounts";
import { sepaTextMessages, toSepaText } from "./sepa-text";
import { payoutMethodTypes } from "./payout-options";
import { singleLineText } from "./text";
import { taxFormTypes } from "./tax-form-options";

// Where a partner's payouts go (PUT /api/partners/payout-method and the Settings form): a
// bank account by IBAN, a US bank account by routing and account number, or PayPal. Each
// carries the payout currency the partner chooses (default: EUR for an IBAN, USD otherwise).

export const payoutMethodMessages = {
  body: "Send a payout method: a type of bank_iban, bank_us or paypal and its fields.",
  type: "Choose a payout method: bank_iban, bank_us or paypal.",
  accountHolder: "Enter the account holder's name (up to 140 characters).",
  iban: "Enter a valid IBAN (its country's length and check digits), such as DE89 3704 0044 0532 0130 00.",
  bic: "Enter a valid BIC of 8 or 11 characters, such as DEUTDEFF.",
  routingNumber: "Enter a valid 9-digit ABA routing number.",
  accountNumber: "Enter the account number: 4 to 17 digits.",
  accountType: "Choose checking or savings.",
  email: "Enter the PayPal account's email address.",
  currency: `Choose a payout currency: ${currencies.join(", ")}.`,
  usCurrency: "A US bank account is paid in USD.",
  none: "No payout method is on file yet.",
} as const;

const currency = z.enum(currencies, payoutMethodMessages.currency).optional();
const holder = singleLineText(140, {
  required: payoutMethodMessages.accountHolder,
  tooLong: payoutMethodMessages.accountHolder,
  invalid: payoutMethodMessages.accountHolder,
});

// An IBAN account may be paid by a SEPA file, which carries names in basic Latin letters only.
const sepaHolder = holder.superRefine((value, ctx) => {
  const { unconvertible } = toSepaText(value);
  if (unconvertible.length > 0)
    ctx.addIssue({ code: "custom", message: sepaTextMessages.accountHolder(unconvertible) });
});

const ibanMethod = z.strictObject({
  type: z.literal("bank_iban"),
  accountHolder: sepaHolder,
  iban: z
    .string(payoutMethodMessages.iban)
    .max(42, payoutMethodMessages.iban)
    .transform(normaliseIban)
    .refine(isValidIban, payoutMethodMessages.iban),
  bic: z
    .string(payoutMethodMessages.bic)
    .max(11, payoutMethodMessages.bic)
    .transform((value) => value.trim().toUpperCase())
    .refine(isValidBic, payoutMethodMessages.bic),
  currency,
});

const usMethod = z.strictObject({
  type: z.literal("bank_us"),
  accountHolder: holder,
  routingNumber: z.string(payoutMethodMessages.routingNumber).refine(isValidAbaRouting, {
    message: payoutMethodMessages.routingNumber,
  }),
  accountNumber: z
    .string(payoutMethodMessages.accountNumber)
    .regex(/^\d{4,17}$/, payoutMethodMessages.accountNumber),
  accountType: z.enum(["checking", "savings"], payoutMethodMessages.accountType),
  currency: z.literal("USD", payoutMethodMessages.usCurrency).optional(),
});

const paypalMethod = z.strictObject({
  type: z.literal("paypal"),
  email: z.email(payoutMethodMessages.email).max(254, payoutMethodMessages.email),
  currency,
});

export const payoutMethodSchema = z.discriminatedUnion("type", [ibanMethod, usMethod, paypalMethod], {
  error: (issue) =>
    issue.input !== null && typeof issue.input === "object" && !Array.isArray(issue.input)
      ? payoutMethodMessages.type
      : payoutMethodMessages.body,
});

export type PayoutMethodInput = z.infer<typeof payoutMethodSchema>;

/** The payout currency a method gets when the partner names none. */
export function defaultPayoutCurrency(method: PayoutMethodInput): string {
  return method.currency ?? (method.type === "bank_iban" ? "EUR" : "USD");
}

/** Why Request Payment is refused (409) before it looks at any commission. */
export const payoutGateMessages = {
  missing: (what: string[]) =>
    `Before requesting payment, add ${what.join(" and ")} in Settings, Payouts: we need to know where to send the money and how to report it.`,
  method: "a payout method",
  taxForm: "a tax form (W-9, W-8BEN or W-8BEN-E)",
  rejected: (form: string, reason: string) =>
    `Your ${form} was rejected (${reason}). Submit a new tax form in Settings, Payouts before requesting payment.`,
  held: (until: string) =>
    `Your payout method changed recently: payouts are held until ${until} (24 hours after the change) to protect your company.`,
  noRate: (from: string, to: string, day: string) =>
    `No exchange rate from ${from} to ${to} is in effect on ${day}: the programme team has to add one before this payout can be requested.`,
} as const;

export { payoutMethodLabels, payoutMethodTypes, type PayoutMethodType } from "./payout-options";

/** A payout method as the portal and the console see it: masked, never the full numbers. */
export const payoutMethodViewSchema = z.object({
  type: z.enum(payoutMethodTypes),
  currency: z.string(),
  accountHolder: z.string().nullable(),
  /** "•••• 3000"; a PayPal address as p•••@example.com. */
  masked: z.string(),
  /** IBAN only: the BIC (not secret). */
  bic: z.string().optional(),
  /** Set while payouts are held after a change of method. */
  holdUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type PayoutMethodView = z.infer<typeof payoutMethodViewSchema>;

/** A signed tax form as the portal and the console see it (TINs masked). */
export const taxFormViewSchema = z.object({
  id: z.string(),
  form: z.enum(taxFormTypes),
  status: z.enum(["submitted", "rejected"]),
  country: z.string(),
  tinMasked: z.string().nullable(),
  legalName: z.string().optional(),
  signatureName: z.string(),
  signatureDate: z.string(),
  signedAt: z.string(),
  rejectionReason: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  replacedAt: z.string().nullable(),
  /** The team's view: every line filled in, as [label, value] (TINs masked). */
  lines: z.array(z.tuple([z.string(), z.string()])).optional(),
  /** The team's view: the text certified and the form's revision (null on older forms). */
  certification: z.string().nullable().optional(),
  revision: z.string().nullable().optional(),
});
export type TaxFormView = z.infer<typeof taxFormViewSchema>;
