import type { MemberRole } from "@/lib/member-roles";

/** A colleague invited into a partner company (migration 0027); the token is stored as SHA-256. */
export interface MemberInvitationsTable {
  id: string;
  partner_id: string;
  /** Lower-cased. */
  email: string;
  role: MemberRole;
  token_hash: string;
  /** The inviting user; null for the programme (the registration's secondary contact). */
  invited_by: string | null;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
  created_at: string;
}
