import "server-only";
import { randomUUID } from "node:crypto";
import { Refusal } from "@/lib/refusal";
import { memberRoleLabels, type MemberRole } from "@/lib/member-roles";
import { memberMessages, type AcceptInvitationInput } from "@/lib/validation/members";
import { sha256Hex } from "@/lib/server/security/crypto";
import { hashPassword } from "@/lib/server/auth/password";
import { createSession, type IssuedSession } from "@/lib/server/auth/session";
import { toPublicUser, type PublicUser, type UserRow } from "@/lib/server/auth/users";
import { getDb } from "@/lib/server/db";
import { companyRequiresSso } from "@/lib/server/auth/password-policy";
import { lockCompany, recordTeamEvent } from "./records";

// Accepting an invitation: the colleague's account in the inviting company with the invited
// role, verified (the link came to that address), and signed in at once.

export type InvitationPreview =
  | { state: "valid"; companyName: string; email: string; role: MemberRole }
  /** The invited address already has an account: only the link's holder learns that. */
  | { state: "taken"; companyName: string; email: string }
  /** The company signs this address in through its provider: joining is "Continue with SSO". */
  | { state: "sso"; companyName: string; email: string }
  | { state: "gone" | "invalid" };

/** What the join page shows before the form: whose invitation, or why it no longer works. */
export async function describeInvitation(token: string, now = new Date()): Promise<InvitationPreview> {
  if (!/^[A-Za-z0-9_-]{16,200}$/.test(token)) return { state: "invalid" };
  const db = await getDb();
  const row = await db
    .selectFrom("member_invitations")
    .innerJoin("partners", "partners.id", "member_invitations.partner_id")
    .select([
      "member_invitations.email",
      "member_invitations.role",
      "member_invitations.expires_at",
      "member_invitations.accepted_at",
      "member_invitations.revoked_at",
      "member_invitations.partner_id",
      "partners.company_name",
    ])
    .where("member_invitations.token_hash", "=", sha256Hex(token))
    .executeTakeFirst();
  if (!row) return { state: "invalid" };
  if (row.accepted_at || row.revoked_at || row.expires_at <= now.toISOString()) return { state: "gone" };
  if (await db.selectFrom("users").select("id").where("email", "=", row.email).executeTakeFirst())
    return { state: "taken", companyName: row.company_name, email: row.email };
  if (await companyRequiresSso(row.partner_id, row.email))
    return { state: "sso", companyName: row.company_name, email: row.email };
  return { state: "valid", companyName: row.company_name, email: row.email, role: row.role };
}

/**
 * Spends the invitation (once: of two acceptances at the same moment, one creates the account
 * and the other gets 410) and creates the user and a session. An unknown token is 410 as well:
 * a link that does not work says so the same way whatever the reason. Where the company
 * requires single sign-on for the invited address, no password is set: the answer is 403 and
 * the invitation stays live, to be spent (with its role) by the first sign-in through the
 * company's provider.
 */
export async function acceptInvitation(
  input: AcceptInvitationInput,
  meta: { ip: string; userAgent?: string | null },
): Promise<{ session: IssuedSession; user: PublicUser }> {
  const db = await getDb();
  const tokenHash = sha256Hex(input.token);
  const found = await db
    .selectFrom("member_invitations")
    .select(["id", "partner_id", "email"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!found) throw new Refusal(410, memberMessages.invitationGone);
  if (await companyRequiresSso(found.partner_id, found.email))
    throw new Refusal(403, memberMessages.acceptThroughSso);
  // The slow hash before the transaction, so the company's lock is held for milliseconds.
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    await lockCompany(trx, found.partner_id);
    const now = new Date().toISOString();
    const spent = await trx
      .updateTable("member_invitations")
      .set({ accepted_at: now })
      .where("id", "=", found.id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", now)
      .returning(["email", "role", "partner_id"])
      .executeTakeFirst();
    if (!spent) throw new Refusal(410, memberMessages.invitationGone);
    if (await trx.selectFrom("users").select("id").where("email", "=", spent.email).executeTakeFirst())
      throw new Refusal(409, memberMessages.acceptAccountExists);
    const user: UserRow = {
      id: randomUUID(),
      partner_id: spent.partner_id,
      email: spent.email,
      password_hash: passwordHash,
      role: "partner",
      member_role: spent.role,
      first_name: input.firstName,
      last_name: input.lastName,
      title: null,
      phone: null,
      linkedin_url: null,
      email_verified_at: now,
      last_login_at: now,
      previous_login_at: null,
      onboarding_dismissed_at: null,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto("users").values(user).execute();
    const partner = await trx
      .selectFrom("partners")
      .selectAll()
      .where("id", "=", spent.partner_id)
      .executeTakeFirstOrThrow();
    const session = await createSession(trx, user, { ip: meta.ip, userAgent: meta.userAgent });
    const name = `${input.firstName} ${input.lastName}`;
    await recordTeamEvent(
      trx,
      { userId: user.id, partnerId: spent.partner_id },
      {
        action: "joined",
        message: `${name} (${spent.email}) joined the team as ${memberRoleLabels[spent.role]}.`,
        details: { invitationId: found.id, userId: user.id, email: spent.email, role: spent.role },
      },
    );
    return { session, user: toPublicUser(user, partner) };
  });
}
