// GET /api/partners/mdf: this quarter's market development budget (allocated, requested, committed, claimed,
// paid, remaining, in minor units of the reporting currency) and the company's requests with their claims.
import { withPartner } from "@/lib/api/session";
import { getPartnerMdf } from "@/lib/server/mdf/partner";

export const GET = withPartner({ permission: "mdf:read" }, async ({ auth }) => ({
  success: true,
  ...(await getPartnerMdf(auth.partnerId)),
}));
