import "server-only";
import { Refusal } from "@/lib/refusal";
import {
  applicationStatusMessages as messages,
  type ApplicationState,
  type ApplicationStatus,
  type RegistrationLinkState,
} from "@/lib/validation/application-status";
import { getDb } from "@/lib/server/db";
import { findApplicantToken, type ApplicationSubject } from "@/lib/server/auth/account-tokens";
import { randomToken, sha256Hex } from "@/lib/server/security/crypto";
import type { Db } from "@/lib/server/db";

// Where an application stands, for the applicant holding the status link of their
// confirmation email (POST /api/partners/application-status). States, from the data:
// - submitted: waiting, and nobody in the team has opened it yet;
// - under review: still waiting, but a team member opened it in the console
//   (review_started_at, set once by the claim's or registration's detail view);
// - approved: a claim with the state of its registration link, or an active account;
// - rejected: with the reason the team gave (the applicant got it by email too).
// An unknown token answers 404 and an expired one 410, both without a word about any
// application.

async function subjectFor(db: Db, token: string, now: Date): Promise<ApplicationSubject> {
  const found = await findApplicantToken(db, token, now);
  if (found.state === "expired") throw new Refusal(410, messages.tokenExpired);
  if (found.state !== "valid") throw new Refusal(404, messages.tokenInvalid);
  return found.subject;
}

const stateOf = (decided: "approved" | "rejected" | null, reviewStartedAt: string | null): ApplicationState =>
  decided ?? (reviewStartedAt ? "under_review" : "submitted");

async function latestClaimLink(db: Db, claimId: string) {
  return db
    .selectFrom("registration_links")
    .select(["id", "expires_at", "used_at"])
    .where("claim_id", "=", claimId)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}

function linkState(link: { expires_at: string; used_at: string | null }, now: Date): RegistrationLinkState {
  if (link.used_at) return "used";
  return link.expires_at <= now.toISOString() ? "expired" : "not_used";
}

async function claimStatus(db: Db, claimId: string, now: Date): Promise<ApplicationStatus> {
  const claim = await db.selectFrom("claims").selectAll().where("id", "=", claimId).executeTakeFirst();
  if (!claim) throw new Refusal(404, messages.tokenInvalid);
  const decided = claim.status === "pending" ? null : claim.status;
  const link = decided === "approved" ? await latestClaimLink(db, claimId) : undefined;
  return {
    kind: "claim",
    companyName: claim.company_name,
    submittedAt: claim.created_at,
    state: stateOf(decided, claim.review_started_at),
    reviewStartedAt: claim.review_started_at,
    decidedAt: decided ? claim.reviewed_at : null,
    reason: decided === "rejected" ? claim.review_reason : null,
    registrationLink: link ? { state: linkState(link, now), expiresAt: link.expires_at } : null,
  };
}

async function registrationStatus(db: Db, partnerId: string): Promise<ApplicationStatus> {
  const partner = await db.selectFrom("partners").selectAll().where("id", "=", partnerId).executeTakeFirst();
  if (!partner) throw new Refusal(404, messages.tokenInvalid);
  const decided =
    partner.status === "active" ? "approved" : partner.status === "rejected" ? "rejected" : null;
  // Partners keep no review date of their own; the audit log holds the decision.
  const decision = decided
    ? await db
        .selectFrom("audit_log")
        .select("created_at")
        .where("entity_type", "=", "partner")
        .where("entity_id", "=", partnerId)
        .where("action", "=", `registration.${decided}`)
        .orderBy("created_at", "desc")
        .executeTakeFirst()
    : undefined;
  return {
    kind: "registration",
    companyName: partner.company_name,
    submittedAt: partner.created_at,
    state: stateOf(decided, partner.review_started_at),
    reviewStartedAt: partner.review_started_at,
    decidedAt: decision?.created_at ?? null,
    reason: decided === "rejected" ? partner.review_reason : null,
    registrationLink: null,
  };
}

/** The application the status token names, as the status page shows it. */
export async function getApplicationStatus(token: string, now = new Date()): Promise<ApplicationStatus> {
  const db = await getDb();
  const subject = await subjectFor(db, token, now);
  return "claimId" in subject
    ? claimStatus(db, subject.claimId, now)
    : registrationStatus(db, subject.partnerId);
}

/**
 * POST /api/partners/application-status/registration-link: the page's "Register now".
 * Registration tokens are stored only as hashes, so the emailed one cannot be shown again;
 * the link gets a new token instead (the emailed one stops working, the expiry stays), and
 * only while the approved claim's link is unused and unexpired.
 */
export async function reissueRegistrationLink(
  token: string,
  now = new Date(),
): Promise<{ registerUrl: string; expiresAt: string }> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const subject = await subjectFor(trx, token, now);
    if (!("claimId" in subject)) throw new Refusal(409, messages.linkUnavailable);
    const claim = await trx
      .selectFrom("claims")
      .select("status")
      .where("id", "=", subject.claimId)
      .executeTakeFirst();
    const link = claim?.status === "approved" ? await latestClaimLink(trx, subject.claimId) : undefined;
    if (!link || linkState(link, now) !== "not_used") throw new Refusal(409, messages.linkUnavailable);
    const fresh = randomToken();
    const updated = await trx
      .updateTable("registration_links")
      .set({ token_hash: sha256Hex(fresh) })
      .where("id", "=", link.id)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Refusal(409, messages.linkUnavailable);
    return {
      registerUrl: `/partner-portal/register?${new URLSearchParams({ token: fresh }).toString()}`,
      expiresAt: link.expires_at,
    };
  });
}
