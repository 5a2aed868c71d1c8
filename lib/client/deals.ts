import type { Deal, DealWithHistory } from "@/lib/validation/deals";
import type { DealRegistrationInput } from "@/lib/validation/deals";
import { call } from "./api";

// The partner's deal calls (JSON; the session travels in the cookie).

const signedIn = { signOutOn401: true } as const;
const enc = encodeURIComponent;

/** The partner's own earlier registration of the same customer, named by a 409 answer. */
export function existingDealOf(body: Record<string, unknown> | undefined): string | null {
  const existing = body?.existingDeal as { id?: unknown } | undefined;
  return typeof existing?.id === "string" ? existing.id : null;
}

export const dealsApi = {
  create: (deal: DealRegistrationInput) =>
    call<{ deal: Deal }>("/api/partners/deals", { json: deal, ...signedIn }),
  update: (id: string, deal: DealRegistrationInput) =>
    call<{ deal: Deal }>(`/api/partners/deals/${enc(id)}`, { method: "PATCH", json: deal, ...signedIn }),
  get: (id: string) => call<{ deal: DealWithHistory }>(`/api/partners/deals/${enc(id)}`, signedIn),
  withdraw: (id: string) =>
    call<{ deal: Deal }>(`/api/partners/deals/${enc(id)}/withdraw`, { method: "POST", ...signedIn }),
  requestExtension: (id: string, reason: string) =>
    call<{ deal: Deal }>(`/api/partners/deals/${enc(id)}/extension`, { json: { reason }, ...signedIn }),
};
