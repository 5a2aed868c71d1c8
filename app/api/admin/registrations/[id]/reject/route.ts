// POST /api/admin/registrations/{id}/reject: rejects an open registration with a reason, which is emailed.
import { withAdmin } from "@/lib/api/session";
import { rejectRegistration } from "@/lib/server/registration/console";
import { reasonSchema } from "@/lib/validation/admin";

export const POST = withAdmin({ body: reasonSchema }, async ({ params, body, auth }) => ({
  success: true,
  partner: await rejectRegistration(params.id ?? "", body.reason, auth.user.id),
}));
