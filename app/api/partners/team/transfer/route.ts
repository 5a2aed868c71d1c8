// POST /api/partners/team/transfer: an owner makes a colleague the owner ({ userId }) and becomes an admin.
import { withPartner } from "@/lib/api/session";
import { teamActor, teamChangeLimit } from "@/lib/api/partner-team";
import { transferOwnership } from "@/lib/server/members/roster";
import { transferSchema } from "@/lib/validation/members";

export const POST = withPartner(
  { permission: "ownership:transfer", body: transferSchema, rateLimit: teamChangeLimit },
  async ({ auth, body }) => ({
    success: true,
    members: await transferOwnership(teamActor(auth), body.userId),
  }),
);
