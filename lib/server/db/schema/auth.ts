import type { Generated } from "kysely";
import type { MemberRole } from "@/lib/member-roles";

export type UserRole = "partner" | "admin";

export interface UsersTable {
  id: string;
  partner_id: string | null;
  /** Lower-cased; unique. */
  email: string;
  password_hash: string;
  role: UserRole;
  first_name: string | null;
  last_name: string | null;
  title: string | null;
  phone: string | null;
  linkedin_url: string | null;
  email_verified_at: string | null;
  last_login_at: string | null;
  /** The sign-in before the current one: null until the user signs in a second time. */
  previous_login_at: string | null;
  /** When the user closed the Overview's onboarding checklist. */
  onboarding_dismissed_at: string | null;
  /** The user's role in its partner company; null for the programme team (migration 0026). */
  member_role: MemberRole | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
  /**
   * "password" alone, or with a second factor: "totp" or "recovery"; single sign-on: "sso",
   * or "sso_mfa" when the provider reported a second factor the console accepts.
   */
  auth_method: Generated<SessionAuthMethod>;
  /** Where signing out sends the browser to end the provider's session too (migration 0040). */
  provider_logout_url: string | null;
}

export type SessionAuthMethod = "password" | "totp" | "recovery" | "sso" | "sso_mfa";

/**
 * A session ended for a reason its holder should be told on their next request (migration
 * 0031): "removed" from the company. Kept until the session would have expired.
 */
export interface EndedSessionsTable {
  session_id: string;
  reason: "removed";
  ended_at: string;
  expires_at: string;
}

export interface OtpCodesTable {
  id: string;
  email: string;
  purpose: string;
  /** sha256 of the code, hex. */
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  created_at: string;
  /** Set when the right code was entered (the code is then used up). */
  verified_at: string | null;
  /** Set when a claim used the verification. */
  claimed_at: string | null;
}

/** Single-use markers for stateless tokens (captcha challenges), kept until they expire. */
export interface ConsumedTokensTable {
  jti: string;
  expires_at: string;
}

export interface AccountTokensTable {
  id: string;
  user_id: string;
  purpose: "verify_email" | "reset_password";
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface TwoFactorTable {
  user_id: string;
  /** The TOTP secret, AES-256-GCM under a key derived from SESSION_SECRET (lib/server/auth/two-factor-secret.ts). */
  secret_enc: string;
  /** Null while the enrolment waits for its first code. */
  enabled_at: string | null;
  /** The last accepted 30-second step: a code is accepted once. */
  last_step: number | null;
  created_at: string;
}

export interface TwoFactorRecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}
