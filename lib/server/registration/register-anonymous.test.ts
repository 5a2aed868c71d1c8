import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { env } from "@/lib/server/env";
import { POST as anonymousRoute } from "@/app/api/auth/register-anonymous/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { createTestPartner } from "@/test/support/accounts";
import { latestMailTo, linkIn } from "@/test/support/fixtures";
import { callRoute } from "@/test/support/routes";
import { partnerCount, registration, unique } from "@/test/support/registration-submit";

// Registration without a link: the company waits for approval, and an address that already has
// an account gets the same answer while its owner is told.
// The sender runs in the background after each commit; tests flush the outbox themselves.
const db = freshTestDatabase();

describe("POST /api/auth/register-anonymous", () => {
  it("creates a company pending approval; login then says so", async () => {
    const data = registration({ approvalToken: "ignored" });
    const { status, json } = await callRoute(anonymousRoute, "/api/auth/register-anonymous", {
      body: data,
      ip: "198.51.210.1",
    });
    expect([status, json]).toEqual([
      200,
      { success: true, message: "Registration submitted successfully! Your account is pending approval." },
    ]);
    const partner = await db()
      .selectFrom("partners")
      .selectAll()
      .where("company_name", "=", data.companyName)
      .executeTakeFirstOrThrow();
    expect(partner).toMatchObject({ status: "pending_approval", source: "anonymous" });
    const verifyLink = linkIn(
      (await latestMailTo(data.primaryContact.email))!.text_body,
      "verify-email?token=",
    );
    expect(verifyLink.url.origin).toBe(env().APP_URL);
    await db()
      .updateTable("users")
      .set({ email_verified_at: new Date().toISOString() })
      .where("email", "=", data.primaryContact.email)
      .execute();
    const login = await callRoute(loginRoute, "/api/auth/login", {
      body: { email: data.primaryContact.email, password: "Northwind-2025!" },
    });
    expect([login.status, login.json.error]).toEqual([
      403,
      "Your account is pending approval. You will receive an email once it has been approved.",
    ]);
  });

  it("answers an address that already has an account exactly as a new one, and tells its owner instead", async () => {
    const owner = await createTestPartner({ email: "owner@taken.example", companyName: "Taken Co" });
    const anonymous = (body: unknown) =>
      callRoute(anonymousRoute, "/api/auth/register-anonymous", { body, ip: `198.51.240.${unique()}` });
    const fresh = await anonymous(registration());
    const before = {
      partners: await partnerCount(),
      mails: (await db().selectFrom("outbox").select("id").execute()).length,
    };
    const taken = await anonymous(
      registration(
        { companyName: "Impostor Inc" },
        { email: "  OWNER@Taken.example ", password: "Impostor-2025!", confirmPassword: "Impostor-2025!" },
      ),
    );
    expect([taken.status, taken.json]).toEqual([fresh.status, fresh.json]);
    expect(taken.status).toBe(200);
    // Nothing registered; the one new email is the notice to the owner.
    expect(await partnerCount()).toBe(before.partners);
    const mails = await db()
      .selectFrom("outbox")
      .select(["to_address", "subject", "text_body"])
      .orderBy("created_at", "asc")
      .execute();
    expect(mails.slice(before.mails).map((mail) => [mail.to_address, mail.subject])).toEqual([
      ["owner@taken.example", "Someone tried to register with your email address"],
    ]);
    expect(mails.at(-1)!.text_body).toContain(`${env().APP_URL}/partner-portal/forgot-password`);
    const user = await db()
      .selectFrom("users")
      .select(["partner_id", "password_hash"])
      .where("email", "=", "owner@taken.example")
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ partner_id: owner.partner.id, password_hash: owner.user.password_hash });
    const login = await callRoute(loginRoute, "/api/auth/login", {
      body: { email: owner.email, password: owner.password },
      ip: "198.51.241.1",
    });
    expect(login.status).toBe(200);
  });

  it("tells an owner at most 3 times an hour, still answering the same", async () => {
    await createTestPartner({ email: "often@taken.example" });
    for (let i = 0; i < 5; i += 1) {
      const result = await callRoute(anonymousRoute, "/api/auth/register-anonymous", {
        body: registration({}, { email: "often@taken.example" }),
        ip: `198.51.242.${unique()}`,
      });
      expect([result.status, result.json]).toEqual([
        200,
        { success: true, message: "Registration submitted successfully! Your account is pending approval." },
      ]);
    }
    expect(
      await db().selectFrom("outbox").select("id").where("to_address", "=", "often@taken.example").execute(),
    ).toHaveLength(3);
  });

  it.each([
    [{ ...registration(), primaryContact: undefined }, "Full name is required"],
    [{ ...registration(), partnershipType: "reseller" }, "Partnership type is required"],
    [{ ...registration(), expectedDeals: 3 }, "Expected deals per quarter is required"],
    [
      { ...registration(), technicalCapabilities: "Cloud Solutions" },
      "At least one technical capability is required",
    ],
    [{ ...registration(), companyName: "x".repeat(201) }, "Please keep this under 200 characters"],
  ])("400 for bad input #%#", async (body, message) => {
    const before = await partnerCount();
    const result = await callRoute(anonymousRoute, "/api/auth/register-anonymous", {
      body,
      ip: `198.51.220.${unique()}`,
    });
    expect([result.status, result.json.error]).toEqual([400, message]);
    expect(await partnerCount()).toBe(before);
  });
});
