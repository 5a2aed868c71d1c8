// Payout methods, tax forms, exchange rates and payout runs (migration 0028).

export interface PayoutMethodsTable {
  id: string;
  partner_id: string;
  type: "bank_iban" | "bank_us" | "paypal";
  /** The payout currency the partner chose with it. */
  currency: string;
  account_holder: string | null;
  /** "•••• 3000" or the PayPal address masked: all that is shown. */
  masked: string;
  /** The full details as JSON, sealed (lib/server/security/seal.ts, purpose "payout-method"). */
  details_enc: string;
  /** One "current" per partner; the ones it replaced are "replaced". */
  status: "current" | "replaced";
  /** Payouts are held until then after a change of method (null: not held). */
  hold_until: string | null;
  created_by: string | null;
  created_at: string;
  replaced_at: string | null;
}

export interface TaxFormsTable {
  id: string;
  partner_id: string;
  form: "W-9" | "W-8BEN" | "W-8BEN-E";
  /** "submitted" counts for payouts until the team marks it "rejected". */
  status: "submitted" | "rejected";
  /** The address's country (US for a W-9). */
  country: string;
  tin_masked: string | null;
  /** The whole form as JSON, sealed (purpose "tax-form"). */
  data_enc: string;
  signature_name: string;
  signature_date: string;
  signed_ip: string;
  signed_at: string;
  submitted_by: string | null;
  rejection_reason: string | null;
  rejected_at: string | null;
  rejected_by: string | null;
  /** Set when a newer form replaced it; null on the partner's current form. */
  replaced_at: string | null;
}

export interface ExchangeRatesTable {
  id: string;
  base: string;
  quote: string;
  /** 1 base = rate quote, as the exact decimal text the team entered. */
  rate: string;
  /** ISO date from which it applies (until a later one of the pair). */
  effective_from: string;
  created_by: string | null;
  created_at: string;
}

export interface PayoutRunsTable {
  id: string;
  status: "open" | "paid";
  payment_reference: string | null;
  paid_on: string | null;
  created_by: string | null;
  paid_by: string | null;
  created_at: string;
  updated_at: string;
}
