import "server-only";
import type { PartnerContext } from "@/lib/server/auth/guards";
import type { TeamActor } from "@/lib/server/members/records";
import { authMessages } from "@/lib/validation/auth";

/** The signed-in colleague as the single sign-on settings see them (owners only, checked there). */
export function partnerSsoActor(auth: PartnerContext): TeamActor {
  const name = [auth.user.first_name, auth.user.last_name].filter(Boolean).join(" ");
  return {
    userId: auth.user.id,
    partnerId: auth.partnerId,
    role: auth.memberRole,
    name: name || auth.user.email,
  };
}

/** Saves and DNS look-ups per client address per hour. */
export const ssoChanges = {
  name: "partner-sso:change",
  limit: 30,
  windowMs: 60 * 60_000,
  message: authMessages.tooManyRequests,
  writesOnly: true,
};
