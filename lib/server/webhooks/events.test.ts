import { beforeAll, describe, expect, it } from "vitest";
import { expectWebhookMatches } from "@/test/support/openapi-conformance";
import { useTestDatabase } from "@/test/support/test-database";
import { givePayoutDetails } from "@/test/support/payout-details";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { dealBody } from "@/test/support/deals";
import { referralBody } from "@/test/support/referrals";
import { approveRegistration } from "@/lib/server/registration/console";
import { registerDeal } from "@/lib/server/deals/partner-registration";
import { approveDeal, rejectDeal } from "@/lib/server/deals/console-review";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { approveCommission } from "@/lib/server/commissions/console";
import { requestPayout } from "@/lib/server/payouts/partner";
import { markPayoutPaid } from "@/lib/server/payouts/console";
import { createPayoutRun, markPayoutRunPaid } from "@/lib/server/payouts/runs";
import { insertCommission } from "@/test/support/payouts";
import { createReferral } from "@/lib/server/referrals/refer-lead";
import { setReferralStatus } from "@/lib/server/referrals/set-referral-status";
import { submitEnquiry } from "@/lib/server/contact/submit-enquiry";
import { assignEnquiry } from "@/lib/server/leads/console";
import { acceptLead, declineLead } from "@/lib/server/leads/partner";
import { expireDueLeads } from "@/lib/server/leads/expiry";
import { contactEnquirySchema } from "@/lib/validation/contact";
import { parseWith } from "@/lib/validation/parse";
import { dealRegistrationSchema } from "@/lib/validation/deals";
import { newReferralSchema } from "@/lib/validation/referrals";
import { webhookEventTypes } from "@/lib/validation/api-options";
import {
  apiCommissionSchema,
  apiDealSchema,
  apiLeadSchema,
  apiPartnerSchema,
  apiPayoutSchema,
  apiReferralSchema,
} from "@/lib/validation/api-resources";
import { createWebhookEndpoint } from "./endpoints";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createMdfRequest, withdrawMdfRequest } from "@/lib/server/mdf/partner";
import { decideMdfRequest } from "@/lib/server/mdf/console";
import { decideMdfClaim } from "@/lib/server/mdf/console-claims";
import { submitMdfClaim } from "@/lib/server/mdf/claims";
import { runMdfDeadlines } from "@/lib/server/mdf/deadline-job";
import { apiMdfClaimSchema, apiMdfRequestSchema } from "@/lib/validation/mdf-api";

// Every webhook event is queued by the service that makes its change, with the row in the
// shape /api/v1 answers: the programme's whole life, played through the services.

const db = useTestDatabase();
let endpointId: string;

beforeAll(async () => {
  const { endpoint } = await createWebhookEndpoint(
    { url: "https://hooks.example.com/in", events: [...webhookEventTypes] },
    null,
    async () => [{ address: "93.184.216.34", family: 4 }],
  );
  endpointId = endpoint.id;
});

/** Every market development event: requests decided each way, withdrawn, lapsed; claims approved and refused. */
async function playMarketDevelopment(actor: {
  partnerId: string;
  userId: string;
  name: string;
  companyName: string;
}) {
  await db().updateTable("partners").set({ tier: "silver" }).where("id", "=", actor.partnerId).execute();
  const day = new Date().toISOString().slice(0, 10);
  const request = async () =>
    (
      await createMdfRequest(actor, {
        activityType: "event",
        title: "Event",
        description: "An event.",
        startDate: day,
        endDate: day,
        amountMinor: 10_000,
      })
    ).id;
  const staged = () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "events-mdf-")), "proof.pdf");
    fs.writeFileSync(
      file,
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    );
    return [{ originalName: "proof.pdf", extension: "pdf", tempPath: file, size: fs.statSync(file).size }];
  };
  const team = { userId: null };
  const [paid, refused, changed, withdrawn, lapsed] = [
    await request(),
    await request(),
    await request(),
    await request(),
    await request(),
  ];
  await decideMdfRequest(paid, { kind: "approved" }, team);
  const claim = await submitMdfClaim(actor, paid, { actualSpendMinor: 5_000, results: "Done" }, staged());
  await decideMdfClaim(claim.id, { approve: false, reason: "Blurry invoice" }, team);
  const second = await submitMdfClaim(actor, paid, { actualSpendMinor: 5_000, results: "Done" }, staged());
  await decideMdfClaim(second.id, { approve: true }, team);
  await decideMdfRequest(refused, { kind: "rejected", reason: "No" }, team);
  await decideMdfRequest(changed, { kind: "changes_requested", reason: "More detail" }, team);
  await withdrawMdfRequest(actor, withdrawn);
  await decideMdfRequest(lapsed, { kind: "approved" }, team);
  await runMdfDeadlines(db(), new Date(Date.now() + 200 * 24 * 3600_000));
}

