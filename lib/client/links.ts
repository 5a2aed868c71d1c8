import type { PartnerLink, PartnerLinkWithStats } from "@/lib/validation/links";
import type { NewLinkInput } from "@/lib/validation/links";
import { call } from "./api";

// The partner's referral link calls (JSON; the session travels in the cookie).

const options = { signOutOn401: true } as const;

export const linksApi = {
  list: () => call<{ links: PartnerLinkWithStats[] }>("/api/partners/links", options),
  create: (link: NewLinkInput) =>
    call<{ link: PartnerLink }>("/api/partners/links", { json: link, ...options }),
  archive: (id: string) =>
    call<{ link: PartnerLink }>(`/api/partners/links/${encodeURIComponent(id)}`, {
      method: "DELETE",
      ...options,
    }),
};
