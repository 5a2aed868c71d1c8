import { describe, expect, it, vi } from "vitest";
import { GET as v1Leads } from "@/app/api/v1/leads/route";
import { GET as v1Lead } from "@/app/api/v1/leads/[id]/route";
import { GET as enquiryLeadsRoute } from "@/app/api/admin/enquiries/[id]/leads/route";
import { directoryCopy } from "@/content/directory";
import { leadMessages } from "@/lib/validation/leads";
import { HOUR_MS } from "@/lib/time";
import { adminToken } from "@/test/support/accounts";
import { apiKeyFor } from "@/test/support/api";
import {
  accept,
  assign,
  contactPartner,
  decline,
  directoryPartner,
  leadWebhookEndpoint,
  listLeads,
  partnerEnquiryBody,
  websiteEnquiry,
} from "@/test/support/leads";
import { callRoute } from "@/test/support/routes";
import { useTestDatabase } from "@/test/support/test-database";
import { expireDueLeads, runLeadExpiry } from "./expiry";

vi.mock("next/cache", () => ({
  revalidateTag: vi.fn(),
  revalidatePath: vi.fn(),
  unstable_cache: (fn: unknown) => fn,
}));

const db = useTestDatabase();
type LeadAnswer = { id: string; status: string; contact: unknown; source: string; respondBy: string };
const leadsOf = async (token: string) => (await listLeads(token)).json.leads as LeadAnswer[];

async function outboxTo(address: string) {
  return db()
    .selectFrom("outbox")
    .select(["kind", "subject", "text_body"])
    .where("to_address", "=", address)
    .execute();
}

describe("Contact this partner (source directory)", () => {
  it("stores the enquiry and offers it to that partner, who sees the contact, with bell, email and webhook", async () => {
    const endpoint = await leadWebhookEndpoint();
    const partner = await directoryPartner({ companyName: "Directory Lead Co" });
    const result = await contactPartner(partnerEnquiryBody(partner.slug, { email: "vera@fabrikam.example" }));
    expect(result.status).toBe(201);
    expect(result.json.message).toBe(directoryCopy.contactSent);
    const [lead] = await leadsOf(partner.token);
    expect(lead).toMatchObject({
      source: "directory",
      status: "offered",
      contact: { name: "Vera Visitor", email: "vera@fabrikam.example", phone: "" },
    });
    const enquiry = await db()
      .selectFrom("contact_enquiries")
      .selectAll()
      .where("email", "=", "vera@fabrikam.example")
      .executeTakeFirstOrThrow();
    expect(enquiry).toMatchObject({ source: "Partner Directory", routing_consent: 1, country: "DE" });
    expect((await outboxTo(partner.email)).map((m) => m.kind)).toContain("lead:offered");
    const bell = await db()
      .selectFrom("notifications")
      .select("message")
      .where("user_id", "=", partner.user.id)
      .execute();
    expect(bell.map((n) => n.message)).toContain("New lead: Fabrikam Bank");
    const deliveries = await db()
      .selectFrom("webhook_deliveries")
      .select("event_type")
      .where("endpoint_id", "=", endpoint)
      .execute();
    expect(deliveries.map((d) => d.event_type)).toContain("lead.assigned");
  });

  it("refuses a missing consent, bad fields and a partner not listed, storing nothing", async () => {
    const partner = await directoryPartner({ companyName: "Strict Co" });
    const hidden = await directoryPartner({ companyName: "Unlisted Co", profile: null });
    const before = await db().selectFrom("contact_enquiries").select("id").execute();
    const cases: [Record<string, unknown>, number, string][] = [
      [partnerEnquiryBody(partner.slug, { consent: false }), 400, directoryCopy.consentRequired],
      [partnerEnquiryBody(partner.slug, { consent: undefined }), 400, directoryCopy.consentRequired],
      [
        partnerEnquiryBody(partner.slug, { email: "not-an-email" }),
        400,
        "Please enter a valid email address.",
      ],
      [partnerEnquiryBody(partner.slug, { message: "" }), 400, "Please tell the partner what you need."],
      [
        partnerEnquiryBody(partner.slug, { message: "<script>x</script>" }),
        400,
        "Message must not contain HTML.",
      ],
      [partnerEnquiryBody(partner.slug, { country: "ZZ" }), 400, "Please choose a valid country."],
      [partnerEnquiryBody(hidden.slug), 404, directoryCopy.partnerNotFound],
      [partnerEnquiryBody("no-such-partner"), 404, directoryCopy.partnerNotFound],
    ];
    for (const [body, status, message] of cases) {
      const result = await contactPartner(body);
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(result.json.error).toBe(message);
    }
    expect(await db().selectFrom("contact_enquiries").select("id").execute()).toHaveLength(before.length);
  });
});

