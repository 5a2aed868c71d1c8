// GET /api/v1/deals: deals by last change (a partner key: its company's); deals:read.
// POST /api/v1/deals: registers a deal for review, as the portal's form does; partner keys, deals:write.
import { parseApiQuery, withApiKey } from "@/lib/api/api-key";
import { apiListQueries, created } from "@/lib/api/api-v1";
import { partnerActorOfKey } from "@/lib/server/api-keys/actor";
import { getApiDeal, listApiDeals } from "@/lib/server/deals/api-reads";
import { registerDeal } from "@/lib/server/deals/partner-registration";
import { apiDealRegistrationSchema } from "@/lib/validation/deals";

export const GET = withApiKey({ scope: "deals:read" }, async ({ request, caller }) => ({
  ...(await listApiDeals(caller, parseApiQuery(apiListQueries.deals, request))),
}));

export const POST = withApiKey(
  { scope: "deals:write", caller: "partner", body: apiDealRegistrationSchema },
  async ({ caller, body }) => {
    const deal = await registerDeal(await partnerActorOfKey(caller), body);
    return created(await getApiDeal(caller, deal.id));
  },
);
