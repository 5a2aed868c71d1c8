import type { MemberRole } from "@/lib/member-roles";

/** Who registered a deal or referral or requested a payout, with their name at the time. */
export interface RegisteredBy {
  userId: string;
  name: string;
  /** The API key they registered it with, when it came through the API. */
  apiKeyId?: string;
}

export interface TeamMember {
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  twoFactor: boolean;
  lastSignInAt: string | null;
  /** For owners and admins only: the live API keys they created and invitations they sent. */
  liveApiKeys?: number;
  liveInvitationsSent?: number;
}

export interface TeamInvitation {
  id: string;
  email: string;
  role: MemberRole;
  expiresAt: string;
  /** Who sent it; null when the partner programme did. */
  invitedBy: { userId: string; name: string } | null;
}

/** GET /api/partners/team. */
export interface TeamAnswer {
  members: TeamMember[];
  invitations: TeamInvitation[];
  settings: { requireTwoFactor: boolean };
}

/** The registered_by columns as the answers show them. */
export function registeredByOf(row: {
  registered_by: string | null;
  registered_by_name: string | null;
  api_key_id?: string | null;
}): RegisteredBy | null {
  if (!row.registered_by) return null;
  const by: RegisteredBy = { userId: row.registered_by, name: row.registered_by_name ?? "" };
  return row.api_key_id ? { ...by, apiKeyId: row.api_key_id } : by;
}
