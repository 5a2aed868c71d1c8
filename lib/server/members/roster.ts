import "server-only";
import { Refusal } from "@/lib/refusal";
import { memberRoleLabels, type MemberRole } from "@/lib/member-roles";
import { memberMessages, type TeamAnswer, type TeamMember } from "@/lib/validation/members";
import { liveKeyCounts, revokeKeysBeyondRole } from "@/lib/server/api-keys/holders";
import { twoFactorStatus } from "@/lib/server/auth/two-factor";
import { getDb } from "@/lib/server/db";
import { liveInvitations } from "./invitations";
import {
  companyMembers,
  currentActor,
  lockCompany,
  memberOf,
  ownerCount,
  recordTeamEvent,
  type TeamActor,
} from "./records";
import { checkRoleChange, requireTeamManager } from "./rules";
import { ownershipMail, roleChangedMail } from "./emails";
import { personOf } from "./person";

// The company's team as its owners and admins manage it: the list, role changes, removal
// (the user's sessions end at once; what they registered stays the company's), the transfer
// of ownership and the two-factor requirement. Every change runs under the company's lock
// against the roles as they are then.

/** GET /api/partners/team. Everyone in the company sees who is in it; invitations are the managers'. */
export async function readTeam(actor: TeamActor): Promise<TeamAnswer> {
  const db = await getDb();
  const partner = await db
    .selectFrom("partners")
    .select("require_two_factor")
    .where("id", "=", actor.partnerId)
    .executeTakeFirstOrThrow();
  const manager = actor.role === "owner" || actor.role === "admin";
  const members = await companyMembers(db, actor.partnerId);
  const invitations = manager ? await liveInvitations(db, actor.partnerId) : [];
  const keys = manager ? await liveKeyCounts(db, actor.partnerId) : null;
  return {
    members: keys
      ? members.map((member) => ({
          ...member,
          liveApiKeys: keys.get(member.userId) ?? 0,
          liveInvitationsSent: invitations.filter((i) => i.invitedBy?.userId === member.userId).length,
        }))
      : members,
    invitations,
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
    // A key may do no more than its creator: the keys the new role cannot hold stop now.
    const revokedKeys = await revokeKeysBeyondRole(trx, actor.partnerId, userId, role, actor.userId);
    const person = await personOf(trx, actor.partnerId, userId);
    const to = memberRoleLabels[role];
    await recordTeamEvent(trx, actor, {
      action: "role_changed",
      message: `${target.name} is now ${to} (was ${memberRoleLabels[target.role]}).`,
      details: { userId, email: target.email, from: target.role, to: role, revokedKeys },
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

/** POST /api/partners/team/transfer: the colleague becomes an owner and the owner an admin. */
export async function transferOwnership(actor: TeamActor, userId: string): Promise<TeamMember[]> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    await lockCompany(trx, actor.partnerId);
    const current = await currentActor(trx, actor);
    if (current.role !== "owner")
      throw new Refusal(403, "Only an owner can transfer ownership of the company.");
    if (userId === actor.userId) throw new Refusal(409, memberMessages.transferSelf);
    const target = await memberOf(trx, actor.partnerId, userId);
    if (target.role === "owner") throw new Refusal(409, memberMessages.transferOwner);
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
    throw new Refusal(409, memberMessages.enableOwnTwoFactorFirst);
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
