import "server-only";
import type { PartnerContext } from "@/lib/server/auth/guards";
import type { PartnerActor } from "@/lib/server/actor";
import { authMessages } from "@/lib/validation/auth";
import { partnerActor } from "./partner-deals";

// What the payout details routes share: the acting user with a name for the security notice,
// and the limit on changes (each change of method mails every owner and finance user).

export function namedPartnerActor(auth: PartnerContext): PartnerActor & { name: string } {
  const name = [auth.user.first_name, auth.user.last_name].filter(Boolean).join(" ");
  return { ...partnerActor(auth), name: name || auth.user.email };
}

export const payoutDetailsChanges = {
  name: "payout-details:change",
  limit: 20,
  windowMs: 60 * 60_000,
  message: authMessages.tooManyRequests,
  writesOnly: true,
};
