import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { env } from "@/lib/server/env";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as anonymousRoute } from "@/app/api/auth/register-anonymous/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { GET as claimTokenRoute } from "@/app/api/partners/claim/verify-token/[token]/route";
import { GET as inviteTokenRoute } from "@/app/api/partners/invitation/verify-token/[token]/route";
import { approveClaim } from "@/lib/server/claims/console";
import { inviteCompany } from "@/lib/server/registration/invitations";
import { createTestPartner, markEmailVerified, solveCaptcha } from "@/test/support/accounts";
import { fixtures, latestMailTo, linkIn, registrationBody } from "@/test/support/fixtures";
import { buildMultipart, callRoute, type UploadPart } from "@/test/support/routes";
import { submitClaim } from "@/lib/server/claims/submit-claim";

// The sender runs in the background after each commit; tests flush the outbox themselves.
vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));

const db = freshTestDatabase();
let counter = 0;
const unique = () => (counter += 1);

const registration = (overrides: Record<string, unknown> = {}, contact: Record<string, unknown> = {}) =>
  registrationBody(unique(), overrides, contact);

/** The approved email and company of each claim link made below. */
const claimOf = new Map<string, { email: string; company: string }>();

async function approvedClaimToken(claimFields: Record<string, unknown> = {}): Promise<string> {
  const n = unique();
  const email = `claimant${n}@claims.example`;
  await markEmailVerified(email);
  const { id } = await submitClaim({
    firstName: "Cara",
    lastName: "Claimant",
    companyName: `Claimed Co ${n}`,
    companyEmail: email,
    website: "claimed.example",
    companySize: "11-50",
    industry: "finance",
    country: "other",
    customCountry: "Norway",
    whyJoin: "We resell finance automation to Nordic accounting firms.",
    linkedinUrl: "https://linkedin.com/company/claimed",
    currentTechnology: "Xero",
    ...claimFields,
    ...(await solveCaptcha()),
  });
  await approveClaim(id, null);
  const token = linkIn((await latestMailTo(email, "approved"))!.text_body, "register?token=").token;
  claimOf.set(token, { email, company: `Claimed Co ${n}` });
  return token;
}

/** A registration from a claim link, with the claim's email and company unless told otherwise. */
function forClaim(
  token: string,
  overrides: Record<string, unknown> = {},
  contact: Record<string, unknown> = {},
) {
  const claim = claimOf.get(token)!;
  return registration(
    { approvalToken: token, companyName: claim.company, ...overrides },
    { email: claim.email, ...contact },
  );
}

async function register(data: unknown, files: UploadPart[] = [], headers: Record<string, string> = {}) {
  const { body, contentType } = buildMultipart(
    data === undefined ? {} : { data: typeof data === "string" ? data : JSON.stringify(data) },
    files,
  );
  return callRoute(registerRoute, "/api/auth/register", {
    rawBody: new Uint8Array(body),
    headers: { "content-type": contentType, ...headers },
    ip: `198.51.${unique()}.1`,
  });
}
const uploads = () => fs.readdirSync(env().UPLOAD_DIR).filter((name) => name !== ".incoming");
const staging = () =>
  fs.existsSync(path.join(env().UPLOAD_DIR, ".incoming"))
    ? fs.readdirSync(path.join(env().UPLOAD_DIR, ".incoming"))
    : [];
