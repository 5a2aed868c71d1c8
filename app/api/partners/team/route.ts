// GET /api/partners/team: the company's members (role, two-factor, last sign-in), its live invitations (owners and admins) and settings.
import { withPartner } from "@/lib/api/session";
import { teamActor } from "@/lib/api/partner-team";
import { readTeam } from "@/lib/server/members/roster";

export const GET = withPartner({}, async ({ auth }) => ({
  success: true,
  ...(await readTeam(teamActor(auth))),
}));
