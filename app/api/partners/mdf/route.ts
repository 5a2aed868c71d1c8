// GET /api/partners/mdf[?quarter=2026-Q3]: a quarter's (default: this quarter's) market development budget (allocated, requested, committed, claimed,
// paid, remaining, in minor units of the reporting currency) and the company's requests with their claims.
import { parseQuery, withPartner } from "@/lib/api/session";
import { getPartnerMdf } from "@/lib/server/mdf/partner";
import { mdfBudgetQuerySchema } from "@/lib/validation/mdf";

export const GET = withPartner({ permission: "mdf:read" }, async ({ auth, request }) => ({
  success: true,
  ...(await getPartnerMdf(auth.partnerId, parseQuery(mdfBudgetQuerySchema, request).quarter)),
}));
