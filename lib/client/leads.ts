import type { DirectoryProfile, DirectoryProfileInput } from "@/lib/validation/directory";
import type { Lead } from "@/lib/validation/leads";
import { call } from "./api";

// The partner's lead and directory profile calls (JSON; the session travels in the cookie).

const options = { signOutOn401: true } as const;
const enc = encodeURIComponent;

export const leadsApi = {
  list: () => call<{ leads: Lead[] }>("/api/partners/leads", options),
  accept: (id: string) =>
    call<{ lead: Lead }>(`/api/partners/leads/${enc(id)}/accept`, { method: "POST", ...options }),
  decline: (id: string, reason: string) =>
    call<{ lead: Lead }>(`/api/partners/leads/${enc(id)}/decline`, { json: { reason }, ...options }),
  convert: (id: string, registration: Record<string, unknown>) =>
    call<{ deal: { id: string } }>(`/api/partners/leads/${enc(id)}/convert`, {
      json: registration,
      ...options,
    }),
};

export const directoryProfileApi = {
  get: () => call<{ profile: DirectoryProfile }>("/api/partners/directory-profile", options),
  save: (profile: DirectoryProfileInput) =>
    call<{ profile: DirectoryProfile }>("/api/partners/directory-profile", {
      method: "PUT",
      json: profile,
      ...options,
    }),
};
