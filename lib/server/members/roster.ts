import "server-only";
import { ApiError } from "@/lib/api/errors";
import { memberRoleLabels, type MemberRole } from "@/lib/member-roles";
import { memberMessages } from "@/lib/validation/members";
import { revokeAllSessions } from "@/lib/server/auth/session";
import { twoFactorStatus } from "@/lib/server/auth/two-factor";
import { getDb } from "@/lib/server/db";
import { liveInvitations, type InvitationDto } from "./invitations";
import {
  companyMembers,
  currentActor,
  lockCompany,
  memberOf,
  ownerCount,
  recordTeamEvent,
  type TeamActor,
  type TeamMember,
} from "./records";
import { checkRemoval, checkRoleChange, requireTeamManager } from "./rules";
import { ownershipMail, removedMail, roleChangedMail } from "./emails";
import { personOf } from "./person";

// The company's team as its owners and admins manage it: the list, role changes, removal
// (the user's sessions end at once; what they registered stays the company's), the transfer
// of ownership and the two-factor requirement. Every change runs under the company's lock
// against the roles as they are then.

export interface TeamAnswer {
  members: TeamMember[];
  invitations: InvitationDto[];
  settings: { requireTwoFactor: boolean };
}

/** GET /api/partners/team. Everyone in the company sees who is in it; invitations are the managers'. */
export async function readTeam(actor: TeamActor): Promise<TeamAnswer> {
  const db = await getDb();
  const partner = await db
    .selectFrom("partners")
    .select("require_two_factor")
    .where("id", "=", actor.partnerId)
    .executeTakeFirstOrThrow();
  const manager = actor.role === "owner" || actor.role === "admin";
  return {
    members: await companyMembers(db, actor.partnerId),
    invitations: manager ? await liveInvitations(db, actor.partnerId) : [],
    settings: { requireTwoFactor: Number(partner.require_two_factor) === 1 },
  };
}

export async function changeRole(actor: TeamActor, userId: string, role: MemberRole): Promise<TeamMember> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    await lockCompany(trx, actor.partnerId);
    const current = await currentActor(trx, actor);
    const target = await memberOf(trx, actor.partnerId, userId);
    checkRoleChange(current, target, role, await ownerCount(trx, actor.partnerId));
    if (target.role === role) return target;
    await trx
      .updateTable("users")
      .set({ member_role: role, updated_at: new Date().toISOString() })
      .where("id", "=", userId)
      .execute();
    const person = await personOf(trx, actor.partnerId, userId);
    const to = memberRoleLabels[role];
    await recordTeamEvent(trx, actor, {
      action: "role_changed",
      message: `${target.name} is now ${to} (was ${memberRoleLabels[target.role]}).`,
      details: { userId, email: target.email, from: target.role, to: role },
      subject: {
        userId,
        email: target.email,
        note: `${actor.name} changed your role to ${to}.`,
        mail: roleChangedMail({ ...person, byName: actor.name, from: target.role, to: role }),
      },
    });
    return { ...target, role };
  });
}

/** DELETE /api/partners/team/{userId}: the account goes and its sessions with it; its deals stay. */
export async function removeMember(actor: TeamActor, userId: string): Promise<void> {
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await lockCompany(trx, actor.partnerId);
    const current = await currentActor(trx, actor);
    const target = await memberOf(trx, actor.partnerId, userId);
    checkRemoval(current, target, await ownerCount(trx, actor.partnerId));
    const person = await personOf(trx, actor.partnerId, userId);
    await revokeAllSessions(trx, userId);
    await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
    await trx.deleteFrom("users").where("id", "=", userId).execute();
    const left = userId === actor.userId;
    await recordTeamEvent(trx, actor, {
      action: "removed",
      message: left ? `${target.name} left the team.` : `${target.name} was removed from the team.`,
      details: { userId, email: target.email, role: target.role, left },
      subject: {
        userId,
        email: target.email,
        mail: removedMail({ ...person, byName: actor.name }),
      },
    });
  });
}

/** POST /api/partners/team/transfer: the colleague becomes an owner and the owner an admin. */
export async function transferOwnership(actor: TeamActor, userId: string): Promise<TeamMember[]> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    await lockCompany(trx, actor.partnerId);
    const current = await currentActor(trx, actor);
    if (current.role !== "owner")
      throw new ApiError(403, "Only an owner can transfer ownership of the company.");
    if (userId === actor.userId) throw new ApiError(409, memberMessages.transferSelf);
    const target = await memberOf(trx, actor.partnerId, userId);
    if (target.role === "owner") throw new ApiError(409, memberMessages.transferOwner);
    const person = await personOf(trx, actor.partnerId, userId);
    const now = new Date().toISOString();
    await trx
      .updateTable("users")
      .set({ member_role: "owner", updated_at: now })
      .where("id", "=", userId)
      .execute();
    await trx
      .updateTable("users")
      .set({ member_role: "admin", updated_at: now })
      .where("id", "=", actor.userId)
      .execute();
    await recordTeamEvent(trx, actor, {
      action: "ownership_transferred",
      message: `${actor.name} transferred ownership of the company to ${target.name}.`,
      details: { from: actor.userId, to: userId, email: target.email },
      subject: {
        userId,
        email: target.email,
        note: `${actor.name} made you an owner of the company.`,
        mail: ownershipMail({ ...person, byName: actor.name }),
      },
    });
    return companyMembers(trx, actor.partnerId);
  });
}

/** The company's "Require two-factor authentication"; whoever turns it on must have it on. */
export async function setRequireTwoFactor(
  actor: TeamActor,
  required: boolean,
): Promise<{ requireTwoFactor: boolean }> {
  const db = await getDb();
  if (required && !(await twoFactorStatus(actor.userId, db)).enabled)
    throw new ApiError(409, memberMessages.enableOwnTwoFactorFirst);
  await db.transaction().execute(async (trx) => {
    await lockCompany(trx, actor.partnerId);
    requireTeamManager(await currentActor(trx, actor));
    await trx
      .updateTable("partners")
      .set({ require_two_factor: required ? 1 : 0, updated_at: new Date().toISOString() })
      .where("id", "=", actor.partnerId)
      .execute();
    await recordTeamEvent(trx, actor, {
      action: "two_factor_requirement",
      message: required
        ? "Two-factor authentication is now required for everyone in the company."
        : "Two-factor authentication is no longer required by the company.",
      details: { requireTwoFactor: required },
    });
  });
  return { requireTwoFactor: required };
}

/** The team as the console's partner page shows it. */
export async function listCompanyMembers(partnerId: string): Promise<TeamMember[]> {
  return companyMembers(await getDb(), partnerId);
}
