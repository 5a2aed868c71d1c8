import type { NewReferralInput } from "@/lib/validation/referrals";
import { referralTexts } from "@/content/referrals";
import { call } from "./portal-api";

// The partner's referral calls (JSON; the session travels in the cookie).

export interface ReferralHistoryEntry {
  kind: "status" | "follow_up";
  from: string | null;
  to: string | null;
  note: string | null;
  by: string;
  at: string;
}

export interface ReferralDetail {
  id: string;
  company: string;
  contact: string;
  email: string;
  phone: string;
  expectedValue: number;
  notes: string;
  status: string;
  referredDate: string;
  lastFollowUpAt: string | null;
  history: ReferralHistoryEntry[];
}

const failure = { fallback: referralTexts.failure };
const enc = encodeURIComponent;

export const referralsApi = {
  create: (referral: NewReferralInput) => call<{ referral: { id: string } }>("/partners/referrals", { json: referral, errors: failure, signOutOn401: true }),
  get: (id: string) => call<{ referral: ReferralDetail }>(`/partners/referrals/${enc(id)}`, { errors: failure, signOutOn401: true }),
  followUp: (id: string, note: string) => call<{ referral: ReferralDetail }>(`/partners/referrals/${enc(id)}/follow-up`, { json: { note }, errors: failure, signOutOn401: true }),
};
