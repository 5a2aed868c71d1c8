// DELETE /api/partners/team/invitations/{id}: revokes a live invitation (its link stops working); 404 for another company's.
import { withPartner } from "@/lib/api/session";
import { pathId, teamActor, teamChangeLimit } from "@/lib/api/partner-team";
import { revokeInvitation } from "@/lib/server/members/invitations";
import { memberMessages } from "@/lib/validation/members";

export const DELETE = withPartner(
  { permission: "team:manage", rateLimit: teamChangeLimit },
  async ({ auth, params }) => {
    await revokeInvitation(teamActor(auth), pathId(params.id, memberMessages.invitationNotFound));
    return { success: true };
  },
);
