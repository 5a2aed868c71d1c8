// GET /api/admin/registrations: registrations waiting for approval (or ?status=active|rejected), with contacts and attachments.
import { parseQuery, withAdmin } from "@/lib/api/session";
import { listRegistrations } from "@/lib/server/admin/registration-review";
import { listQuerySchema } from "@/lib/validation/admin";

export const GET = withAdmin({}, async ({ request }) => ({ success: true, ...(await listRegistrations(parseQuery(listQuerySchema, request))) }));
