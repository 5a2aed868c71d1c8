// POST /api/admin/registrations/{id}/approve: activates a partner company that registered openly, and tells its users.
import { withAdmin } from "@/lib/api/session";
import { approveRegistration } from "@/lib/server/registration/console";

export const POST = withAdmin({}, async ({ params, auth }) => ({
  success: true,
  partner: await approveRegistration(params.id ?? "", auth.user.id),
}));
