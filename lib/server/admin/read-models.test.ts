import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { createTestPartner } from "@/test/support/accounts";
import { listAuditTrail } from "../audit/audit";
import { countClaimsByStatus, getClaim, listClaims } from "@/lib/server/claims/console";
import { listInvitations } from "@/lib/server/registration/invitations";
import { listPartnerSection } from "./data-editor";
import { getCompanyRecord, listPartners } from "@/lib/server/partners/console";
import { listRegistrations } from "@/lib/server/registration/console";
import { adminToken } from "@/test/support/accounts";
import { at } from "@/test/support/fixtures";
import { minorFromDb } from "@/lib/money";

const db = freshTestDatabase();
const first = { page: 1, q: "" };

async function insertClaim(
  company: string,
  status: "pending" | "approved" | "rejected",
  minutes: number,
  reviewedBy: string | null = null,
) {
  const id = randomUUID();
  await db()
    .insertInto("claims")
    .values({
      id,
      first_name: "Maria",
      last_name: company.split(" ")[0]!,
      company_name: company,
      company_key: company.toLowerCase(),
      company_email: `${id.slice(0, 8)}@${company.split(" ")[0]!.toLowerCase()}.example`,
      website: "example.com",
      company_size: "11-50",
      industry: "other",
      custom_industry: "Logistics",
      current_technology: null,
      linkedin_url: null,
      country: "DE",
      custom_country: null,
      why_join: "We want to offer AI automation to our clients.",
      additional_info: null,
      status,
      review_reason: status === "rejected" ? "Outside our markets" : null,
      reviewed_by: reviewedBy,
      reviewed_at: status === "pending" ? null : at(minutes + 100),
      created_at: at(minutes),
      updated_at: at(minutes),
    })
    .execute();
  return id;
}

async function insertLink(
  kind: "claim" | "invitation",
  email: string,
  fields: {
    claimId?: string;
    usedAt?: string | null;
    expiresAt: string;
    createdAt: string;
    createdBy?: string;
  },
) {
  await db()
    .insertInto("registration_links")
    .values({
      id: randomUUID(),
      kind,
      token_hash: randomUUID(),
      claim_id: fields.claimId ?? null,
      email,
      company_name: `${email.split("@")[0]} Co`,
      expires_at: fields.expiresAt,
      used_at: fields.usedAt ?? null,
      created_by: fields.createdBy ?? null,
      created_at: fields.createdAt,
    })
    .execute();
}

describe("claims queue", () => {
  it("keeps one tab per status, pending oldest first, with the reviewer, the reason and the link's state", async () => {
    const admin = await adminToken("reviewer@finlytic.test");
    const late = await insertClaim("Zeta Advisory", "pending", 5);
    const early = await insertClaim("Alpha Consulting", "pending", 1);
    const approved = await insertClaim("Beta Partners", "approved", 2, admin.userId);
    const rejected = await insertClaim("Gamma Group", "rejected", 3, admin.userId);
    await insertLink("claim", "beta@example.com", {
      claimId: approved,
      expiresAt: at(10_000),
      createdAt: at(102),
    });
    await db()
      .insertInto("audit_log")
      .values({
        id: randomUUID(),
        actor_user_id: admin.userId,
        action: "claim.approve",
        entity_type: "claim",
        entity_id: approved,
        details: null,
        created_at: at(102),
      })
      .execute();

    expect(await countClaimsByStatus()).toEqual({ pending: 2, approved: 1, rejected: 1 });
    expect((await listClaims({ ...first, status: "pending" })).items.map((c) => c.id)).toEqual([early, late]);
    expect((await listClaims({ page: 1, q: "zeta", status: "pending" })).items.map((c) => c.id)).toEqual([
      late,
    ]);
    const [rejectedRow] = (await listClaims({ ...first, status: "rejected" })).items;
    expect(rejectedRow).toMatchObject({
      id: rejected,
      reviewedBy: "reviewer@finlytic.test",
      reviewReason: "Outside our markets",
      customIndustry: "Logistics",
    });

    const detail = await getClaim(approved, new Date(at(200)));
    expect(detail).toMatchObject({
      reviewer: "reviewer@finlytic.test",
      link: { state: "sent", sentCount: 1 },
    });
    expect((await getClaim(approved, new Date(at(20_000))))?.link?.state).toBe("expired");
    expect(await getClaim("no-such-claim")).toBeNull();
    const trail = await listAuditTrail("claim", approved);
    expect(trail.items).toMatchObject([
      { action: "claim.approve", actor: "reviewer@finlytic.test", createdAt: at(102) },
    ]);
  });
});

