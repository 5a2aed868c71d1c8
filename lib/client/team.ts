import type { MemberRole } from "@/lib/member-roles";
import type { PortalUser } from "./auth";
import type { TeamAnswer, TeamInvitation, TeamMember } from "@/lib/validation/members";
import type { AcceptInvitationInput, InvitationInput } from "@/lib/validation/members";
import { call } from "./api";

// The company's team (Settings → Team) and the invitation page's acceptance.

const signedIn = { signOutOn401: true } as const;
const enc = encodeURIComponent;

/**
 * Dispatched on window after a change to the team: a removal or a role change may revoke or
 * transfer API keys, so Settings' key list reads itself again.
 */
export const TEAM_CHANGED_EVENT = "portal:team-changed";

export const teamApi = {
  read: () => call<TeamAnswer>("/api/partners/team", signedIn),
  invite: (invitation: InvitationInput) =>
    call<{ invitation: TeamInvitation }>("/api/partners/team/invitations", { json: invitation, ...signedIn }),
  revoke: (id: string) =>
    call(`/api/partners/team/invitations/${enc(id)}`, { method: "DELETE", ...signedIn }),
  changeRole: (userId: string, role: MemberRole) =>
    call<{ member: TeamMember }>(`/api/partners/team/${enc(userId)}`, {
      method: "PATCH",
      json: { role },
      ...signedIn,
    }),
  /** Removes a colleague (or yourself); an owner may keep their API keys and invitations. */
  remove: (userId: string, keep = { apiKeys: false, invitations: false }) =>
    call<{ revokedKeys: number; keptKeys: number; revokedInvitations: number; keptInvitations: number }>(
      `/api/partners/team/${enc(userId)}?keepApiKeys=${keep.apiKeys}&keepInvitations=${keep.invitations}`,
      { method: "DELETE", ...signedIn },
    ),
  transfer: (userId: string) =>
    call<{ members: TeamMember[] }>("/api/partners/team/transfer", { json: { userId }, ...signedIn }),
  requireTwoFactor: (requireTwoFactor: boolean) =>
    call<{ settings: { requireTwoFactor: boolean } }>("/api/partners/team/settings", {
      method: "PATCH",
      json: { requireTwoFactor },
      ...signedIn,
    }),
  /** Before signing in: a 401 here is no session to end. */
  accept: (input: AcceptInvitationInput) =>
    call<{ user: PortalUser }>("/api/partners/team/invitations/accept", { json: input }),
};
