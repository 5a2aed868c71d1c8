// GET /api/admin/invitations: sent invitations with status sent, used or expired. POST: invites a company by email.
import { parseQuery, withAdmin } from "@/lib/api/session";
import { inviteCompany, listInvitations } from "@/lib/server/admin/invite";
import { invitationSchema, listQuerySchema } from "@/lib/validation/admin";

export const GET = withAdmin({}, async ({ request }) => ({ success: true, ...(await listInvitations(parseQuery(listQuerySchema, request))) }));

export const POST = withAdmin({ body: invitationSchema }, async ({ body, auth }) => ({ success: true, invitation: await inviteCompany(body, auth.user.id) }));
