// GET /api/partners/deals: the partner's deals, newest first (?page=&pageSize=&q=&status=&registeredBy=me|all); 401 without a session.
// POST /api/partners/deals: registers a deal (pending) for review; 409 when the customer is already registered.
import { parseQuery, withPartner } from "@/lib/api/session";
import { dealCreationLimit, partnerActor, withOwnConflictLink } from "@/lib/api/partner-deals";
import { listPartnerDeals } from "@/lib/server/deals/partner-reads";
import { registerDeal } from "@/lib/server/deals/partner-registration";
import { dealRegistrationSchema, partnerDealListSchema } from "@/lib/validation/deals";

export const GET = withPartner({ permission: "deals:read" }, async ({ auth, request }) => {
  const query = parseQuery(partnerDealListSchema, request);
  const page = await listPartnerDeals(auth.partner, {
    ...query,
    status: query.status === "all" ? undefined : query.status,
    registeredBy: query.registeredBy === "me" ? auth.user.id : undefined,
  });
  return {
    success: true,
    deals: page.items,
    page: page.page,
    pageSize: page.pageSize,
    total: page.total,
    pageCount: page.pageCount,
  };
});

export const POST = withPartner(
  { permission: "deals:write", body: dealRegistrationSchema, rateLimit: dealCreationLimit },
  async ({ auth, body }) =>
    withOwnConflictLink(async () =>
      Response.json(
        { success: true, deal: await registerDeal(partnerActor(auth), body) },
        { status: 201, headers: { "Cache-Control": "private, no-store" } },
      ),
    ),
);
