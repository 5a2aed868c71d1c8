import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { env } from "@/lib/server/env";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { inviteCompany } from "@/lib/server/registration/invitations";
import { createTestPartner } from "@/test/support/accounts";
import { fixtures, latestMailTo, linkIn } from "@/test/support/fixtures";
import { callRoute } from "@/test/support/routes";
import {
  approvedClaimToken,
  claimOf,
  forClaim,
  partnerCount,
  register,
  registration,
  staging,
  unique,
  uploads,
} from "@/test/support/registration-submit";

// The registrations POST /api/auth/register accepts from a claim link or an invitation, and the
// address and company name they are bound to. Refusals are in ./submit-registration-refusals.test.ts,
// the links' prefill in ./registration-links.test.ts, registration without a link in
// ./register-anonymous.test.ts.
// The sender runs in the background after each commit; tests flush the outbox themselves.
const db = freshTestDatabase();

describe("POST /api/auth/register", () => {
  it("registers from a claim link with two attachments: session, stored files, used link, verification email", async () => {
    const token = await approvedClaimToken();
    const data = forClaim(token);
    const { status, json, response } = await register(data, [
      { filename: "company-profile.pdf", content: fixtures.pdf() },
      { filename: "logo.png", content: fixtures.png() },
    ]);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      success: true,
      message: "Registration completed successfully! Please check your email for verification.",
      user: { email: data.primaryContact.email, firstName: "Nora", lastName: "Wind", emailVerified: false },
    });
    expect(response.headers.get("set-cookie")).toMatch(/partner_token=.+HttpOnly/i);
    expect((await callRoute(meRoute, "/api/auth/me", { token: json.token as string })).status).toBe(200);
    const partner = await db()
      .selectFrom("partners")
      .selectAll()
      .where("company_name", "=", data.companyName)
      .executeTakeFirstOrThrow();
    expect(partner).toMatchObject({
      status: "active",
      source: "claim",
      tier: "bronze",
      gst_tax_id: "GB123456789",
    });
    expect(JSON.parse(partner.profile_json)).toMatchObject({
      currentClients: ["Contoso"],
      teamStrength: { finance: 4, technical: 6, sales: 3 },
    });
    const files = await db()
      .selectFrom("attachments")
      .selectAll()
      .where("partner_id", "=", partner.id)
      .orderBy("original_name")
      .execute();
    expect(files.map((f) => [f.original_name, f.mime_type])).toEqual([
      ["company-profile.pdf", "application/pdf"],
      ["logo.png", "image/png"],
    ]);
    for (const file of files) {
      expect(file.stored_name).toMatch(/^[0-9a-f-]{36}\.(pdf|png)$/);
      expect(fs.readFileSync(path.join(env().UPLOAD_DIR, file.stored_name)).length).toBe(
        Number(file.size_bytes),
      );
    }
    expect(staging()).toEqual([]);
    const mail = await latestMailTo(data.primaryContact.email, "Verify your email");
    expect(linkIn(mail!.text_body, "/partner-portal/verify-email?token=").token).toHaveLength(43);
    const again = await register(forClaim(token));
    expect([again.status, again.json.error]).toEqual([409, "This registration link has already been used."]);
  });

  it("registers from an invitation; 409 for an email that already has an account", async () => {
    await inviteCompany({ email: "boss@initech.example", companyName: "Initech" }, null);
    const token = linkIn((await latestMailTo("boss@initech.example"))!.text_body, "register?invite=").token;
    const ok = await register(
      registration({ invitationToken: token, companyName: "Initech" }, { email: "boss@initech.example" }),
    );
    expect(ok.status).toBe(200);
    // An account made for the invited address after the invitation was sent.
    await inviteCompany({ email: "owner@hooli.example", companyName: "Hooli" }, null);
    const hooli = linkIn((await latestMailTo("owner@hooli.example"))!.text_body, "register?invite=").token;
    await createTestPartner({ email: "owner@hooli.example" });
    const before = await partnerCount();
    const taken = await register(
      registration({ invitationToken: hooli, companyName: "Hooli" }, { email: "OWNER@hooli.example" }),
    );
    expect([taken.status, taken.json.error]).toEqual([409, "An account with this email already exists."]);
    expect(await partnerCount()).toBe(before);
  });

  it.each(["invitation", "claim approval"])(
    "403 for another email than the %s link was sent to; nothing stored, the link still works",
    async (kind) => {
      let tokens: Record<string, string>;
      let invited: { email: string; company: string };
      if (kind === "invitation") {
        const n = unique();
        invited = { email: `partner-b${n}@bound.example`, company: `Bound ${n}` };
        await inviteCompany({ email: invited.email, companyName: invited.company }, null);
        tokens = {
          invitationToken: linkIn((await latestMailTo(invited.email))!.text_body, "register?invite=").token,
        };
      } else {
        const token = await approvedClaimToken();
        invited = claimOf.get(token)!;
        tokens = { approvalToken: token };
      }
      const before = { partners: await partnerCount(), uploads: uploads().length };
      const other = await register(
        registration({ ...tokens, companyName: "Someone Else Ltd" }, { email: "attacker@elsewhere.example" }),
        [{ filename: "a.pdf", content: fixtures.pdf() }],
      );
      expect([other.status, other.json.error]).toEqual([
        403,
        "This registration link was sent to another email address. Please register with the address it was sent to.",
      ]);
      expect(other.json.errors).toEqual({
        "primaryContact.email":
          "This registration link was sent to another email address. Please register with the address it was sent to.",
      });
      const sameCompany = await register(
        registration({ ...tokens, companyName: invited.company }, { email: "attacker@elsewhere.example" }),
      );
      expect(sameCompany.status).toBe(403);
      expect(await partnerCount()).toBe(before.partners);
      expect(uploads().length).toBe(before.uploads);
      expect(staging()).toEqual([]);
      expect(
        await db()
          .selectFrom("users")
          .select("id")
          .where("email", "=", "attacker@elsewhere.example")
          .executeTakeFirst(),
      ).toBeUndefined();
      expect(
        await db()
          .selectFrom("registration_links")
          .select("used_at")
          .where("email", "=", invited.email)
          .executeTakeFirstOrThrow(),
      ).toEqual({ used_at: null });
      // The invited address, in any letter case, still registers, activated.
      const ok = await register(
        registration({ ...tokens, companyName: invited.company }, { email: invited.email.toUpperCase() }),
      );
      expect(ok.status).toBe(200);
      expect(ok.json.user).toMatchObject({ email: invited.email, status: "active" });
    },
  );

  it("another company name than the approved one is kept but waits for approval, with the change recorded", async () => {
    const token = await approvedClaimToken();
    const claim = claimOf.get(token)!;
    const result = await register(forClaim(token, { companyName: "Renamed Holdings" }));
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({
      success: true,
      message: "Registration submitted successfully! Your account is pending approval.",
      user: { status: "pending_approval", companyName: "Renamed Holdings" },
    });
    const partner = await db()
      .selectFrom("partners")
      .selectAll()
      .where("company_name", "=", "Renamed Holdings")
      .executeTakeFirstOrThrow();
    expect(partner).toMatchObject({ status: "pending_approval", source: "claim" });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("entity_id", "=", partner.id)
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe("partner.registered.claim");
    expect(JSON.parse(audit.details!)).toMatchObject({
      approvedCompanyName: claim.company,
      companyName: "Renamed Holdings",
    });
    const notice = await latestMailTo(env().PROGRAMME_EMAIL, "Renamed Holdings");
    expect(notice?.subject).toBe("Registration waiting for approval: Renamed Holdings");
    expect(notice?.text_body).toContain(`changed the company name from "${claim.company}"`);
    await db()
      .updateTable("users")
      .set({ email_verified_at: new Date().toISOString() })
      .where("email", "=", claim.email)
      .execute();
    const login = await callRoute(loginRoute, "/api/auth/login", {
      body: { email: claim.email, password: "Northwind-2025!" },
      ip: "198.51.230.1",
    });
    expect([login.status, login.json.error]).toEqual([
      403,
      "Your account is pending approval. You will receive an email once it has been approved.",
    ]);
  });

  it("the approved company name in another letter case or spacing is the same company: activated", async () => {
    const token = await approvedClaimToken();
    const claim = claimOf.get(token)!;
    const result = await register(
      forClaim(token, { companyName: `  ${claim.company.toUpperCase().replace(" ", "   ")} ` }),
    );
    expect(result.status).toBe(200);
    expect(result.json.user).toMatchObject({ status: "active" });
  });
});
