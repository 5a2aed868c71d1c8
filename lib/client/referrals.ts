import type { Referral, ReferralWithHistory } from "@/lib/validation/referrals";
import type { NewReferralInput } from "@/lib/validation/referrals";
import { call } from "./api";

// The partner's referral calls (JSON; the session travels in the cookie).

const options = { signOutOn401: true } as const;
const enc = encodeURIComponent;

export const referralsApi = {
  create: (referral: NewReferralInput) =>
    call<{ referral: Referral }>("/api/partners/referrals", { json: referral, ...options }),
  get: (id: string) => call<{ referral: ReferralWithHistory }>(`/api/partners/referrals/${enc(id)}`, options),
  followUp: (id: string, note: string) =>
    call<{ referral: ReferralWithHistory }>(`/api/partners/referrals/${enc(id)}/follow-up`, {
      json: { note },
      ...options,
    }),
};
