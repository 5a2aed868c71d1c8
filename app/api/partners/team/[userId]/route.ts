// PATCH /api/partners/team/{userId}: changes a colleague's role ({ role }; only owners make or unmake owners; never the last owner).
// DELETE /api/partners/team/{userId}: removes a colleague (or yourself) and ends their sessions at once; what they registered stays the company's.
import { withPartner } from "@/lib/api/session";
import { pathId, teamActor, teamChangeLimit } from "@/lib/api/partner-team";
import { changeRole, removeMember } from "@/lib/server/members/roster";
import { roleChangeSchema } from "@/lib/validation/members";

export const PATCH = withPartner(
  { permission: "team:manage", body: roleChangeSchema, rateLimit: teamChangeLimit },
  async ({ auth, body, params }) => ({
    success: true,
    member: await changeRole(teamActor(auth), pathId(params.userId), body.role),
  }),
);

// No permission named: anyone may leave; removing someone else is checked by the service.
export const DELETE = withPartner({ rateLimit: teamChangeLimit }, async ({ auth, params }) => {
  await removeMember(teamActor(auth), pathId(params.userId));
  return { success: true };
});