describe("the team's assignment", () => {
  it("offers a consenting enquiry; the contact stays hidden until acceptance in the portal and the API", async () => {
    const admin = await adminToken();
    const partner = await directoryPartner({ companyName: "Assigned Co" });
    const enquiryId = await websiteEnquiry({ country: "DE" });
    const assigned = await assign(admin.token, enquiryId, partner.partnerId);
    expect(assigned.status).toBe(201);
    const leadId = (assigned.json.lead as { id: string }).id;
    const [lead] = await leadsOf(partner.token);
    expect(lead).toMatchObject({ id: leadId, source: "assigned", status: "offered", contact: null });
    expect(Date.parse(lead!.respondBy) - Date.now()).toBeGreaterThan(71 * HOUR_MS);
    // The offer's email names no contact either.
    const mail = (await outboxTo(partner.email)).find((m) => m.kind === "lead:offered")!;
    expect(mail.text_body).not.toContain("Bea Buyer");
    expect(mail.text_body).toContain("Contoso Credit");
    const partnerKey = await apiKeyFor(partner.partnerId, ["leads:read"]);
    const teamKey = await apiKeyFor(null, ["leads:read"]);
    const viaKey = async (key: string) =>
      (await callRoute(v1Lead, `/api/v1/leads/${leadId}`, { token: key, params: { id: leadId } })).json
        .data as { contact: unknown };
    expect((await viaKey(partnerKey)).contact).toBeNull();
    expect((await viaKey(teamKey)).contact).toMatchObject({ name: "Bea Buyer" });
    const page = await callRoute(v1Leads, "/api/v1/leads", { token: partnerKey });
    expect((page.json.data as { contact: unknown }[]).every((l) => l.contact === null)).toBe(true);

    const accepted = await accept(partner.token, leadId);
    expect(accepted.status).toBe(200);
    expect(accepted.json.lead).toMatchObject({ status: "accepted", contact: { name: "Bea Buyer" } });
    expect((await viaKey(partnerKey)).contact).toMatchObject({ name: "Bea Buyer" });
    expect((await accept(partner.token, leadId)).json.error).toBe(leadMessages.notOffered);
  });

  it("never routes a visitor who did not agree, nor an enquiry a referral link brought", async () => {
    const admin = await adminToken();
    const partner = await directoryPartner({ companyName: "No Consent Co" });
    const enquiryId = await websiteEnquiry({ partnerRouting: false });
    const refused = await assign(admin.token, enquiryId, partner.partnerId);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(leadMessages.noConsent);
    const linked = await websiteEnquiry();
    await db()
      .updateTable("contact_enquiries")
      .set({ partner_link_id: "some-link" })
      .where("id", "=", linked)
      .execute();
    expect((await assign(admin.token, linked, partner.partnerId)).json.error).toBe(leadMessages.attributed);
    expect((await assign(admin.token, "missing", partner.partnerId)).status).toBe(404);
    const bad = await assign(admin.token, enquiryId, "");
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(leadMessages.partnerId);
    expect(await leadsOf(partner.token)).toEqual([]);
  });

  it("offers one lead to one partner at a time, even when two offers race", async () => {
    const admin = await adminToken();
    const first = await directoryPartner({ companyName: "Race One" });
    const second = await directoryPartner({ companyName: "Race Two" });
    const enquiryId = await websiteEnquiry();
    const results = await Promise.all([
      assign(admin.token, enquiryId, first.partnerId),
      assign(admin.token, enquiryId, second.partnerId),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.json.error).toBe(leadMessages.alreadyOffered);
    const live = await db()
      .selectFrom("leads")
      .select("partner_id")
      .where("enquiry_id", "=", enquiryId)
      .execute();
    expect(live).toHaveLength(1);
  });

  it("goes to the next partner after a decline with a reason; never back to the one who declined", async () => {
    const admin = await adminToken();
    const endpoint = await leadWebhookEndpoint();
    const first = await directoryPartner({ companyName: "Decliner Co" });
    const next = await directoryPartner({ companyName: "Next Co" });
    const enquiryId = await websiteEnquiry();
    const leadId = ((await assign(admin.token, enquiryId, first.partnerId)).json.lead as { id: string }).id;
    const noReason = await decline(first.token, leadId, { reason: " " });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error).toBe(leadMessages.declineReason);
    expect((await decline(next.token, leadId, { reason: "Not ours" })).status).toBe(404);
    const declined = await decline(first.token, leadId, { reason: "Outside our region." });
    expect(declined.json.lead).toMatchObject({
      status: "declined",
      declineReason: "Outside our region.",
      contact: null,
    });
    const teamMail = await outboxTo("partners@finlytic.ai");
    expect(teamMail.map((m) => m.subject)).toContain("Lead declined: Contoso Credit (Decliner Co)");
    expect((await assign(admin.token, enquiryId, first.partnerId)).json.error).toBe(
      leadMessages.sameOfferDeclined,
    );
    expect((await assign(admin.token, enquiryId, next.partnerId)).status).toBe(201);
    const events = await db()
      .selectFrom("webhook_deliveries")
      .select("event_type")
      .where("endpoint_id", "=", endpoint)
      .execute();
    expect(events.map((e) => e.event_type)).toEqual(["lead.assigned", "lead.declined", "lead.assigned"]);
    const history = await callRoute(enquiryLeadsRoute, "/x", {
      token: admin.token,
      params: { id: enquiryId },
    });
    expect(
      (history.json.leads as { partnerName: string; status: string }[]).map((l) => [l.partnerName, l.status]),
    ).toEqual([
      ["Decliner Co", "declined"],
      ["Next Co", "offered"],
    ]);
    const audit = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", enquiryId)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["lead.offered", "lead.declined", "lead.offered"]);
  });
});

