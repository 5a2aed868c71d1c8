import "server-only";
import { randomUUID } from "node:crypto";
import { recordAudit } from "../audit/audit";
import type { UserRow } from "../auth/users";
import { getDb } from "../db";
import { isEmailAddress } from "@/lib/validation/email-address";
import { env } from "../env";
import { moduleLog } from "../log";
import { lockCompany, recordTeamEvent } from "../members/records";
import { companyProvedDomain, emailDomain } from "../auth/company-sso";
import { SsoFlowError } from "./errors";
import type { VerifiedIdentity } from "./oidc-client";

// Who a verified identity is here. The programme team: an existing team member, or someone on
// ADMIN_OIDC_ALLOWED_DOMAINS (created on the first sign-in, in the audit log). A partner
// company: a colleague on one of its proved domains, who joins it on the first sign-in as a
// member, or with the role of a live invitation to that address.

/** No password: argon2 never verifies this, so only single sign-on (or a reset) opens the account. */
const NO_PASSWORD = "sso-only:no-password";

function newUser(
  identity: VerifiedIdentity,
  email: string,
  now: string,
): Omit<UserRow, "role" | "partner_id" | "member_role"> {
  return {
    id: randomUUID(),
    email,
    password_hash: NO_PASSWORD,
    first_name: identity.givenName?.slice(0, 100) ?? null,
    last_name: identity.familyName?.slice(0, 100) ?? null,
    title: null,
    phone: null,
    linkedin_url: null,
    email_verified_at: now,
    last_login_at: null,
    previous_login_at: null,
    onboarding_dismissed_at: null,
    created_at: now,
    updated_at: now,
  };
}

/**
 * The identity's address, held to the rule of every email field (one "@", no control
 * characters: lib/validation/email-address.ts), so the domain checked is the one stored.
 */
function verifiedEmail(identity: VerifiedIdentity): string {
  const log = moduleLog("sso");
  if (!identity.email) {
    log.warn({ subject: identity.subject }, "OpenID provider shared no email address");
    throw new SsoFlowError("emailMissing");
  }
  if (!isEmailAddress(identity.email)) {
    log.warn({ subject: identity.subject }, "OpenID provider's email address refused: not a valid address");
    throw new SsoFlowError("emailInvalid");
  }
  if (identity.emailVerified === false) {
    log.warn({ subject: identity.subject }, "OpenID provider's email address refused: not verified");
    throw new SsoFlowError("emailUnverified");
  }
  return identity.email;
}

export async function adminForIdentity(identity: VerifiedIdentity, issuer: string): Promise<UserRow> {
  const email = verifiedEmail(identity);
  const db = await getDb();
  const existing = await db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
  if (existing) {
    if (existing.role !== "admin") throw new SsoFlowError("domainNotAllowed");
    return existing;
  }
  if (!(env().ADMIN_OIDC_ALLOWED_DOMAINS ?? []).includes(emailDomain(email)))
    throw new SsoFlowError("domainNotAllowed");
  const now = new Date().toISOString();
  const user: UserRow = {
    ...newUser(identity, email, now),
    role: "admin",
    partner_id: null,
    member_role: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("users").values(user).execute();
    await recordAudit(trx, {
      actorUserId: user.id,
      action: "admin.created_by_sso",
      entityType: "user",
      entityId: user.id,
      details: { email, issuer, subject: identity.subject },
    });
  });
  return user;
}

export async function partnerMemberForIdentity(
  partnerId: string,
  identity: VerifiedIdentity,
): Promise<UserRow> {
  const email = verifiedEmail(identity);
  if (!(await companyProvedDomain(partnerId, email))) {
    moduleLog("sso").warn(
      { subject: identity.subject, partnerId },
      "OpenID identity off the company's proved domains",
    );
    throw new SsoFlowError("domainNotProved");
  }
  const db = await getDb();
  const partner = await db
    .selectFrom("partners")
    .select("status")
    .where("id", "=", partnerId)
    .executeTakeFirst();
  if (partner?.status !== "active") throw new SsoFlowError("notActive");
  return db.transaction().execute(async (trx) => {
    await lockCompany(trx, partnerId);
    const existing = await trx.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
    if (existing) {
      if (existing.role !== "partner" || existing.partner_id !== partnerId)
        throw new SsoFlowError("otherCompany");
      if (existing.email_verified_at) return existing;
      // The company's provider vouches for the address on the company's own proved domain.
      const now = new Date().toISOString();
      await trx.updateTable("users").set({ email_verified_at: now }).where("id", "=", existing.id).execute();
      return { ...existing, email_verified_at: now };
    }
    const now = new Date().toISOString();
    const invitation = await trx
      .updateTable("member_invitations")
      .set({ accepted_at: now })
      .where("partner_id", "=", partnerId)
      .where("email", "=", email)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", now)
      .returning(["id", "role"])
      .executeTakeFirst();
    const role = invitation?.role ?? "member";
    const user: UserRow = {
      ...newUser(identity, email, now),
      role: "partner",
      partner_id: partnerId,
      member_role: role,
    };
    await trx.insertInto("users").values(user).execute();
    const name = [user.first_name, user.last_name].filter(Boolean).join(" ") || email;
    await recordTeamEvent(
      trx,
      { userId: user.id, partnerId },
      {
        action: "joined",
        message: `${name} (${email}) joined the team as ${role} through single sign-on.`,
        details: { userId: user.id, email, role, invitationId: invitation?.id ?? null, sso: true },
      },
    );
    return user;
  });
}
