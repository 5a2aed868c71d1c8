import "server-only";
import { Refusal } from "@/lib/refusal";
import type { PartnerContext } from "@/lib/server/auth/guards";
import type { TeamActor } from "@/lib/server/members/records";
import { fullName } from "@/lib/server/auth/users";
import { memberMessages } from "@/lib/validation/members";
import { HOUR_MS } from "@/lib/time";

// What the team routes share: the acting user from the session, the id checks and the limits.

export function teamActor(auth: PartnerContext): TeamActor {
  return {
    userId: auth.user.id,
    partnerId: auth.partnerId,
    role: auth.memberRole,
    name: fullName(auth.user),
  };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that cannot be a member or invitation is simply not found. */
export function pathId(value: string | undefined, notFound: string = memberMessages.memberNotFound): string {
  if (!value || !uuid.test(value)) throw new Refusal(404, notFound);
  return value.toLowerCase();
}

/** Changes to a team per address: every one writes and some send mail. */
export const teamChangeLimit = {
  name: "team:changes",
  limit: 60,
  windowMs: HOUR_MS,
  message: memberMessages.invitationsLimit,
  writesOnly: true,
};

/** Acceptance attempts per address: each one hashes a password. */
export const acceptLimit = {
  name: "team:accept",
  limit: 20,
  windowMs: 15 * 60_000,
  message: "Too many attempts. Please wait before trying again.",
};
