import "server-only";
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { Refusal } from "@/lib/refusal";
import type { RegistrationLinksTable } from "@/lib/server/db/schema/registration";
import { randomToken, sha256Hex } from "@/lib/server/security/crypto";
import { getDb } from "@/lib/server/db";
import { DAY_MS } from "@/lib/time";
import type { Db } from "@/lib/server/db";

export type RegistrationLinkRow = Selectable<RegistrationLinksTable>;
export type LinkKind = RegistrationLinksTable["kind"];

/** Claim approvals and invitations stay valid for 7 days. */
export const REGISTRATION_LINK_TTL_MS = 7 * DAY_MS;

/** Creates a link and returns its token (stored only as SHA-256). */
export async function createRegistrationLink(
  db: Db,
  input: {
    kind: LinkKind;
    email: string;
    companyName: string;
    claimId?: string | null;
    createdBy?: string | null;
  },
): Promise<{ id: string; token: string }> {
  const token = randomToken();
  const id = randomUUID();
  const now = new Date();
  await db
    .insertInto("registration_links")
    .values({
      id,
      kind: input.kind,
      token_hash: sha256Hex(token),
      claim_id: input.claimId ?? null,
      email: input.email,
      company_name: input.companyName,
      expires_at: new Date(now.getTime() + REGISTRATION_LINK_TTL_MS).toISOString(),
      used_at: null,
      created_by: input.createdBy ?? null,
      created_at: now.toISOString(),
    })
    .execute();
  return { id, token };
}

/** A new token and 7 more days for an unused link (resending an invitation); the old token stops working. */
export async function renewRegistrationLink(db: Db, id: string): Promise<string> {
  const token = randomToken();
  await db
    .updateTable("registration_links")
    .set((eb) => ({
      token_hash: sha256Hex(token),
      expires_at: new Date(Date.now() + REGISTRATION_LINK_TTL_MS).toISOString(),
      sent_count: eb("sent_count", "+", 1),
    }))
    .where("id", "=", id)
    .execute();
  return token;
}

export type LinkLookup =
  | { state: "valid"; link: RegistrationLinkRow }
  | { state: "invalid" }
  | { state: "used" | "expired"; link: RegistrationLinkRow };

export async function findRegistrationLink(
  db: Db,
  token: string | null | undefined,
  kind: LinkKind,
): Promise<LinkLookup> {
  if (!token || token.length > 200) return { state: "invalid" };
  const link = await db
    .selectFrom("registration_links")
    .selectAll()
    .where("token_hash", "=", sha256Hex(token))
    .where("kind", "=", kind)
    .executeTakeFirst();
  if (!link) return { state: "invalid" };
  if (link.used_at) return { state: "used", link };
  if (link.expires_at <= new Date().toISOString()) return { state: "expired", link };
  return { state: "valid", link };
}

/** Marks the link used; false when another registration used it first. */
export async function markRegistrationLinkUsed(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable("registration_links")
    .set({ used_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// The claim form's industry values, in the wizard's vocabulary.
const industryNames: Record<string, string> = {
  technology: "Technology",
  finance: "Financial Services",
  healthcare: "Healthcare",
  retail: "Retail",
  manufacturing: "Manufacturing",
  consulting: "Consulting",
  other: "Other",
};

/** GET /api/partners/claim/verify-token/{token} and /invitation/verify-token/{token}: the fields the registration wizard pre-fills. */
export async function prefilledDataFor(link: RegistrationLinkRow): Promise<Record<string, unknown>> {
  if (link.kind === "invitation" || !link.claim_id) {
    return { companyName: link.company_name, primaryContact: { email: link.email } };
  }
  const db = await getDb();
  const claim = await db
    .selectFrom("claims")
    .selectAll()
    .where("id", "=", link.claim_id)
    .executeTakeFirstOrThrow();
  return {
    companyName: claim.company_name,
    website: /^https?:\/\//i.test(claim.website) ? claim.website : `https://${claim.website}`,
    industry: industryNames[claim.industry] ?? "Other",
    // The applicant's own words for an industry not in the list, for the wizard's Specify Industry.
    customIndustry: claim.industry === "other" ? (claim.custom_industry ?? "") : "",
    companySize: claim.company_size,
    currentTechnology: claim.current_technology ?? "",
    linkedinUrl: claim.linkedin_url ?? "",
    country: claim.country === "other" ? (claim.custom_country ?? "") : claim.country,
    firstName: claim.first_name,
    lastName: claim.last_name,
    email: claim.company_email,
  };
}

/** The verify-token endpoints: 404 for an unknown link, 410 for a used or expired one. */
export async function prefilledDataForToken(
  token: string | undefined,
  kind: LinkKind,
  invalidMessage: string,
): Promise<Record<string, unknown>> {
  const found = await findRegistrationLink(await getDb(), token, kind);
  if (found.state === "invalid") throw new Refusal(404, invalidMessage);
  if (found.state !== "valid") throw new Refusal(410, invalidMessage);
  return prefilledDataFor(found.link);
}
