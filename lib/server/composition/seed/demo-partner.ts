import "server-only";
import { getDb } from "@/lib/server/db";
import { inviteCompany } from "@/lib/server/registration/invitations";
import { pinPartnerTier } from "@/lib/server/tiers/pin-tier";
import { DAY_MS } from "@/lib/time";
import { registerWithLink } from "@/lib/server/registration/submit-registration";
import { verifyEmail } from "@/lib/server/auth/email-verification";
import { registrationPayloadSchema } from "@/lib/validation/registration-payload";
import { createReferral } from "@/lib/server/referrals/refer-lead";
import { newReferralSchema } from "@/lib/validation/referrals";
import { completeModule, listTraining } from "@/lib/server/training/progress";
import { catalogCourseByKey, courseModules } from "@/lib/server/training/catalog";
import type { PartnerActor } from "@/lib/server/actor";
import { demoHost, playDemoDeals } from "./demo-deals";
import { setPayoutMethod } from "@/lib/server/payouts/payout-method";
import { submitTaxForm } from "@/lib/server/payouts/tax-forms";
import { payoutMethodSchema } from "@/lib/validation/payout-details";
import { taxFormSchema } from "@/lib/validation/tax-forms";

// The demo partner, built by the same calls the programme team and a partner make: the team
// invites the company, the partner registers from the invitation and verifies the email, the
// team sets its tier; then come the deals with their commissions and payouts (demo-deals.ts),
// referrals and training. So the demo holds only states the product itself can reach.

export interface DemoAccount {
  email: string;
  password: string;
}

export const demoCompanyName = "Northwind Advisory Group";
/** The demo account of the README; DEMO_EMAIL names another. */
export const defaultDemoEmail = "demo@partner.finlytic.ai";

/** The link the invitation or verification mail carries (the seed "clicks" it). */
async function tokenFromMail(kind: string, to: string, parameter: string): Promise<string> {
  const db = await getDb();
  const mail = await db
    .selectFrom("outbox")
    .select("text_body")
    .where("kind", "=", kind)
    .where("to_address", "=", to)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  const link = mail?.text_body
    .match(/https?:\/\/\S+/g)
    ?.find((url) => new URL(url).searchParams.has(parameter));
  const token = link ? new URL(link).searchParams.get(parameter) : null;
  if (!token) throw new Error(`The seed found no ${kind} mail to ${to} with a link.`);
  return token;
}

async function registerDemoPartner(account: DemoAccount): Promise<PartnerActor> {
  // The form's checks first: an account the registration would refuse gets no invitation.
  const payload = registrationPayloadSchema.parse({
    companyName: demoCompanyName,
    website: "https://northwind-advisory.example",
    industry: "Financial Services",
    companySize: "51-200",
    annualRevenue: "$10M - $50M",
    primaryContact: {
      name: "Avery Morgan",
      title: "Managing Partner",
      email: account.email,
      phone: "+1 415 555 0142",
      password: account.password,
      confirmPassword: account.password,
    },
    partnershipType: "implementation",
    geographicCoverage: ["North America", "Europe"],
    industryFocus: ["Financial Services", "Manufacturing"],
    currentClients: ["Contoso Manufacturing"],
    expectedDeals: "5-10",
    technicalCapabilities: ["ERP Implementation"],
    teamStrength: { finance: 12, technical: 8, sales: 5 },
    location: { country: "US" },
    partnerOnboardingTermsAccepted: true,
  });
  await inviteCompany({ email: account.email, companyName: demoCompanyName }, null);
  const invitationToken = await tokenFromMail("invitation:sent", account.email, "invite");
  const { user } = await registerWithLink({ ...payload, invitationToken }, [], {
    ip: "127.0.0.1",
    userAgent: "npm run db:seed",
  });
  await verifyEmail(await tokenFromMail("auth:verify-email", account.email, "token"));
  const partnerId = user.partnerId;
  if (!partnerId) throw new Error("The demo registration made no partner.");
  // The team's decision: the company starts in Silver for its first year (a pin; its
  // commission rate applies to the deals won below).
  const firstYear = new Date(Date.now() + 365 * DAY_MS).toISOString().slice(0, 10);
  await pinPartnerTier(
    partnerId,
    { tier: "silver", reason: "Launch partner: Silver for the first year.", until: firstYear },
    null,
  );
  return {
    partnerId,
    userId: user.id,
    email: account.email,
    companyName: demoCompanyName,
    name: [user.firstName, user.lastName].filter(Boolean).join(" "),
  };
}

const referrals = [
  {
    company: "Blue Yonder Airlines",
    contactName: "Chris Hall",
    email: "chris.hall@blueyonder.example",
    expectedValue: 120000,
  },
  {
    company: "Coho Winery",
    contactName: "Maya Patel",
    email: "maya@cohowinery.example",
    expectedValue: 45000,
  },
  {
    company: "Wide World Importers",
    contactName: "Aisha Khan",
    email: "aisha.khan@wwi.example",
    expectedValue: 160000,
  },
];

/** Finishes the first `done` modules of an onboarding course, in order, as the partner. */
async function completeModules(partnerId: string, key: string, done: number): Promise<void> {
  const db = await getDb();
  const course = await catalogCourseByKey(db, key);
  const enrolment = (await listTraining(partnerId)).find((item) => item.title === course?.title);
  if (!course || !enrolment) return;
  for (const part of (await courseModules(db, course.id)).slice(0, done))
    await completeModule(partnerId, enrolment.id, part.id);
}

/** Creates the demo partner; false when an account with its email exists already (left as is). */
export async function seedDemoPartner(account: DemoAccount): Promise<boolean> {
  const db = await getDb();
  const existing = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", account.email)
    .executeTakeFirst();
  if (existing) return false;
  const actor = await registerDemoPartner(account);
  // Where its payouts go and its W-9: the demo's payouts need both on file.
  await setPayoutMethod(
    { ...actor, name: "Demo Partner" },
    payoutMethodSchema.parse({ type: "paypal", email: account.email }),
  );
  await submitTaxForm(
    actor,
    taxFormSchema.parse({
      form: "W-9",
      legalName: `${demoCompanyName} LLC`,
      taxClassification: "llc",
      llcClassification: "P",
      address: {
        line1: "500 Market St",
        city: "San Francisco",
        state: "CA",
        postalCode: "94105",
        country: "US",
      },
      tin: "94-1234567",
      signature: { name: "Demo Partner", date: new Date().toISOString().slice(0, 10) },
    }),
    { ip: "127.0.0.1" },
  );
  await playDemoDeals(actor, defaultDemoEmail);
  for (const referral of referrals) {
    const [name, host] = referral.email.split("@") as [string, string];
    const email = `${name}@${demoHost(host, account.email, defaultDemoEmail)}`;
    await createReferral(actor, newReferralSchema.parse({ ...referral, email, notes: "", consent: true }));
  }
  // One certification done, one course under way, the third not started.
  await completeModules(actor.partnerId, "platform-fundamentals", Number.POSITIVE_INFINITY);
  await completeModules(actor.partnerId, "partner-programme", 1);
  return true;
}
