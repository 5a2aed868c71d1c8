// GET /api/partners/training: the partner's training courses; 401 without a session.
import { withPartner } from "@/lib/api/session";
import { listTraining } from "@/lib/server/training/progress";

export const GET = withPartner({}, async ({ auth }) => ({
  success: true,
  training: await listTraining(auth.partnerId),
  tier: auth.partner.tier,
}));
