import { describe, expect, it } from "vitest";
import { POST as deletionRoute } from "@/app/api/partners/account/deletion/route";
import { GET as requestsRoute } from "@/app/api/admin/deletion-requests/route";
import { POST as approveRoute } from "@/app/api/admin/deletion-requests/[id]/approve/route";
import { POST as personExportRoute } from "@/app/api/admin/privacy/export/route";
import { POST as personEraseRoute } from "@/app/api/admin/privacy/erase/route";
import { minorFromDb } from "@/lib/money";
import { login } from "@/lib/server/auth/login";
import { resolveSession } from "@/lib/server/auth/session";
import { deliverDueMail } from "@/lib/server/mail";
import type { OutgoingMail } from "@/lib/server/mail/transport";
import { useTestDatabase } from "@/test/support/test-database";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { dumpAllText, seedPersonTraces } from "@/test/support/person-traces";
import { seedCompanyData } from "@/test/support/privacy";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { ERASURE_NOTICE_KIND } from "./emails";
import { forgetErasureNoticeAddresses, purgeExpiredFinancialRecords, purgeOldEnquiries } from "./retention";

// An approved deletion leaves the person's email, name and phone nowhere in the database,
// while the company's commissions keep their amounts and dates.

const db = useTestDatabase();
const nextIp = clientAddresses("10.61");

describe("closing an account", () => {
  it("erases the person everywhere once approved, keeping the commissions' amounts and dates", async () => {
    const person = {
      email: "zephyrine.quill@acme-erase.example",
      firstName: "Zephyrine",
      lastName: "Quillfeather",
      phone: "+44 20 7946 0958",
    };
    const account = await createTestPartner({ email: person.email, companyName: "Erase Co" });
    await db()
      .updateTable("users")
      .set({ first_name: person.firstName, last_name: person.lastName, phone: person.phone })
      .where("id", "=", account.user.id)
      .execute();
    const seeded = await seedCompanyData(account, "ERASEMARK");
    await seedPersonTraces(person, account.partner.id);
    const commissionsBefore = await db()
      .selectFrom("commissions")
      .select(["id", "amount_minor", "created_at", "payout_date", "status"])
      .where("partner_id", "=", account.partner.id)
      .orderBy("id")
      .execute();

    const asked = await callRoute(deletionRoute, "/api/partners/account/deletion", {
      method: "POST",
      token: seeded.sessionToken,
      body: { reason: "Leaving the programme" },
      ip: nextIp(),
    });
    expect(asked.status).toBe(201);
    const again = await callRoute(deletionRoute, "/api/partners/account/deletion", {
      method: "POST",
      token: seeded.sessionToken,
      body: {},
      ip: nextIp(),
    });
    expect(again.status).toBe(409);

    const admin = await adminToken();
    const listed = await callRoute(requestsRoute, "/api/admin/deletion-requests", {
      token: admin.token,
      ip: nextIp(),
    });
    const request = (listed.json.requests as { id: string; email: string; reason: string }[]).find(
      (r) => r.email === person.email,
    );
    expect(request?.reason).toBe("Leaving the programme");

    const approved = await callRoute(approveRoute, `/api/admin/deletion-requests/${request!.id}/approve`, {
      method: "POST",
      token: admin.token,
      params: { id: request!.id },
      ip: nextIp(),
    });
    expect(approved.status).toBe(200);
    const twice = await callRoute(approveRoute, `/api/admin/deletion-requests/${request!.id}/approve`, {
      method: "POST",
      token: admin.token,
      params: { id: request!.id },
      ip: nextIp(),
    });
    expect(twice.status).toBe(409);

    // The one confirmation leaves, then the outbox forgets its address.
    const sent: OutgoingMail[] = [];
    await deliverDueMail(async (mail) => void sent.push(mail));
    const notices = sent.filter((mail) => mail.to === person.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe("Your partner portal account is closed");
    expect(await forgetErasureNoticeAddresses()).toBe(1);
    expect(
      await db().selectFrom("outbox").select("id").where("kind", "=", ERASURE_NOTICE_KIND).execute(),
    ).toHaveLength(1);

    const dump = (await dumpAllText()).toLowerCase();
    for (const term of [
      person.email,
      person.firstName,
      person.lastName,
      person.phone,
      "Leaving the programme",
    ]) {
      expect(
        dump.split("\n").filter((line) => line.includes(term.toLowerCase())),
        `${term} is still stored`,
      ).toEqual([]);
    }
    const commissionsAfter = await db()
      .selectFrom("commissions")
      .select(["id", "amount_minor", "created_at", "payout_date", "status"])
      .where("partner_id", "=", account.partner.id)
      .orderBy("id")
      .execute();
    expect(commissionsAfter).toEqual(commissionsBefore);
    expect(
      await db()
        .selectFrom("payout_requests")
        .select(["amount_minor", "paid_on"])
        .where("id", "=", seeded.payoutId)
        .executeTakeFirst()
        .then((row) => minorFromDb(row?.amount_minor)),
    ).toBe(123_450);

    // The session no longer works, and no sign-in is possible (after the dump: a sign-in
    // attempt counts failures under the address it was made with).
    expect(await resolveSession(seeded.sessionToken)).toBeNull();
    await expect(
      login({ email: person.email, password: account.password }, { ip: nextIp() }),
    ).rejects.toMatchObject({ status: 401 });

    // Audited: who approved, with numbers only.
    const erasure = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "privacy.erased")
      .where("entity_id", "=", account.user.id)
      .executeTakeFirstOrThrow();
    expect(erasure.actor_user_id).toBe(admin.userId);

    // Kept for the retention period; a company with someone still signed up keeps them longer.
    const live = await createTestPartner({ companyName: "Live Co" });
    const liveSeeded = await seedCompanyData(live, "LIVEMARK");
    const tenYearsOn = new Date(Date.now() + 10 * 365.25 * 86_400_000 + 86_400_000);
    expect(await purgeExpiredFinancialRecords(10, new Date(Date.now() + 9 * 365 * 86_400_000))).toBe(0);
    expect(await purgeExpiredFinancialRecords(10, tenYearsOn)).toBe(3);
    expect(
      await db()
        .selectFrom("commissions")
        .select("id")
        .where("partner_id", "=", account.partner.id)
        .execute(),
    ).toEqual([]);
    expect(
      await db().selectFrom("commissions").select("id").where("id", "in", liveSeeded.commissionIds).execute(),
    ).toHaveLength(2);
  });
});

