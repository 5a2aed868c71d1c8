import "server-only";
import { Refusal } from "@/lib/refusal";
import { memberMessages } from "@/lib/validation/members";
import { revokeAllSessions } from "@/lib/server/auth/session";
import { markSessionsEnded } from "@/lib/server/auth/ended-sessions";
import { revokeKeysOfCreator, transferKeysOfCreator } from "@/lib/server/api-keys/holders";
import { getDb } from "@/lib/server/db";
import { currentActor, lockCompany, memberOf, ownerCount, recordTeamEvent, type TeamActor } from "./records";
import type { Db } from "@/lib/server/db";
import { checkRemoval } from "./rules";
import { removedMail } from "./emails";
import { personOf } from "./person";

// Removing a colleague (or leaving): the account goes and its sessions with it; what they
// registered stays the company's. What they could still act through goes too: the API keys
// they created and the invitations they sent are revoked, unless an owner removing them
// chooses to keep them, and then they become that owner's (the audit log says so).

export interface RemovalChoices {
  /** Keep the colleague's live API keys, transferred to the owner removing them. */
  keepApiKeys: boolean;
  /** Keep the colleague's live invitations, as sent by the owner removing them. */
  keepInvitations: boolean;
}

export const revokeAll: RemovalChoices = { keepApiKeys: false, keepInvitations: false };

/** DELETE /api/partners/team/{userId}. */
export async function removeMember(
  actor: TeamActor,
  userId: string,
  choices: RemovalChoices = revokeAll,
): Promise<{ revokedKeys: number; keptKeys: number; revokedInvitations: number; keptInvitations: number }> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    await lockCompany(trx, actor.partnerId);
    const current = await currentActor(trx, actor);
    const target = await memberOf(trx, actor.partnerId, userId);
    checkRemoval(current, target, await ownerCount(trx, actor.partnerId));
    const person = await personOf(trx, actor.partnerId, userId);
    const left = userId === actor.userId;
    const keeps = choices.keepApiKeys || choices.keepInvitations;
    if (keeps && left) throw new Refusal(409, memberMessages.keepOnRemovalOnly);
    if (keeps && current.role !== "owner") throw new Refusal(403, memberMessages.ownersOnlyKeep);
    const keys = choices.keepApiKeys
      ? { kept: await transferKeysOfCreator(trx, actor.partnerId, userId, actor.userId), revoked: 0 }
      : { kept: 0, revoked: await revokeKeysOfCreator(trx, actor.partnerId, userId, actor.userId) };
    const invitations = choices.keepInvitations
      ? { kept: await reassignInvitations(trx, actor.partnerId, userId, actor.userId), revoked: 0 }
      : { kept: 0, revoked: await revokeInvitationsSentBy(trx, actor.partnerId, userId) };
    // Whoever was removed is told why on their next request; whoever left signed out themselves.
    if (!left) await markSessionsEnded(trx, userId, "removed");
    await revokeAllSessions(trx, userId);
    await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
    await trx.deleteFrom("users").where("id", "=", userId).execute();
    await recordTeamEvent(trx, actor, {
      action: "removed",
      message: left ? `${target.name} left the team.` : `${target.name} was removed from the team.`,
      details: {
        userId,
        email: target.email,
        role: target.role,
        left,
        apiKeys: keys,
        invitations,
      },
      // The removed person is emailed (their sign-in has ended); whoever left is not.
      subject: { userId, email: target.email, mail: removedMail({ ...person, byName: actor.name }) },
    });
    return {
      revokedKeys: keys.revoked,
      keptKeys: keys.kept,
      revokedInvitations: invitations.revoked,
      keptInvitations: invitations.kept,
    };
  });
}

function liveSentBy(trx: Db, partnerId: string, userId: string) {
  return trx
    .updateTable("member_invitations")
    .where("partner_id", "=", partnerId)
    .where("invited_by", "=", userId)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", new Date().toISOString());
}

async function revokeInvitationsSentBy(trx: Db, partnerId: string, userId: string): Promise<number> {
  const rows = await liveSentBy(trx, partnerId, userId)
    .set({ revoked_at: new Date().toISOString() })
    .returning("id")
    .execute();
  return rows.length;
}

async function reassignInvitations(
  trx: Db,
  partnerId: string,
  fromId: string,
  toId: string,
): Promise<number> {
  const rows = await liveSentBy(trx, partnerId, fromId).set({ invited_by: toId }).returning("id").execute();
  return rows.length;
}
