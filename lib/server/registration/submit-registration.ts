import "server-only";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { Refusal } from "@/lib/refusal";
import { registrationMessages } from "@/lib/validation/registration-messages";
import type { RegistrationPayload } from "@/lib/validation/registration-payload";
import { getDb, type Database } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { consumeRateLimit } from "@/lib/server/rate-limit";
import { hashPassword } from "@/lib/server/auth/password";
import { createSession, type IssuedSession } from "@/lib/server/auth/session";
import {
  normaliseEmail,
  toPublicUser,
  type PartnerRow,
  type PublicUser,
  type UserRow,
} from "@/lib/server/auth/users";
import { commitStaged, removeStored, type StoredFile } from "@/lib/server/uploads/attachments";
import type { StagedFile } from "@/lib/server/uploads/multipart";
import { recordAudit } from "@/lib/server/audit/audit";
import { companyKey } from "./company-key";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { queueVerificationEmail } from "@/lib/server/auth/email-verification";
import { issueApplicantToken } from "@/lib/server/auth/account-tokens";
import { startOnboarding } from "@/lib/server/training/onboarding";
import { registrationAttemptMail, registrationNotificationMail } from "./emails";
import { findRegistrationLink, markRegistrationLinkUsed, type RegistrationLinkRow } from "./links";

const clean = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

async function insertPartnerAndUser(
  trx: Transaction<Database>,
  payload: RegistrationPayload,
  options: {
    status: PartnerRow["status"];
    source: PartnerRow["source"];
    passwordHash: string;
    link?: RegistrationLinkRow;
    companyChangedFrom?: string;
  },
): Promise<{ partner: PartnerRow; user: UserRow }> {
  const email = normaliseEmail(payload.primaryContact.email);
  if (await trx.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst())
    throw new Refusal(409, registrationMessages.emailTaken);
  const now = new Date().toISOString();
  const secondary = payload.secondaryContact?.name ? { ...payload.secondaryContact } : null;
  const partner: PartnerRow = {
    id: randomUUID(),
    company_name: payload.companyName,
    website: payload.website,
    industry: payload.industry,
    company_size: payload.companySize,
    annual_revenue: payload.annualRevenue,
    gst_tax_id: clean(payload.gstTaxId),
    partnership_type: payload.partnershipType,
    country: clean(payload.location?.country),
    tier: "bronze",
    certification_status: "pending",
    points: 0,
    status: options.status,
    source: options.source,
    profile_json: JSON.stringify({
      customIndustry: payload.industry === "Other" ? clean(payload.customIndustry) : null,
      geographicCoverage: payload.geographicCoverage,
      industryFocus: payload.industryFocus,
      currentClients: (payload.currentClients ?? []).filter(Boolean),
      expectedDeals: payload.expectedDeals,
      technicalCapabilities: payload.technicalCapabilities,
      teamStrength: payload.teamStrength,
      certifications: payload.certifications ?? [],
      currentTechnology: clean(payload.currentTechnology),
      linkedinUrl: clean(payload.linkedinUrl),
      secondaryContact: secondary,
      termsAcceptedAt: now,
    }),
    registration_link_id: options.link?.id ?? null,
    review_reason: null,
    commission_rate: null,
    review_started_at: null,
    deals_version: 0,
    tier_since: now,
    tier_grace_started_at: null,
    tier_pinned_until: null,
    tier_pin_reason: null,
    require_two_factor: 0,
    created_at: now,
    updated_at: now,
  };
  await trx.insertInto("partners").values(partner).execute();
  const [firstName, ...rest] = payload.primaryContact.name.trim().split(/\s+/);
  const user: UserRow = {
    id: randomUUID(),
    partner_id: partner.id,
    email,
    password_hash: options.passwordHash,
    role: "partner",
    member_role: "owner",
    first_name: firstName ?? null,
    last_name: rest.join(" ") || null,
    title: payload.primaryContact.title,
    phone: payload.primaryContact.phone,
    linkedin_url: clean(payload.primaryContact.linkedinUrl),
    email_verified_at: null,
    last_login_at: null,
    previous_login_at: null,
    onboarding_dismissed_at: null,
    created_at: now,
    updated_at: now,
  };
  await trx.insertInto("users").values(user).execute();
  if (partner.status === "active") await startOnboarding(trx, partner.id);
  // A registration waiting for approval gets a status link with its confirmation.
  const statusToken =
    partner.status === "pending_approval"
      ? await issueApplicantToken(trx, { partnerId: partner.id })
      : undefined;
  await queueVerificationEmail(trx, user, statusToken);
  await enqueueMail(
    trx,
    {
      to: env().PROGRAMME_EMAIL,
      ...registrationNotificationMail({
        partnerId: partner.id,
        companyName: partner.company_name,
        contact: payload.primaryContact.name,
        email,
        pending: options.status === "pending_approval",
        companyChangedFrom: options.companyChangedFrom,
      }),
      kind: "registration:notification",
      refId: partner.id,
    },
    "transactional",
  );
  const details = options.link
    ? {
        linkId: options.link.id,
        ...(options.companyChangedFrom
          ? { approvedCompanyName: options.companyChangedFrom, companyName: partner.company_name }
          : {}),
      }
    : undefined;
  await recordAudit(trx, {
    actorUserId: user.id,
    action: `partner.registered.${options.source}`,
    entityType: "partner",
    entityId: partner.id,
    details,
  });
  return { partner, user };
}

