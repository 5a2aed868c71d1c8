// POST /api/admin/resources: adds a resource shared with every partner.
import { readJsonBody } from "@/lib/api/read-body";
import { withAdmin } from "@/lib/api/session";
import { createPartnerItem } from "@/lib/server/admin/partner-data";

export const POST = withAdmin({}, async ({ request, auth }) => ({ success: true, item: await createPartnerItem("resources", null, await readJsonBody(request, 32 * 1024), auth.user.id) }));
