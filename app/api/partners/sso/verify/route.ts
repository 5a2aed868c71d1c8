// POST /api/partners/sso/verify: looks up a domain's TXT record and marks the domain proved when it holds the company's value; owners only.
import { withPartner } from "@/lib/api/session";
import { ssoChanges } from "@/lib/api/partner-sso";
import { teamActor } from "@/lib/api/partner-team";
import { verifyPartnerDomain } from "@/lib/server/sso/partner-settings";
import { verifySsoDomainSchema } from "@/lib/validation/sso";

export const POST = withPartner(
  { rateLimit: ssoChanges, body: verifySsoDomainSchema },
  async ({ auth, body }) => ({
    success: true,
    sso: await verifyPartnerDomain(teamActor(auth), body.domain),
  }),
);