async function lockLink(
  trx: Transaction<Database>,
  payload: RegistrationPayload,
): Promise<RegistrationLinkRow> {
  const kind = payload.approvalToken ? "claim" : "invitation";
  const token = payload.approvalToken || payload.invitationToken;
  if (!token || (payload.approvalToken && payload.invitationToken))
    throw new Refusal(400, registrationMessages.needsApproval);
  const found = await findRegistrationLink(trx, token, kind);
  const invalidMessage =
    kind === "claim" ? registrationMessages.linkInvalid : registrationMessages.invitationInvalid;
  if (found.state === "invalid") throw new Refusal(404, invalidMessage);
  if (found.state === "expired") throw new Refusal(410, invalidMessage);
  if (found.state === "used") throw new Refusal(409, registrationMessages.linkUsed);
  // The link stands for the address it was mailed to: the page locks the field, and so
  // does the server. Nothing is stored and the link stays usable.
  if (normaliseEmail(payload.primaryContact.email) !== normaliseEmail(found.link.email)) {
    throw new Refusal(403, registrationMessages.linkEmailMismatch, {
      "primaryContact.email": registrationMessages.linkEmailMismatch,
    });
  }
  if (!(await markRegistrationLinkUsed(trx, found.link.id)))
    throw new Refusal(409, registrationMessages.linkUsed);
  return found.link;
}

/**
 * POST /api/auth/register: one transaction creates the company, its primary user and the
 * attachment rows, uses up the link, queues the verification email and opens a session.
 * The staged files are stored first and deleted again if it fails.
 *
 * The link was approved for one company. A registration under another name (compared
 * case- and space-insensitively) is kept, since a legal name or a typo may well need
 * correcting, but it is not activated: the change is recorded in the audit log and the
 * notification, and the account waits for the programme team's approval like an open one.
 */
export async function registerWithLink(
  payload: RegistrationPayload,
  staged: StagedFile[],
  meta: { ip: string; userAgent: string | null },
): Promise<{ session: IssuedSession; user: PublicUser }> {
  const passwordHash = await hashPassword(payload.primaryContact.password);
  const db = await getDb();
  // The files go to the store before the transaction, so a slow object store never holds
  // the database's write lock; if anything below fails they are deleted again (and the
  // sweep catches any a crash left behind).
  const stored: StoredFile[] = await commitStaged(staged);
  try {
    const result = await db.transaction().execute(async (trx) => {
      const link = await lockLink(trx, payload);
      const companyChanged = companyKey(payload.companyName) !== companyKey(link.company_name);
      const { partner, user } = await insertPartnerAndUser(trx, payload, {
        status: companyChanged ? "pending_approval" : "active",
        source: link.kind,
        passwordHash,
        link,
        companyChangedFrom: companyChanged ? link.company_name : undefined,
      });
      const now = new Date().toISOString();
      for (const file of stored) {
        await trx
          .insertInto("attachments")
          .values({
            id: randomUUID(),
            partner_id: partner.id,
            original_name: file.file.originalName,
            stored_name: file.storedName,
            mime_type: file.mimeType,
            size_bytes: file.file.size,
            created_at: now,
          })
          .execute();
      }
      const session = await createSession(trx, user, { ip: meta.ip, userAgent: meta.userAgent });
      return { session, user: toPublicUser(user, partner) };
    });
    kickMailSender();
    return result;
  } catch (error) {
    await removeStored(stored.map((file) => file.storedName));
    if (isUniqueViolation(error)) throw new Refusal(409, registrationMessages.emailTaken);
    throw error;
  }
}

// Per address and silent, so that repeated sign-ups cannot flood an account owner's inbox.
const attemptMailsPerEmail = { name: "register-existing:email", limit: 3, windowMs: 60 * 60_000 };

/**
 * POST /api/auth/register-anonymous: the company waits for admin approval and the email for
 * verification. An address that already has an account gets the same answer, so the answer
 * never tells whether an address is registered (as with sign-in and forgot-password); its
 * owner is emailed that someone tried to register with it, and nothing else changes.
 */
export async function registerAnonymously(payload: RegistrationPayload): Promise<void> {
  const passwordHash = await hashPassword(payload.primaryContact.password);
  const db = await getDb();
  try {
    await db
      .transaction()
      .execute((trx) =>
        insertPartnerAndUser(trx, payload, { status: "pending_approval", source: "anonymous", passwordHash }),
      );
  } catch (error) {
    const taken =
      isUniqueViolation(error) ||
      (error instanceof Refusal && error.message === registrationMessages.emailTaken);
    if (!taken) throw error;
    await tellOwnerOfAttempt(normaliseEmail(payload.primaryContact.email));
  }
  kickMailSender();
}

async function tellOwnerOfAttempt(email: string): Promise<void> {
  if (!(await consumeRateLimit(attemptMailsPerEmail, email)).allowed) return;
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom("users")
      .select(["id", "email", "first_name"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (owner)
      await enqueueMail(
        trx,
        {
          to: owner.email,
          ...registrationAttemptMail(owner.first_name),
          kind: "registration:existing-account",
          refId: owner.id,
        },
        "security",
      );
  });
}
