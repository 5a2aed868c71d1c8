import "server-only";
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { AccountTokensTable } from "@/lib/server/db/schema/auth";
import { randomToken, sha256Hex } from "../security/crypto";
import { DAY_MS, HOUR_MS } from "@/lib/time";
import type { Db } from "@/lib/server/db";

type Purpose = AccountTokensTable["purpose"];

export const ACCOUNT_TOKEN_TTL_MS: Record<Purpose, number> = {
  verify_email: DAY_MS,
  reset_password: HOUR_MS,
};

/** Stores the SHA-256 of a new random token and returns the token itself (for the emailed link only). */
export async function issueAccountToken(
  db: Db,
  userId: string,
  purpose: Purpose,
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  await db
    .insertInto("account_tokens")
    .values({
      id: randomUUID(),
      user_id: userId,
      purpose,
      token_hash: sha256Hex(token),
      expires_at: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[purpose]).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

export type TokenLookup =
  { state: "valid"; row: Selectable<AccountTokensTable> } | { state: "invalid" | "used" | "expired" };

export async function findAccountToken(
  db: Db,
  token: string,
  purpose: Purpose,
  now = new Date(),
): Promise<TokenLookup> {
  if (!token || token.length > 200) return { state: "invalid" };
  const row = await db
    .selectFrom("account_tokens")
    .selectAll()
    .where("token_hash", "=", sha256Hex(token))
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  if (!row) return { state: "invalid" };
  if (row.used_at) return { state: "used" };
  if (row.expires_at <= now.toISOString()) return { state: "expired" };
  return { state: "valid", row };
}

/** Marks the token used; false when a concurrent request used it first (single use). */
export async function markAccountTokenUsed(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable("account_tokens")
    .set({ used_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Applicants' status links: no account stands behind a claim, so these tokens name the
// claim or the waiting registration instead of a user. Same randomness and hashing as the
// tokens above; many reads (the applicant may come back), never used up, 30 days.

export const APPLICANT_TOKEN_TTL_MS = 30 * DAY_MS;
export type ApplicationSubject = { claimId: string } | { partnerId: string };

/** Stores the SHA-256 of a new status token for the claim or registration and returns the token (for the email only). */
export async function issueApplicantToken(
  db: Db,
  subject: ApplicationSubject,
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  await db
    .insertInto("applicant_tokens")
    .values({
      id: randomUUID(),
      purpose: "application_status",
      claim_id: "claimId" in subject ? subject.claimId : null,
      partner_id: "partnerId" in subject ? subject.partnerId : null,
      token_hash: sha256Hex(token),
      expires_at: new Date(now.getTime() + APPLICANT_TOKEN_TTL_MS).toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

export type ApplicantTokenLookup =
  { state: "valid"; subject: ApplicationSubject } | { state: "invalid" | "expired" };

export async function findApplicantToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ApplicantTokenLookup> {
  if (!token || token.length > 200) return { state: "invalid" };
  const row = await db
    .selectFrom("applicant_tokens")
    .selectAll()
    .where("token_hash", "=", sha256Hex(token))
    .where("purpose", "=", "application_status")
    .executeTakeFirst();
  if (!row) return { state: "invalid" };
  if (row.expires_at <= now.toISOString()) return { state: "expired" };
  if (row.claim_id) return { state: "valid", subject: { claimId: row.claim_id } };
  if (row.partner_id) return { state: "valid", subject: { partnerId: row.partner_id } };
  return { state: "invalid" };
}
