import type { Payout, PayoutPreview } from "@/lib/validation/payouts";
import { call } from "./api";

// The partner's payment requests (JSON; the session travels in the cookie). Payout method and
// tax form calls are in payout-details.ts.

const signedIn = { signOutOn401: true } as const;

export const payoutsApi = {
  /** What Request Payment would pay, shown for the partner to confirm first. */
  preview: () => call<{ preview: PayoutPreview }>("/api/partners/payouts/preview", signedIn),
  /** Request Payment: every approved, unpaid commission in one request. */
  request: () => call<{ payout: Payout }>("/api/partners/payouts", { method: "POST", ...signedIn }),
};
