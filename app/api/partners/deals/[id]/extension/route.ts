// POST /api/partners/deals/{id}/extension: asks once, in the last 30 days of protection, for 30 more days.
import { withPartner } from "@/lib/api/session";
import { dealExtensionLimit, partnerActor } from "@/lib/api/partner-deals";
import { requestExtension } from "@/lib/server/deals/partner-extension";
import { extensionRequestSchema } from "@/lib/validation/deals";

export const POST = withPartner(
  { permission: "deals:write", body: extensionRequestSchema, rateLimit: dealExtensionLimit },
  async ({ auth, body, params }) => ({
    success: true,
    deal: await requestExtension(partnerActor(auth), params.id ?? "", body.reason),
  }),
);
