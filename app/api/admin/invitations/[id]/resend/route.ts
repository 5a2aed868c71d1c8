// POST /api/admin/invitations/{id}/resend: emails a fresh link (7 more days) for an unused invitation.
import { withAdmin } from "@/lib/api/session";
import { resendInvitation } from "@/lib/server/registration/invitations";

export const POST = withAdmin({}, async ({ params, auth }) => ({
  success: true,
  invitation: await resendInvitation(params.id ?? "", auth.user.id),
}));
