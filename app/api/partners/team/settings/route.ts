// PATCH /api/partners/team/settings: an owner or admin sets "Require two-factor authentication" ({ requireTwoFactor }); turning it on needs it on your own account.
import { withPartner } from "@/lib/api/session";
import { teamActor, teamChangeLimit } from "@/lib/api/partner-team";
import { setRequireTwoFactor } from "@/lib/server/members/roster";
import { teamSettingsSchema } from "@/lib/validation/members";

export const PATCH = withPartner(
  { permission: "team:manage", body: teamSettingsSchema, rateLimit: teamChangeLimit },
  async ({ auth, body }) => ({
    success: true,
    settings: await setRequireTwoFactor(teamActor(auth), body.requireTwoFactor),
  }),
);
