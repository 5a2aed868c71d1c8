import type { PayoutMethodView, TaxFormView } from "@/lib/validation/payout-details";
import { call } from "./api";

// The partner's payout method and tax form (Settings, Payouts).

const signedIn = { signOutOn401: true } as const;

export type TaxFormAnswer = Partial<TaxFormView> & { form: TaxFormView["form"] | null };

export const payoutDetailsApi = {
  method: () => call<{ method: PayoutMethodView | null }>("/api/partners/payout-method", signedIn),
  saveMethod: (method: Record<string, unknown>) =>
    call<{ method: PayoutMethodView }>("/api/partners/payout-method", {
      method: "PUT",
      json: method,
      ...signedIn,
    }),
  taxForm: () => call<TaxFormAnswer>("/api/partners/tax-form", signedIn),
  submitTaxForm: (form: Record<string, unknown>) =>
    call<TaxFormAnswer>("/api/partners/tax-form", { json: form, ...signedIn }),
};
