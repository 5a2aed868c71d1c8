import "server-only";
import { Refusal } from "@/lib/refusal";
import { can, memberPermissionMessages, type MemberRole } from "@/lib/member-roles";
import { memberMessages, type TeamMember } from "@/lib/validation/members";
import type { TeamActor } from "./records";

// The team's rules, checked inside the company's lock against the roles as they are then:
// who may change whose role, remove whom, and the one that keeps a company owned.

export function requireTeamManager(actor: TeamActor): void {
  if (!can(actor.role, "team:manage")) throw new Refusal(403, memberPermissionMessages["team:manage"]);
}

/** Admins manage everyone but owners; only an owner makes or unmakes an owner. */
export function checkRoleChange(
  actor: TeamActor,
  target: TeamMember,
  role: MemberRole,
  owners: number,
): void {
  requireTeamManager(actor);
  if ((role === "owner" || target.role === "owner") && actor.role !== "owner")
    throw new Refusal(403, memberMessages.ownersOnlyRole);
  if (target.role === "finance" && role !== "finance" && actor.role !== "owner")
    throw new Refusal(403, memberMessages.ownersOnlyFinance);
  checkGrant(actor, role);
  if (target.role === "owner" && role !== "owner" && owners <= 1)
    throw new Refusal(409, memberMessages.lastOwner);
}

/**
 * Finance decides where the company's money goes (payout details, tax forms): only an owner
 * makes someone finance, by a role change or an invitation, or changes a finance colleague's role.
 */
export function checkGrant(actor: TeamActor, role: MemberRole): void {
  if (role === "finance" && actor.role !== "owner") throw new Refusal(403, memberMessages.ownersOnlyFinance);
}

/** Anyone may leave; an owner or admin removes others, and only an owner removes an owner. */
export function checkRemoval(actor: TeamActor, target: TeamMember, owners: number): void {
  if (target.userId !== actor.userId) {
    requireTeamManager(actor);
    if (target.role === "owner" && actor.role !== "owner")
      throw new Refusal(403, memberMessages.ownersOnlyRemove);
  }
  if (target.role === "owner" && owners <= 1) throw new Refusal(409, memberMessages.lastOwner);
}
