// Payout details as the portal and the console see them: masked, never the full numbers.

export type PayoutMethodType = "bank_iban" | "bank_us" | "paypal";

export interface PayoutMethodView {
  type: PayoutMethodType;
  currency: string;
  accountHolder: string | null;
  /** "•••• 3000"; a PayPal address as p•••@example.com. */
  masked: string;
  /** IBAN only: the BIC (not secret). */
  bic?: string;
  /** Set while payouts are held after a change of method. */
  holdUntil: string | null;
  createdAt: string;
}

export interface TaxFormView {
  id: string;
  form: "W-9" | "W-8BEN" | "W-8BEN-E";
  status: "submitted" | "rejected";
  country: string;
  tinMasked: string | null;
  legalName?: string;
  signatureName: string;
  signatureDate: string;
  signedAt: string;
  rejectionReason: string | null;
  rejectedAt: string | null;
  replacedAt: string | null;
  /** The team's view: every line filled in, as [label, value] (TINs masked). */
  lines?: [string, string][];
  /** The team's view: the text certified and the form's revision (null on older forms). */
  certification?: string | null;
  revision?: string | null;
}

export interface ExchangeRate {
  id: string;
  base: string;
  quote: string;
  rate: string;
  effectiveFrom: string;
  createdAt: string;
}
