import "server-only";
import type { PartnerContext } from "@/lib/server/auth/guards";
import type { MdfActor } from "@/lib/server/mdf/partner";
import { fullName } from "@/lib/server/auth/users";

/** The colleague acting on the company's market development funds. */
export function mdfActor(auth: PartnerContext): MdfActor {
  return {
    partnerId: auth.partnerId,
    userId: auth.user.id,
    companyName: auth.partner.company_name,
    name: fullName(auth.user),
  };
}

/** Requests, revisions, withdrawals and claims per client address per hour. */
export const mdfWriteLimit = {
  name: "mdf:ip",
  limit: 30,
  windowMs: 60 * 60_000,
  message: "Too many market development requests. Please wait before trying again.",
};
