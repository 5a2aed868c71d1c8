// POST /api/partners/leads/{id}/convert: an accepted lead becomes a pending deal registration (201 { deal: { id } }), under the registration's conflict and protection rules.
import { partnerActor, withOwnConflictLink } from "@/lib/api/partner-deals";
import { leadAnswerLimit } from "@/lib/api/partner-leads";
import { withPartner } from "@/lib/api/session";
import { convertLead } from "@/lib/server/leads/partner";
import { convertLeadSchema } from "@/lib/validation/leads";

export const POST = withPartner(
  { permission: "deals:write", body: convertLeadSchema, rateLimit: leadAnswerLimit },
  async ({ auth, params, body }) => {
    const result = await withOwnConflictLink(() => convertLead(partnerActor(auth), params.id ?? "", body));
    if (result instanceof Response) return result;
    return Response.json(
      { success: true, ...result },
      { status: 201, headers: { "Cache-Control": "private, no-store" } },
    );
  },
);
