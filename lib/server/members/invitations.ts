import "server-only";
import { randomUUID } from "node:crypto";
import { Refusal } from "@/lib/refusal";
import { memberRoleLabels, type MemberRole } from "@/lib/member-roles";
import {
  FORMER_MEMBER,
  memberMessages,
  type InvitationInput,
  type TeamInvitation,
} from "@/lib/validation/members";
import { randomToken, sha256Hex } from "@/lib/server/security/crypto";
import { normaliseEmail } from "@/lib/server/auth/users";
import { getDb, type Database } from "@/lib/server/db";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { DAY_MS } from "@/lib/time";
import type { Transaction } from "kysely";
import { memberInvitationMail } from "./emails";
import { fullName } from "@/lib/server/auth/users";
import { currentActor, lockCompany, recordTeamEvent, type TeamActor } from "./records";
import type { Db } from "@/lib/server/db";
import { checkGrant, requireTeamManager } from "./rules";

// Invitations of colleagues: sent by an owner or admin (or by the programme, for the
// registration's secondary contact), listed while live, revoked; accepting is in ./accept.ts.

export const INVITATION_TTL_MS = 7 * DAY_MS;

/** The company's live invitations (not accepted, not revoked, not expired), newest first. */
export async function liveInvitations(
  db: Db,
  partnerId: string,
  now = new Date(),
): Promise<TeamInvitation[]> {
  const rows = await db
    .selectFrom("member_invitations")
    .leftJoin("users", "users.id", "member_invitations.invited_by")
    .select([
      "member_invitations.id",
      "member_invitations.email",
      "member_invitations.role",
      "member_invitations.expires_at",
      "member_invitations.invited_by",
      "users.email as inviter_email",
      "users.first_name as inviter_first_name",
      "users.last_name as inviter_last_name",
    ])
    .where("member_invitations.partner_id", "=", partnerId)
    .where("member_invitations.accepted_at", "is", null)
    .where("member_invitations.revoked_at", "is", null)
    .where("member_invitations.expires_at", ">", now.toISOString())
    .orderBy("member_invitations.created_at", "desc")
    .orderBy("member_invitations.id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expires_at,
    invitedBy: row.invited_by
      ? {
          userId: row.invited_by,
          name: row.inviter_email
            ? fullName({
                first_name: row.inviter_first_name,
                last_name: row.inviter_last_name,
                email: row.inviter_email,
              })
            : FORMER_MEMBER,
        }
      : null,
  }));
}

/**
 * Writes the invitation and queues its email, in the caller's transaction: 409 when the
 * address is already a colleague in this company or has a live invitation into it. Whether
 * the address has an account at another company is not told here (that would let any owner
 * or admin probe for accounts): the invitation is sent all the same, and accepting it says
 * that the address already has an account (./accept.ts).
 */
export async function createInvitation(
  trx: Transaction<Database>,
  input: {
    partnerId: string;
    email: string;
    role: MemberRole;
    invitedBy: string | null;
    inviterName: string | null;
  },
): Promise<TeamInvitation> {
  const email = normaliseEmail(input.email);
  const colleague = await trx
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .where("partner_id", "=", input.partnerId)
    .executeTakeFirst();
  if (colleague) throw new Refusal(409, memberMessages.alreadyColleague);
  if ((await liveInvitations(trx, input.partnerId)).some((invitation) => invitation.email === email))
    throw new Refusal(409, memberMessages.invitationPending);
  const company = await trx
    .selectFrom("partners")
    .select("company_name")
    .where("id", "=", input.partnerId)
    .executeTakeFirstOrThrow();
  const token = randomToken();
  const now = new Date();
  const row = {
    id: randomUUID(),
    partner_id: input.partnerId,
    email,
    role: input.role,
    token_hash: sha256Hex(token),
    invited_by: input.invitedBy,
    expires_at: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
    accepted_at: null,
    revoked_at: null,
    created_at: now.toISOString(),
  };
  await trx.insertInto("member_invitations").values(row).execute();
  const mail = memberInvitationMail({
    companyName: company.company_name,
    inviterName: input.inviterName,
    role: input.role,
    token,
  });
  await enqueueMail(trx, { to: email, ...mail, kind: "team:invitation", refId: row.id }, "security");
  await recordTeamEvent(
    trx,
    { userId: input.invitedBy, partnerId: input.partnerId },
    {
      action: "invited",
      message: `${email} was invited to the team as ${memberRoleLabels[input.role]}.`,
      details: { invitationId: row.id, email, role: input.role },
    },
  );
  const invitedBy = input.invitedBy
    ? { userId: input.invitedBy, name: input.inviterName ?? FORMER_MEMBER }
    : null;
  return { id: row.id, email, role: input.role, expiresAt: row.expires_at, invitedBy };
}

/** POST /api/partners/team/invitations: an owner or admin invites a colleague. */
export async function inviteMember(actor: TeamActor, input: InvitationInput): Promise<TeamInvitation> {
  const db = await getDb();
  const invitation = await db.transaction().execute(async (trx) => {
    await lockCompany(trx, actor.partnerId);
    const current = await currentActor(trx, actor);
    requireTeamManager(current);
    checkGrant(current, input.role);
    return createInvitation(trx, {
      partnerId: actor.partnerId,
      email: input.email,
      role: input.role,
      invitedBy: actor.userId,
      inviterName: actor.name,
    });
  });
  kickMailSender();
  return invitation;
}

/** DELETE /api/partners/team/invitations/{id}: the link stops working at once. */
export async function revokeInvitation(actor: TeamActor, invitationId: string): Promise<void> {
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await lockCompany(trx, actor.partnerId);
    requireTeamManager(await currentActor(trx, actor));
    const invitation = await trx
      .selectFrom("member_invitations")
      .select(["id", "email", "accepted_at", "revoked_at"])
      .where("id", "=", invitationId)
      .where("partner_id", "=", actor.partnerId)
      .executeTakeFirst();
    if (!invitation) throw new Refusal(404, memberMessages.invitationNotFound);
    if (invitation.accepted_at || invitation.revoked_at)
      throw new Refusal(409, memberMessages.invitationClosed);
    await trx
      .updateTable("member_invitations")
      .set({ revoked_at: new Date().toISOString() })
      .where("id", "=", invitationId)
      .execute();
    await recordTeamEvent(trx, actor, {
      action: "invitation_revoked",
      message: `The invitation of ${invitation.email} was revoked.`,
      details: { invitationId, email: invitation.email },
    });
  });
}

/**
 * On approval, the registration's secondary contact is invited as an admin (when the form
 * named an email that has no account and no live invitation yet), in the approval's transaction.
 */
export async function inviteSecondaryContact(trx: Transaction<Database>, partnerId: string): Promise<void> {
  const partner = await trx
    .selectFrom("partners")
    .select("profile_json")
    .where("id", "=", partnerId)
    .executeTakeFirstOrThrow();
  const email = secondaryEmail(partner.profile_json);
  if (!email) return;
  if (await trx.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst()) return;
  if ((await liveInvitations(trx, partnerId)).some((invitation) => invitation.email === email)) return;
  await createInvitation(trx, { partnerId, email, role: "admin", invitedBy: null, inviterName: null });
}

function secondaryEmail(profileJson: string): string | null {
  try {
    const profile = JSON.parse(profileJson) as { secondaryContact?: { email?: unknown } | null };
    const email = profile.secondaryContact?.email;
    return typeof email === "string" && email.trim() ? normaliseEmail(email) : null;
  } catch {
    return null;
  }
}