async function events() {
  const rows = await db()
    .selectFrom("webhook_deliveries")
    .select(["event_type", "body"])
    .where("endpoint_id", "=", endpointId)
    .orderBy("created_at", "asc")
    .orderBy("event_type", "asc")
    .execute();
  return rows.map((row) => ({
    type: row.event_type,
    ...(JSON.parse(row.body) as { data: Record<string, unknown> }),
  }));
}

describe("webhook events", () => {
  it("queues each event type from the change that causes it", async () => {
    const account = await createTestPartner({ status: "pending_approval" });
    await approveRegistration(account.partner.id, null);
    await givePayoutDetails(account.partner.id);
    const actor = {
      partnerId: account.partner.id,
      userId: account.user.id,
      email: account.email,
      companyName: account.partner.company_name,
      name: "Pat Partner",
    };
    const deal = (site: string) => parseWith(dealRegistrationSchema, dealBody({ customerWebsite: site }));
    const won = await registerDeal(actor, deal("events-won.example"));
    const refused = await registerDeal(actor, deal("events-refused.example"));
    await rejectDeal(refused.id, "Not in our regions.", { actorUserId: null });
    await approveDeal(won.id, { actorUserId: null });
    await setDealStage(won.id, "negotiation", { actorUserId: null });
    const { commissionId } = await setDealStage(won.id, "closed_won", { actorUserId: null });
    await approveCommission(commissionId!, null);
    const payout = await requestPayout(actor);
    await markPayoutPaid(
      payout.id,
      { paymentReference: "WIRE-1", payoutDate: new Date().toISOString().slice(0, 10) },
      null,
    );
    const referral = await createReferral(actor, parseWith(newReferralSchema, referralBody()));
    await setReferralStatus(referral.id, "contacted", "Called them.", { actorUserId: null });
    const admin = (await adminToken()).userId;
    const enquiry = async (n: number) =>
      (
        await submitEnquiry(
          parseWith(contactEnquirySchema, {
            fullName: "Lena Lead",
            email: `lena-${n}@events.example`,
            company: "Events Lead Co",
            message: `Lead ${n}`,
            partnerRouting: true,
          }),
        )
      ).id;
    const accepted = await assignEnquiry({ userId: admin }, await enquiry(1), account.partner.id);
    await acceptLead(actor, accepted.id);
    const declined = await assignEnquiry({ userId: admin }, await enquiry(2), account.partner.id);
    await declineLead(actor, declined.id, "Outside our region.");
    await assignEnquiry({ userId: admin }, await enquiry(3), account.partner.id);
    await expireDueLeads(db(), new Date(Date.now() + 100 * 3_600_000));
    await playMarketDevelopment(actor);

    const queued = await events();
    expect(new Set(queued.map((event) => event.type))).toEqual(new Set(webhookEventTypes));
    const of = (type: string) => queued.filter((event) => event.type === type);
    expect(of("partner.approved")[0]!.data).toMatchObject({ id: account.partner.id, status: "active" });
    expect(of("deal.registered").map((event) => event.data.id)).toEqual([won.id, refused.id]);
    expect(of("deal.rejected")[0]!.data).toMatchObject({ id: refused.id, status: "rejected" });
    expect(of("deal.approved")[0]!.data).toMatchObject({ id: won.id, status: "approved" });
    expect(of("deal.stage_changed").map((event) => [event.data.previousStage, event.data.stage])).toEqual([
      ["prospecting", "negotiation"],
      ["negotiation", "closed_won"],
    ]);
    expect(of("deal.won")[0]!.data).toMatchObject({ id: won.id, status: "closed_won", commissionId });
    expect(of("commission.approved")[0]!.data).toMatchObject({ id: commissionId, status: "approved" });
    // Webhooks carry money as the API does: integer minor units beside the currency.
    expect(of("payout.requested")[0]!.data).toMatchObject({
      id: payout.id,
      amount: payout.amountMinor,
      currency: payout.currency,
    });
    expect(of("payout.paid")[0]!.data).toMatchObject({
      id: payout.id,
      status: "paid",
      paymentReference: "WIRE-1",
    });
    expect(of("referral.created")[0]!.data).toMatchObject({ id: referral.id, status: "submitted" });
    // Each carries its row in the shape /api/v1 answers.
    const shapes = {
      partner: apiPartnerSchema,
      deal: apiDealSchema,
      commission: apiCommissionSchema,
      payout: apiPayoutSchema,
      referral: apiReferralSchema,
      lead: apiLeadSchema,
      "mdf.request": apiMdfRequestSchema,
      "mdf.claim": apiMdfClaimSchema,
    };
    for (const event of queued) {
      const kind = event.type.startsWith("mdf.")
        ? event.type.split(".").slice(0, 2).join(".")
        : event.type.split(".")[0];
      parseWith(shapes[kind as keyof typeof shapes], event.data);
    }
    expect(of("mdf.claim.approved")[0]!.data).toMatchObject({
      status: "approved",
      reimbursementId: expect.any(String),
    });
    expect(of("mdf.request.lapsed")[0]!.data).toMatchObject({ status: "lapsed" });
    expect(of("referral.updated")[0]!.data).toMatchObject({
      id: referral.id,
      status: "contacted",
      previousStatus: "submitted",
    });
    expect(of("lead.assigned")).toHaveLength(3);
    expect(of("lead.assigned")[0]!.data).toMatchObject({ id: accepted.id, status: "offered", contact: null });
    expect(of("lead.accepted")[0]!.data).toMatchObject({ id: accepted.id, contact: { name: "Lena Lead" } });
    expect(of("lead.declined")[0]!.data).toMatchObject({
      id: declined.id,
      declineReason: "Outside our region.",
    });
    expect(of("lead.expired")[0]!.data).toMatchObject({ status: "expired", contact: null });
    expect(of("payout.requested")[0]!.data.commissionIds).toEqual([commissionId]);
    expect(of("payout.paid")[0]!.data.commissionIds).toEqual([commissionId]);

    // Every delivered body, as sent, against its event's schema in the OpenAPI document (each
    // was checked as it was queued, too: test/setup.ts).
    for (const event of queued) {
      const { type, ...body } = event;
      await expectWebhookMatches(type, { type, ...body });
    }
    // The schemas are strict: an undocumented or missing field fails.
    const wonEvent = of("deal.won")[0]!;
    const withoutCommission = { ...wonEvent, data: { ...wonEvent.data, commissionId: undefined } };
    await expect(
      expectWebhookMatches("deal.won", JSON.parse(JSON.stringify(withoutCommission))),
    ).rejects.toThrow(/commissionId/);
    const extra = of("payout.paid")[0]!;
    await expect(
      expectWebhookMatches("payout.paid", { ...extra, data: { ...extra.data, secret: "x" } }),
    ).rejects.toThrow(/additionalProperties/);
  });

  it("sends payout.paid for each payout a run pays", async () => {
    const account = await createTestPartner();
    await insertCommission(account.partner.id, 250);
    const actor = {
      partnerId: account.partner.id,
      userId: account.user.id,
      email: account.email,
      companyName: account.partner.company_name,
      name: "Pat Partner",
    };
    const payout = await requestPayout(actor);
    const admin = await adminToken();
    const run = await createPayoutRun([payout.id], admin.userId);
    await markPayoutRunPaid(
      run.id,
      { paymentReference: "RUN-7", payoutDate: new Date().toISOString().slice(0, 10) },
      admin.userId,
    );
    const paid = (await events()).filter(
      (event) => event.type === "payout.paid" && event.data.id === payout.id,
    );
    expect(paid).toHaveLength(1);
    expect(paid[0]!.data).toMatchObject({ status: "paid", paymentReference: "RUN-7" });
  });
});
