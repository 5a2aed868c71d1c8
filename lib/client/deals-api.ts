import type { DealRegistrationInput } from "@/lib/validation/deals";
import { call } from "./portal-api";

// The partner's deal, commission and payout calls (JSON; the session travels in the cookie).

const failure = { fallback: "Something went wrong. Please try again." };

/** The partner's own earlier registration of the same customer, named by a 409 answer. */
export function existingDealOf(body: Record<string, unknown> | undefined): string | null {
  const existing = body?.existingDeal as { id?: unknown } | undefined;
  return typeof existing?.id === "string" ? existing.id : null;
}
const enc = encodeURIComponent;

export const dealsApi = {
  create: (deal: DealRegistrationInput) => call<{ deal: { _id: string } }>("/partners/deals", { json: deal, errors: failure, signOutOn401: true }),
  update: (id: string, deal: DealRegistrationInput) => call<{ deal: { _id: string } }>(`/partners/deals/${enc(id)}`, { method: "PATCH", json: deal, errors: failure, signOutOn401: true }),
  get: <T>(id: string) => call<{ deal: T }>(`/partners/deals/${enc(id)}`, { errors: failure, signOutOn401: true }),
  withdraw: (id: string) => call(`/partners/deals/${enc(id)}/withdraw`, { method: "POST", errors: failure, signOutOn401: true }),
  requestExtension: (id: string, reason: string) => call(`/partners/deals/${enc(id)}/extension`, { json: { reason }, errors: failure, signOutOn401: true }),
  requestPayout: () => call<{ payout: { amount: number } }>("/partners/payouts", { method: "POST", errors: failure, signOutOn401: true }),
};