describe("the team's export and erasure of one person by email", () => {
  it("finds the person's enquiries, claims, referrals and mail, then erases them", async () => {
    const person = {
      email: "walter.visitor@visitor-erase.example",
      firstName: "Waltheof",
      lastName: "Brightwater",
      phone: "+1 202 555 0147",
    };
    const company = await createTestPartner({ companyName: "Host Co" });
    await seedPersonTraces(person, company.partner.id);
    await db()
      .insertInto("referrals")
      .values({
        id: crypto.randomUUID(),
        partner_id: company.partner.id,
        company: "Visitor Inc",
        contact: `${person.firstName} ${person.lastName}`,
        email: person.email,
        expected_value_minor: 1_000,
        status: "submitted",
        referred_date: "2026-01-01",
        phone: person.phone,
        notes: null,
        active_email: person.email,
        last_follow_up_at: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const admin = await adminToken();

    const exported = await callRoute(personExportRoute, "/api/admin/privacy/export", {
      token: admin.token,
      body: { email: person.email.toUpperCase() },
      ip: nextIp(),
    });
    expect(exported.status).toBe(200);
    expect((exported.json.enquiries as unknown[]).length).toBe(1);
    expect((exported.json.claims as unknown[]).length).toBe(1);
    expect((exported.json.referrals as unknown[]).length).toBe(1);
    expect((exported.json.mail as unknown[]).length).toBe(1);

    const erased = await callRoute(personEraseRoute, "/api/admin/privacy/erase", {
      token: admin.token,
      body: { email: person.email },
      ip: nextIp(),
    });
    expect(erased.status).toBe(200);
    await deliverDueMail(async () => {});
    await forgetErasureNoticeAddresses();
    const dump = (await dumpAllText()).toLowerCase();
    for (const term of [person.email, person.firstName, person.lastName, person.phone])
      expect(dump.includes(term.toLowerCase()), `${term} is still stored`).toBe(false);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("action", "in", ["privacy.person_exported", "privacy.erased"])
      .where("actor_user_id", "=", admin.userId)
      .execute();
    expect(audit.map((line) => line.action).sort()).toEqual(["privacy.erased", "privacy.person_exported"]);

    // Nothing is left to find.
    const none = await callRoute(personExportRoute, "/api/admin/privacy/export", {
      token: admin.token,
      body: { email: person.email },
      ip: nextIp(),
    });
    expect(none.status).toBe(404);
  });
});

describe("enquiry retention", () => {
  it("deletes enquiries older than the retention, keeping newer ones", async () => {
    const now = new Date("2026-06-01T00:00:00Z");
    const row = (id: string, created: string) => ({
      id,
      full_name: "Old",
      email: "old@example.com",
      company: "",
      phone_number: "",
      industry: "",
      company_size: "",
      message: "m",
      source: "s",
      created_at: created,
    });
    await db()
      .insertInto("contact_enquiries")
      .values([row("old-1", "2026-02-01T00:00:00Z"), row("new-1", "2026-05-20T00:00:00Z")])
      .execute();
    await db()
      .insertInto("contact_dedupe")
      .values({ key: "dedupe-old-1", enquiry_id: "old-1", created_at: "2026-02-01T00:00:00Z" })
      .execute();
    expect(await purgeOldEnquiries(30, now)).toBeGreaterThanOrEqual(1);
    const left = (
      await db().selectFrom("contact_enquiries").select("id").where("id", "in", ["old-1", "new-1"]).execute()
    ).map((r) => r.id);
    expect(left).toEqual(["new-1"]);
  });
});
