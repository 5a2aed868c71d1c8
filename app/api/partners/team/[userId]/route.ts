// PATCH /api/partners/team/{userId}: changes a colleague's role ({ role }; only owners make or unmake owners and grant finance; never the last owner). The API keys the new role cannot hold are revoked.
// DELETE /api/partners/team/{userId}?keepApiKeys=&keepInvitations=: removes a colleague (or yourself) and ends their sessions at once; their API keys and invitations are revoked unless the owner keeps them (then they become the owner's).
import { parseQuery, withPartner } from "@/lib/api/session";
import { pathId, teamActor, teamChangeLimit } from "@/lib/api/partner-team";
import { changeRole } from "@/lib/server/members/roster";
import { removeMember } from "@/lib/server/members/removal";
import { removalQuerySchema, roleChangeSchema } from "@/lib/validation/members";

export const PATCH = withPartner(
  { permission: "team:manage", body: roleChangeSchema, rateLimit: teamChangeLimit },
  async ({ auth, body, params }) => ({
    success: true,
    member: await changeRole(teamActor(auth), pathId(params.userId), body.role),
  }),
);

// No permission named: anyone may leave; removing someone else is checked by the service.
export const DELETE = withPartner({ rateLimit: teamChangeLimit }, async ({ auth, params, request }) => {
  const choices = parseQuery(removalQuerySchema, request);
  return { success: true, ...(await removeMember(teamActor(auth), pathId(params.userId), choices)) };
});
