// POST /api/admin/enquiries/{id}/assign: offers an unattributed enquiry whose visitor agreed to partner contact to one partner (201 { lead: { id } }); 409 while another offer is open.
import { withAdmin } from "@/lib/api/session";
import { assignEnquiry } from "@/lib/server/leads/console";
import { assignLeadSchema } from "@/lib/validation/leads";

export const POST = withAdmin({ body: assignLeadSchema }, async ({ auth, params, body }) =>
  Response.json(
    { success: true, lead: await assignEnquiry({ userId: auth.user.id }, params.id ?? "", body.partnerId) },
    { status: 201, headers: { "Cache-Control": "private, no-store" } },
  ),
);
