/** A partner company's OpenID provider (migration 0034); one per company. */
export interface SsoProvidersTable {
  partner_id: string;
  issuer: string;
  client_id: string;
  /** Sealed (lib/server/security/seal.ts, purpose "sso-client-secret"). */
  client_secret_enc: string;
  require_sso: number;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

/** An email domain a company's provider covers; it counts once verified_at is set. */
export interface SsoDomainsTable {
  id: string;
  partner_id: string;
  /** Lower-cased. */
  domain: string;
  verification_token: string;
  verified_at: string | null;
  created_at: string;
}

/** A sign-in between the redirect to a provider and its answer; used once, for 10 minutes. */
export interface OidcLoginsTable {
  state_hash: string;
  /** "admin": the programme team; "partner": a colleague of partner_id. */
  audience: "admin" | "partner";
  partner_id: string | null;
  nonce: string;
  code_verifier: string;
  next_path: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
