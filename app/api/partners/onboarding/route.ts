// GET /api/partners/onboarding: the Overview's onboarding checklist (profile, two-factor, first deal, certification course) and whether the user closed it.
import { withPartner } from "@/lib/api/session";
import { getOnboarding } from "@/lib/server/partners/onboarding";

export const GET = withPartner({}, async ({ auth }) => ({
  success: true,
  onboarding: await getOnboarding(auth.user, auth.partner),
}));
