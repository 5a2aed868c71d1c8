// POST /api/partners/onboarding/dismiss: closes the onboarding checklist for the signed-in user, on every device.
import { withPartner } from "@/lib/api/session";
import { dismissOnboarding } from "@/lib/server/partners/onboarding";

const dismissals = {
  name: "onboarding-dismiss:ip",
  limit: 30,
  windowMs: 10 * 60_000,
  message: "Too many requests. Please wait before trying again.",
};

export const POST = withPartner({ rateLimit: dismissals }, async ({ auth }) => {
  await dismissOnboarding(auth.user.id);
  return { success: true, message: "Onboarding checklist dismissed." };
});
