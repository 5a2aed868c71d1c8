// The partner directory and leads for tests (imported by *.test.ts only): a partner with a
// published profile, website enquiries, a webhook endpoint listening to lead events, and
// the route calls the journeys take.
import { randomUUID } from "node:crypto";
import { POST as contactPartnerRoute } from "@/app/api/contact/partner/route";
import { POST as contactRoute } from "@/app/api/contact/submit/route";
import { GET as profileGet, PUT as profilePut } from "@/app/api/partners/directory-profile/route";
import { POST as assignRoute } from "@/app/api/admin/enquiries/[id]/assign/route";
import { GET as leadsRoute } from "@/app/api/partners/leads/route";
import { POST as acceptRoute } from "@/app/api/partners/leads/[id]/accept/route";
import { POST as declineRoute } from "@/app/api/partners/leads/[id]/decline/route";
import { POST as convertRoute } from "@/app/api/partners/leads/[id]/convert/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { createTestPartner } from "./accounts";
import { callRoute, clientAddresses } from "./routes";
import type { TierId } from "@/lib/validation/tier-options";

const nextIp = clientAddresses("10.93");

export const publishedProfile = {
  published: true,
  description: "Finance transformation partner for mid-size banks.",
  services: ["implementation", "consulting"],
  industries: ["Banking"],
  countries: ["DE", "region:emea"],
  languages: ["de", "en"],
  website: "https://northwind.example",
};

/** An active partner company with a signed-in owner; `profile` publishes its directory profile. */
export async function directoryPartner(
  options: { companyName?: string; profile?: Record<string, unknown> | null; tier?: TierId } = {},
) {
  const account = await createTestPartner({ companyName: options.companyName ?? "Northwind Advisory" });
  const db = await getDb();
  if (options.tier)
    await db
      .updateTable("partners")
      .set({ tier: options.tier })
      .where("id", "=", account.partner.id)
      .execute();
  const session = await createSession(db, account.user);
  let slug = "";
  if (options.profile !== null) {
    const saved = await callRoute(profilePut, "/api/partners/directory-profile", {
      method: "PUT",
      token: session.token,
      body: options.profile ?? publishedProfile,
      ip: nextIp(),
    });
    if (saved.status !== 200) throw new Error(`profile not saved: ${JSON.stringify(saved.json)}`);
    slug = (saved.json.profile as { slug: string }).slug;
  } else {
    const read = await callRoute(profileGet, "/api/partners/directory-profile", { token: session.token });
    slug = (read.json.profile as { slug: string }).slug;
  }
  return { ...account, token: session.token, partnerId: account.partner.id, slug };
}

export function contactPartner(body: Record<string, unknown>) {
  return callRoute(contactPartnerRoute, "/api/contact/partner", { body, ip: nextIp() });
}

export function partnerEnquiryBody(partnerSlug: string, overrides: Record<string, unknown> = {}) {
  return {
    partnerSlug,
    fullName: "Vera Visitor",
    email: `vera-${randomUUID().slice(0, 6)}@fabrikam.example`,
    company: "Fabrikam Bank",
    country: "DE",
    industry: "Banking",
    message: "We need help moving our month-end close.",
    consent: true,
    ...overrides,
  };
}

/** A website enquiry through the contact form; its id from the database. */
export async function websiteEnquiry(overrides: Record<string, unknown> = {}): Promise<string> {
  const email = `buyer-${randomUUID().slice(0, 8)}@contoso.example`;
  const result = await callRoute(contactRoute, "/api/contact/submit", {
    body: {
      fullName: "Bea Buyer",
      email,
      company: "Contoso Credit",
      phoneNumber: "+49 30 1234567",
      industry: "Banking",
      message: `Looking for an implementation partner ${randomUUID()}`,
      source: "Contact Page",
      partnerRouting: true,
      ...overrides,
    },
    ip: nextIp(),
  });
  if (result.status !== 201) throw new Error(`enquiry not stored: ${JSON.stringify(result.json)}`);
  const db = await getDb();
  const row = await db
    .selectFrom("contact_enquiries")
    .select("id")
    .where("email", "=", String(overrides.email ?? email))
    .executeTakeFirstOrThrow();
  return row.id;
}

export const assign = (token: string, enquiryId: string, partnerId: string) =>
  callRoute(assignRoute, "/x", { token, params: { id: enquiryId }, body: { partnerId }, ip: nextIp() });
export const listLeads = (token: string) => callRoute(leadsRoute, "/api/partners/leads", { token });
export const accept = (token: string, id: string) =>
  callRoute(acceptRoute, "/x", { method: "POST", token, params: { id }, ip: nextIp() });
export const decline = (token: string, id: string, body: unknown) =>
  callRoute(declineRoute, "/x", { token, params: { id }, body, ip: nextIp() });
export const convert = (token: string, id: string, body: unknown) =>
  callRoute(convertRoute, "/x", { token, params: { id }, body, ip: nextIp() });

/** A webhook endpoint subscribed to the lead events (deliveries are read, never sent). */
export async function leadWebhookEndpoint(): Promise<string> {
  const db = await getDb();
  const id = randomUUID();
  const at = new Date().toISOString();
  await db
    .insertInto("webhook_endpoints")
    .values({
      id,
      url: "https://hooks.example/leads",
      events: JSON.stringify(["lead.assigned", "lead.accepted", "lead.declined", "lead.expired"]),
      secret: "sealed",
      status: "active",
      failing_since: null,
      disabled_at: null,
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}
