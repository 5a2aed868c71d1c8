// POST /api/partners/training/{id}/complete: marks the course's current module complete ({ moduleId }); finishing a certification course certifies and adds points once.
import { withPartner } from "@/lib/api/session";
import { completeModule } from "@/lib/server/training/progress";
import { completeModuleSchema } from "@/lib/validation/training";

// Generous: a reader clicks through modules, but a script hammering the endpoint stops here.
const completionLimit = {
  name: "training:complete",
  limit: 120,
  windowMs: 10 * 60_000,
  message: "Too many requests. Please wait before trying again.",
};

export const POST = withPartner(
  { body: completeModuleSchema, rateLimit: completionLimit },
  async ({ auth, params, body }) => ({
    success: true,
    ...(await completeModule(auth.partnerId, params.id ?? "", body.moduleId)),
  }),
);
