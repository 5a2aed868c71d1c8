// GET /api/admin/enquiries?page=&q=: the contact enquiries, newest first, with email delivery (admins only).
import { withHandler } from "@/lib/api/handler";
import { requireAdmin } from "@/lib/server/auth/guards";
import { listEnquiries } from "@/lib/server/console/enquiries";
import { parseListQuery } from "@/lib/validation/console";

export const GET = withHandler({}, async ({ request }) => {
  await requireAdmin(request);
  const page = await listEnquiries(parseListQuery(request.nextUrl.searchParams));
  return { success: true, ...page };
});
