// GET /api/admin/enquiries?page=&q=: the contact enquiries, newest first, with email delivery (admins only).
import { withAdmin } from "@/lib/api/session";
import { listEnquiries } from "@/lib/server/contact/console";
import { parseListQuery } from "@/lib/server/db/pagination";

export const GET = withAdmin({}, async ({ request }) => {
  const page = await listEnquiries(parseListQuery(request.nextUrl.searchParams));
  return { success: true, ...page };
});
