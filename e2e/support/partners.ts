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
  options: {
    contactName?: string;
    email?: string;
    company?: string;
    attachments?: Attachment[];
    /** False: no payout method or tax form on file (the portal asks for both before a payout). */
    payoutDetails?: boolean;
  } = {},
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
  if (options.payoutDetails !== false) await addPayoutDetails(partner);
  await partner.dispose();
  return { email, company, password: partnerPassword, partnerId: me.user.partnerId, admin };
}

/** A PayPal payout method in USD and a W-9, as a partner ready to be paid has on file. */
async function addPayoutDetails(partner: APIRequestContext) {
  const method = await partner.put("/api/partners/payout-method", {
    data: { type: "paypal", email: "payouts@example.com" },
  });
  if (!method.ok()) throw new Error(`payout method: ${method.status()} ${await method.text()}`);
  const form = await partner.post("/api/partners/tax-form", {
    data: {
      form: "W-9",
      legalName: "Test Partner LLC",
      taxClassification: "llc",
      llcClassification: "P",
      address: { line1: "1 Main St", city: "Austin", state: "TX", postalCode: "78701", country: "US" },
      tin: "12-3456789",
      signature: { name: "Grace Hopper", date: new Date().toISOString().slice(0, 10) },
    },
  });
  if (!form.ok()) throw new Error(`tax form: ${form.status()} ${await form.text()}`);
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
