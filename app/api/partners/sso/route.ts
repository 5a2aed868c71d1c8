// GET /api/partners/sso: the company's single sign-on (provider without its secret, domains with their TXT records); owners only.
// PUT /api/partners/sso: sets the provider (issuer, client id, secret), the domains and whether colleagues must use it; owners only.
import { withPartner } from "@/lib/api/session";
import { ssoChanges } from "@/lib/api/partner-sso";
import { teamActor } from "@/lib/api/partner-team";
import { readPartnerSso, savePartnerSso } from "@/lib/server/sso/partner-settings";
import { partnerSsoSchema } from "@/lib/validation/sso";

export const GET = withPartner({}, async ({ auth }) => ({
  success: true,
  sso: await readPartnerSso(teamActor(auth)),
}));

export const PUT = withPartner({ rateLimit: ssoChanges, body: partnerSsoSchema }, async ({ auth, body }) => ({
  success: true,
  sso: await savePartnerSso(teamActor(auth), body),
}));