describe("invitations", () => {
  it("shows each invitation as sent, used or expired, newest first, searchable", async () => {
    const now = new Date(at(1_000));
    await insertLink("invitation", "sent@acme.example", { expiresAt: at(5_000), createdAt: at(3) });
    await insertLink("invitation", "used@acme.example", {
      expiresAt: at(5_000),
      usedAt: at(500),
      createdAt: at(2),
    });
    await insertLink("invitation", "old@acme.example", { expiresAt: at(900), createdAt: at(1) });
    await insertLink("claim", "claimant@acme.example", { expiresAt: at(5_000), createdAt: at(4) });
    const page = await listInvitations(first, now);
    expect(page.items.map((i) => [i.email, i.status])).toEqual([
      ["sent@acme.example", "sent"],
      ["used@acme.example", "used"],
      ["old@acme.example", "expired"],
    ]);
    expect((await listInvitations({ page: 1, q: "USED" }, now)).items.map((i) => i.email)).toEqual([
      "used@acme.example",
    ]);
  });
});

describe("registrations and partners", () => {
  it("queues pending companies with their contact and documents, and finds partners by company or person", async () => {
    const pending = await createTestPartner({
      email: "pending@northwind.example",
      status: "pending_approval",
      companyName: "Northwind Traders",
      verified: false,
    });
    const active = await createTestPartner({ email: "lead@contoso.example", companyName: "Contoso" });
    await db()
      .insertInto("attachments")
      .values({
        id: randomUUID(),
        partner_id: pending.partner.id,
        original_name: "profile.pdf",
        stored_name: `${randomUUID()}.pdf`,
        mime_type: "application/pdf",
        size_bytes: 1234,
        created_at: at(1),
      })
      .execute();

    const queue = await listRegistrations(first);
    expect(queue.items).toMatchObject([
      {
        partnerId: pending.partner.id,
        companyName: "Northwind Traders",
        email: "pending@northwind.example",
        emailVerified: false,
        attachmentCount: 1,
      },
    ]);
    expect((await listRegistrations({ page: 1, q: "contoso" })).total).toBe(0);

    const record = await getCompanyRecord(pending.partner.id);
    expect(record?.attachments.map((a) => a.original_name)).toEqual(["profile.pdf"]);
    expect(record?.contacts.map((c) => c.email)).toEqual(["pending@northwind.example"]);
    expect(JSON.stringify(record)).not.toContain("password");

    expect((await listPartners({ page: 1, q: "contoso" })).items.map((p) => p.id)).toEqual([
      active.partner.id,
    ]);
    expect((await listPartners({ page: 1, q: "pending@north" })).items.map((p) => p.primaryEmail)).toEqual([
      "pending@northwind.example",
    ]);
    expect((await listPartners(first)).total).toBe(2);
  });

  it("pages a partner's commissions with the deal's customer, and includes shared resources", async () => {
    const { partner } = await createTestPartner({ email: "data@fabrikam.example", companyName: "Fabrikam" });
    const other = await createTestPartner({ email: "other@tailspin.example", companyName: "Tailspin" });
    const dealId = randomUUID();
    await db()
      .insertInto("deals")
      .values({
        id: dealId,
        partner_id: partner.id,
        customer_name: "Woodgrove Bank",
        decision_maker_name: null,
        decision_maker_email: null,
        deal_size_minor: 5_000_000,
        status: "approved",
        stage: "proposal",
        protection_expires: at(90_000),
        created_at: at(1),
        updated_at: at(1),
      })
      .execute();
    const commission = (i: number, partnerId = partner.id) => ({
      id: randomUUID(),
      partner_id: partnerId,
      deal_id: i === 0 ? dealId : null,
      amount_minor: (100 + i) * 100,
      rate: 10,
      status: "pending" as const,
      payout_date: null,
      payment_reference: null,
      created_at: at(i),
      updated_at: at(i),
    });
    await db()
      .insertInto("commissions")
      .values([...Array.from({ length: 22 }, (_, i) => commission(i)), commission(0, other.partner.id)])
      .execute();
    const resource = (title: string, partnerId: string | null) => ({
      id: randomUUID(),
      partner_id: partnerId,
      title,
      description: "",
      category: "Sales",
      type: "pdf",
      url: null,
      last_updated: at(1),
      created_at: at(1),
    });
    await db()
      .insertInto("resources")
      .values([
        resource("Shared deck", null),
        resource("Own sheet", partner.id),
        resource("Someone else's", other.partner.id),
      ])
      .execute();

    const second = await listPartnerSection("commissions", partner.id, 2);
    expect(second).toMatchObject({ total: 22, page: 2, pageCount: 2 });
    expect(second.items.map((c) => [minorFromDb(c.amount_minor) / 100, c.deal_customer_name])).toEqual([
      [101, null],
      [100, "Woodgrove Bank"],
    ]);
    expect((await listPartnerSection("resources", partner.id, 1)).items.map((r) => r.title).sort()).toEqual([
      "Own sheet",
      "Shared deck",
    ]);
  });
});
