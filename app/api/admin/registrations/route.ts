// GET /api/admin/registrations: registrations waiting for approval (or ?status=active|rejected), with contacts and attachments; the console's Registrations page reads the same list.
import { withAdmin } from "@/lib/api/session";
import { parseListQuery } from "@/lib/server/db/pagination";
import { partnerListQuerySchema } from "@/lib/validation/admin";
import { getPartnerDetail } from "@/lib/server/partners/console";
import { listRegistrations } from "@/lib/server/registration/console";

export const GET = withAdmin({}, async ({ request }) => {
  const page = await listRegistrations(parseListQuery(request.nextUrl.searchParams, partnerListQuerySchema));
  return {
    success: true,
    ...page,
    items: await Promise.all(page.items.map((item) => getPartnerDetail(item.partnerId))),
  };
});