describe("the acceptance window", () => {
  it("expires an unanswered lead under the scheduled-work lease, once, and refuses a late answer", async () => {
    const admin = await adminToken();
    const partner = await directoryPartner({ companyName: "Slow Co" });
    const enquiryId = await websiteEnquiry();
    const leadId = ((await assign(admin.token, enquiryId, partner.partnerId)).json.lead as { id: string }).id;
    const inWindow = new Date(Date.now() + 71 * HOUR_MS);
    expect(await expireDueLeads(db(), inWindow)).toBe(0);
    const late = new Date(Date.now() + 73 * HOUR_MS);
    // Two processes check at once: one takes the lease and expires it; the other does nothing.
    const runs = await Promise.all([
      runLeadExpiry(db(), late, "process-a"),
      runLeadExpiry(db(), late, "process-b"),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    const [lead] = await leadsOf(partner.token);
    expect(lead).toMatchObject({ status: "expired", contact: null });
    const expiredMails = (await outboxTo("partners@finlytic.ai")).filter((m) => m.kind === "lead:expired");
    expect(expiredMails.filter((m) => m.subject.includes("Slow Co"))).toHaveLength(1);
    const note = await db()
      .selectFrom("audit_log")
      .select("details")
      .where("entity_id", "=", enquiryId)
      .where("action", "=", "lead.expired")
      .executeTakeFirstOrThrow();
    expect(note.details).toContain("back with the team");
    expect((await accept(partner.token, leadId)).json.error).toBe(leadMessages.notOffered);
  });

  it("refuses an answer after the window even before the job ran, and expires the lead", async () => {
    const admin = await adminToken();
    const partner = await directoryPartner({ companyName: "Late Co" });
    const enquiryId = await websiteEnquiry();
    const leadId = ((await assign(admin.token, enquiryId, partner.partnerId)).json.lead as { id: string }).id;
    await db()
      .updateTable("leads")
      .set({ respond_by: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", leadId)
      .execute();
    const result = await accept(partner.token, leadId);
    expect(result.status).toBe(409);
    expect(result.json.error).toBe(leadMessages.windowClosed);
    expect((await leadsOf(partner.token))[0]!.status).toBe("expired");
  });
});
