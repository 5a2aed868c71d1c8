// POST /api/partners/team/invitations: an owner or admin invites a colleague ({ email, role }); emails a link valid 7 days; 409 for an existing account or live invitation.
import { withPartner } from "@/lib/api/session";
import { teamActor, teamChangeLimit } from "@/lib/api/partner-team";
import { inviteMember } from "@/lib/server/members/invitations";
import { invitationSchema } from "@/lib/validation/members";

export const POST = withPartner(
  { permission: "team:manage", body: invitationSchema, rateLimit: teamChangeLimit },
  async ({ auth, body }) =>
    Response.json(
      { success: true, invitation: await inviteMember(teamActor(auth), body) },
      { status: 201, headers: { "Cache-Control": "private, no-store" } },
    ),
);
