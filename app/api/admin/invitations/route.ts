// GET /api/admin/invitations: sent invitations with status sent, used or expired (the console's Invitations page reads the same list). POST: invites a company by email.
import { withAdmin } from "@/lib/api/session";
import { inviteCompany, listInvitations } from "@/lib/server/registration/invitations";
import { parseListQuery } from "@/lib/server/db/pagination";
import { invitationSchema } from "@/lib/validation/admin";

export const GET = withAdmin({}, async ({ request }) => ({
  success: true,
  ...(await listInvitations(parseListQuery(request.nextUrl.searchParams))),
}));

export const POST = withAdmin({ body: invitationSchema }, async ({ body, auth }) => ({
  success: true,
  invitation: await inviteCompany(body, auth.user.id),
}));
