import type { APIRequestContext } from "@playwright/test";
import { openAdminApi, postAsAdmin } from "./admin-api";
import { seedDashboard } from "./dashboard-data";
import { partnerPassword, uniqueIdentity } from "./identities";
import { waitForMailedLink } from "./links";
import { registerFromInvitation, type Attachment } from "./registration";
import { openPartnerApi } from "./sign-in";

// Active partners for the tests that start from one, made as the programme would make them:
// the team's invitation, the registration from its link, the emailed verification.

export interface ActivePartner {
  email: string;
  company: string;
  password: string;
  partnerId: string;
  /** The admin's API session that invited the partner, for arranging the partner's data. */
  admin: APIRequestContext;
}

/**
 * A verified, active partner whose email and company start with `prefix` (or are the ones
 * given), signed out; it signs in with `partnerPassword`.
 */
export async function createActivePartner(
  prefix: string,
  options: { contactName?: string; email?: string; company?: string; attachments?: Attachment[] } = {},
): Promise<ActivePartner> {
  const generated = uniqueIdentity(prefix);
  const email = options.email ?? generated.email;
  const company = options.company ?? generated.company;
  const admin = await openAdminApi();
  await postAsAdmin(admin, "/api/admin/invitations", { email, companyName: company });
  const invite = await waitForMailedLink(email, "invited", "/partner-portal/register?invite=");
  const fields = {
    email,
    companyName: company,
    password: partnerPassword,
    contactName: options.contactName ?? "Grace Hopper",
  };
  const partner = await registerFromInvitation(invite, fields, options.attachments);
  const me = (await (await partner.get("/api/auth/me")).json()) as { user: { partnerId: string } };
  await partner.dispose();
  return { email, company, password: partnerPassword, partnerId: me.user.partnerId, admin };
}

let shared: ReturnType<typeof createSharedPartner> | undefined;
async function createSharedPartner() {
  const partner = await createActivePartner("shared");
  const seeded = await seedDashboard(partner.admin, partner.partnerId);
  // A partner who has been here before, whichever spec signs in first: "Welcome back".
  await (await openPartnerApi(partner.email)).dispose();
  return { ...partner, ...seeded };
}

/**
 * One active partner with the seeded dashboard, made once per test worker: registrations
 * are rate-limited per address, so the specs that only read share it.
 */
export function sharedPartner() {
  shared ??= createSharedPartner();
  return shared;
}