const partnerCount = async () =>
  Number(
    (
      await db()
        .selectFrom("partners")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("GET /api/partners/{claim,invitation}/verify-token/{token}", () => {
  it("returns the claim's data in the wizard's vocabulary", async () => {
    const token = await approvedClaimToken();
    const { status, json } = await callRoute(claimTokenRoute, "/x", { params: { token } });
    expect(status).toBe(200);
    expect(json.prefilledData).toMatchObject({
      website: "https://claimed.example",
      industry: "Financial Services",
      companySize: "11-50",
      currentTechnology: "Xero",
      country: "Norway",
      firstName: "Cara",
      lastName: "Claimant",
    });
    expect(Object.keys(json.prefilledData as object).sort()).toEqual([
      "companyName",
      "companySize",
      "country",
      "currentTechnology",
      "customIndustry",
      "email",
      "firstName",
      "industry",
      "lastName",
      "linkedinUrl",
      "website",
    ]);
  });

  it("carries a custom industry from the claim into the wizard, and the registration keeps it", async () => {
    const token = await approvedClaimToken({ industry: "other", customIndustry: "Maritime insurance" });
    const { json } = await callRoute(claimTokenRoute, "/x", { params: { token } });
    expect(json.prefilledData).toMatchObject({ industry: "Other", customIndustry: "Maritime insurance" });
    expect(
      (await register(forClaim(token, { industry: "Other", customIndustry: "Maritime insurance" }))).status,
    ).toBe(200);
    const partner = await db()
      .selectFrom("partners")
      .select(["industry", "profile_json"])
      .where("company_name", "=", claimOf.get(token)!.company)
      .executeTakeFirstOrThrow();
    expect(partner.industry).toBe("Other");
    expect(JSON.parse(partner.profile_json)).toMatchObject({ customIndustry: "Maritime insurance" });
  });

  it("returns the invitation's company and email; 404 unknown, 410 expired, wrong kind 404", async () => {
    await inviteCompany({ email: "Invitee@Globex.example", companyName: "Globex" }, null);
    const token = linkIn((await latestMailTo("invitee@globex.example"))!.text_body, "register?invite=").token;
    const ok = await callRoute(inviteTokenRoute, "/x", { params: { token } });
    expect(ok.json).toEqual({
      success: true,
      prefilledData: { companyName: "Globex", primaryContact: { email: "invitee@globex.example" } },
    });
    expect((await callRoute(claimTokenRoute, "/x", { params: { token } })).status).toBe(404);
    const unknown = await callRoute(inviteTokenRoute, "/x", { params: { token: "forged-token" } });
    expect([unknown.status, unknown.json.error]).toEqual([
      404,
      "Invalid or expired invitation link. Please contact admin for a new invitation.",
    ]);
    await db()
      .updateTable("registration_links")
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where("email", "=", "invitee@globex.example")
      .execute();
    expect((await callRoute(inviteTokenRoute, "/x", { params: { token } })).status).toBe(410);
  });
});

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

  it.each([
    ["no token", {}, 400, "Registration requires pre-approval."],
    ["a forged token", { approvalToken: "forged" }, 404, "Invalid or expired registration link."],
    [
      "a forged invitation",
      { invitationToken: "forged" },
      404,
      "Invalid or expired invitation link. Please contact admin for a new invitation.",
    ],
  ])("refuses %s", async (_name, tokens, status, message) => {
    const before = await partnerCount();
    const result = await register(registration(tokens), [{ filename: "a.pdf", content: fixtures.pdf() }]);
    expect([result.status, result.json.error]).toEqual([status, message]);
    expect(await partnerCount()).toBe(before);
    expect(staging()).toEqual([]);
  });

  it("410 for an expired claim link", async () => {
    const token = await approvedClaimToken();
    await db()
      .updateTable("registration_links")
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where("kind", "=", "claim")
      .execute();
    expect((await register(forClaim(token))).status).toBe(410);
  });

  it.each([
    [
      "a file whose bytes are not its extension",
      [{ filename: "invoice.pdf", content: fixtures.exe() }],
      400,
      "invoice.pdf is not a supported file type",
    ],
    [
      "an unsupported extension",
      [{ filename: "tool.exe", content: fixtures.exe() }],
      400,
      "tool.exe is not a supported file type",
    ],
    [
      "11 files",
      Array.from({ length: 11 }, (_, i) => ({ filename: `f${i}.png`, content: fixtures.png() })),
      400,
      "Maximum 10 files allowed",
    ],
    [
      "a file over 20 MB",
      [{ filename: "huge.pdf", content: Buffer.concat([fixtures.pdf(), Buffer.alloc(20 * 1024 * 1024)]) }],
      413,
      "huge.pdf is too large (max 20MB)",
    ],
  ])("refuses %s; nothing stored, link still usable", async (_name, files, status, message) => {
    const token = await approvedClaimToken();
    const before = { partners: await partnerCount(), uploads: uploads().length };
    const result = await register(forClaim(token), files);
    expect([result.status, result.json.error]).toEqual([status, message]);
    expect(await partnerCount()).toBe(before.partners);
    expect(uploads().length).toBe(before.uploads);
    expect(staging()).toEqual([]);
    expect((await callRoute(claimTokenRoute, "/x", { params: { token } })).status).toBe(200);
  });

  it.each([
    ["no data field", undefined, "The registration data is missing or is not valid JSON."],
    ["data that is not JSON", "{oops", "The registration data is missing or is not valid JSON."],
    ["a missing company name", registration({ companyName: "" }), "Company name is required"],
    [
      "a website without scheme",
      registration({ website: "northwind.example" }),
      "Please enter a valid URL (starting with http:// or https://)",
    ],
    ["an unknown industry", registration({ industry: "Crypto" }), "Industry is required"],
    [
      "a short password",
      registration({}, { password: "Short1!", confirmPassword: "Short1!" }),
      "Password must be at least 8 characters long",
    ],
    [
      "a weak password (the strength reset and Change Password ask for)",
      registration({}, { password: "password", confirmPassword: "password" }),
      "Please choose a stronger password.",
    ],
    ["different passwords", registration({}, { confirmPassword: "Other-2025!" }), "Passwords do not match"],
    ["a bad email", registration({}, { email: "nora@" }), "Please enter a valid email address"],
    [
      "no geographic coverage",
      registration({ geographicCoverage: [] }),
      "At least one geographic coverage area is required",
    ],
    [
      "Other as industry focus",
      registration({ industryFocus: ["Other"] }),
      "At least one industry focus is required",
    ],
    [
      "6 current clients",
      registration({ currentClients: ["a", "b", "c", "d", "e", "f"] }),
      "You can list up to 5 current clients",
    ],
    [
      "a negative team size",
      registration({ teamStrength: { finance: -1, technical: 0, sales: 0 } }),
      "Finance team size is required",
    ],
    [
      "a fractional team size",
      registration({ teamStrength: { finance: 1, technical: 1.5, sales: 0 } }),
      "Technical staff size is required",
    ],
    [
      "terms not accepted",
      registration({ partnerOnboardingTermsAccepted: false }),
      "You must accept the Partner Onboarding Terms and Conditions",
    ],
  ])("400 for %s", async (_name, data, message) => {
    const before = await partnerCount();
    const result = await register(data, [{ filename: "a.pdf", content: fixtures.pdf() }]);
    expect([result.status, result.json.error]).toEqual([400, message]);
    expect(await partnerCount()).toBe(before);
    expect(staging()).toEqual([]);
  });

  it("refuses a cross-site Origin and a JSON body", async () => {
    expect((await register(registration(), [], { origin: "https://evil.example" })).status).toBe(403);
    const json = await callRoute(registerRoute, "/api/auth/register", {
      body: registration(),
      ip: "198.51.200.1",
    });
    expect(json.status).toBe(415);
  });
});

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
