import "server-only";
import { getDb } from "../db";
import { openText } from "../security/seal";
import { partnerApiBase } from "../upstream/partner-api";

// Which company's provider signs in an email address: the company that proved the address's
// domain (a domain counts only once proved, and only one company can prove it).

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}

export interface ProviderClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The operator's provider (ADMIN_OIDC_*): private addresses allowed. */
  operatorSet: boolean;
}

export interface CompanySso {
  partnerId: string;
  requireSso: boolean;
  client: ProviderClient;
}

/** The provider of the company that proved this email's domain, or null. */
export async function companySsoForEmail(email: string): Promise<CompanySso | null> {
  // Proxy mode: single sign-on is not offered (lib/server/upstream/partner-api.ts).
  if (partnerApiBase()) return null;
  const db = await getDb();
  const row = await db
    .selectFrom("sso_domains")
    .innerJoin("sso_providers", "sso_providers.partner_id", "sso_domains.partner_id")
    .select([
      "sso_providers.partner_id",
      "sso_providers.issuer",
      "sso_providers.client_id",
      "sso_providers.client_secret_enc",
      "sso_providers.require_sso",
    ])
    .where("sso_domains.domain", "=", emailDomain(email))
    .where("sso_domains.verified_at", "is not", null)
    .orderBy("sso_domains.verified_at", "asc")
    .executeTakeFirst();
  return row ? toCompanySso(row) : null;
}

/** A company's provider, or null when it has none (or its secret no longer opens). */
export async function companySso(partnerId: string): Promise<CompanySso | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("sso_providers")
    .select(["partner_id", "issuer", "client_id", "client_secret_enc", "require_sso"])
    .where("partner_id", "=", partnerId)
    .executeTakeFirst();
  return row ? toCompanySso(row) : null;
}

/** Whether the email's domain is one the company has proved. */
export async function companyProvedDomain(partnerId: string, email: string): Promise<boolean> {
  const db = await getDb();
  const row = await db
    .selectFrom("sso_domains")
    .select("id")
    .where("partner_id", "=", partnerId)
    .where("domain", "=", emailDomain(email))
    .where("verified_at", "is not", null)
    .executeTakeFirst();
  return Boolean(row);
}

function toCompanySso(row: {
  partner_id: string;
  issuer: string;
  client_id: string;
  client_secret_enc: string;
  require_sso: number;
}): CompanySso | null {
  const secret = openText("sso-client-secret", row.client_secret_enc);
  if (secret === null) return null;
  return {
    partnerId: row.partner_id,
    requireSso: Number(row.require_sso) === 1,
    client: { issuer: row.issuer, clientId: row.client_id, clientSecret: secret, operatorSet: false },
  };
}
