import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as statusRoute } from "@/app/api/partners/application-status/route";
import { POST as linkRoute } from "@/app/api/partners/application-status/registration-link/route";
import { GET as claimDetailRoute } from "@/app/api/admin/claims/[id]/route";
import { POST as approveClaimRoute } from "@/app/api/admin/claims/[id]/approve/route";
import { POST as rejectClaimRoute } from "@/app/api/admin/claims/[id]/reject/route";
import { POST as approveRegistrationRoute } from "@/app/api/admin/registrations/[id]/approve/route";
import { POST as rejectRegistrationRoute } from "@/app/api/admin/registrations/[id]/reject/route";
import { POST as registerAnonymousRoute } from "@/app/api/auth/register-anonymous/route";
import { GET as claimTokenRoute } from "@/app/api/partners/claim/verify-token/[token]/route";
import { GET as verifyEmailRoute } from "@/app/api/auth/verify-email/[token]/route";
import { submitClaim } from "@/lib/server/claims/submit-claim";
import { startRegistrationReview } from "@/lib/server/registration/console";
import { adminToken, markEmailVerified, solveCaptcha } from "@/test/support/accounts";
import { latestMailTo, linkIn, registrationBody } from "@/test/support/fixtures";
import { callRoute } from "@/test/support/routes";

// The applicant's status page through every state, as the applicant's browser reads it.

const db = freshTestDatabase();
let n = 0;
const ip = () => `198.51.100.${(n += 1) % 250}`;

const status = (token: string) =>
  callRoute(statusRoute, "/api/partners/application-status", { body: { token }, ip: ip() });
const application = async (token: string) =>
  (await status(token)).json.application as Record<string, unknown>;

async function newClaim() {
  const email = `status${(n += 1)}@apply.example`;
  await markEmailVerified(email);
  const { id } = await submitClaim({
    firstName: "Ana",
    lastName: "Applicant",
    companyName: `Status Co ${n}`,
    companyEmail: email,
    website: "apply.example",
    companySize: "1-10",
    industry: "consulting",
    country: "DE",
    whyJoin: "We advise CFOs and want to bring them automation.",
    ...(await solveCaptcha()),
  });
  const mail = await latestMailTo(email, "We received");
  return { id, email, token: linkIn(mail!.text_body, "/partner-portal/application-status?token=").token };
}

describe("a claim applicant's status page", () => {
  it("submitted → under review when the team opens it → approved with a usable link, reissued once on request", async () => {
    const admin = (await adminToken()).token;
    const claim = await newClaim();
    expect(claim.token).toMatch(/^[\w-]{43}$/);
    expect(await application(claim.token)).toMatchObject({
      kind: "claim",
      state: "submitted",
      reviewStartedAt: null,
      decidedAt: null,
      reason: null,
      registrationLink: null,
    });

    await callRoute(claimDetailRoute, "/x", { token: admin, params: { id: claim.id } });
    const reviewing = await application(claim.token);
    expect(reviewing.state).toBe("under_review");
    // Opening it again does not move the date.
    await callRoute(claimDetailRoute, "/x", { token: admin, params: { id: claim.id } });
    expect((await application(claim.token)).reviewStartedAt).toBe(reviewing.reviewStartedAt);

    expect(
      (await callRoute(approveClaimRoute, "/x", { method: "POST", token: admin, params: { id: claim.id } }))
        .status,
    ).toBe(200);
    const approved = await application(claim.token);
    expect(approved).toMatchObject({
      state: "approved",
      reason: null,
      registrationLink: { state: "not_used" },
    });
    const emailed = linkIn(
      (await latestMailTo(claim.email, "approved"))!.text_body,
      "/partner-portal/register?token=",
    ).token;

    const reissued = await callRoute(linkRoute, "/x", { body: { token: claim.token }, ip: ip() });
    expect(reissued.status).toBe(200);
    const fresh = new URL(reissued.json.registerUrl as string, "http://localhost:3000").searchParams.get(
      "token",
    )!;
    expect(reissued.json.expiresAt).toBe((approved.registrationLink as { expiresAt: string }).expiresAt);
    expect((await callRoute(claimTokenRoute, "/x", { params: { token: fresh } })).status).toBe(200);
    expect((await callRoute(claimTokenRoute, "/x", { params: { token: emailed } })).status).toBe(404);

    await db()
      .updateTable("registration_links")
      .set({ used_at: new Date().toISOString() })
      .where("claim_id", "=", claim.id)
      .execute();
    expect((await application(claim.token)).registrationLink).toMatchObject({ state: "used" });
    const used = await callRoute(linkRoute, "/x", { body: { token: claim.token }, ip: ip() });
    expect([used.status, used.json.error]).toEqual([409, "The registration link can no longer be used."]);
  });

  it("Register now twice: each answer replaces the last; no new link, no mail, the expiry stays", async () => {
    const admin = (await adminToken()).token;
    const claim = await newClaim();
    await callRoute(approveClaimRoute, "/x", { method: "POST", token: admin, params: { id: claim.id } });
    const count = async (table: "registration_links" | "outbox") =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = { links: await count("registration_links"), outbox: await count("outbox") };
    const tokenOf = (url: unknown) =>
      new URL(url as string, "http://localhost:3000").searchParams.get("token")!;
    const first = await callRoute(linkRoute, "/x", { body: { token: claim.token }, ip: ip() });
    const second = await callRoute(linkRoute, "/x", { body: { token: claim.token }, ip: ip() });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.json.expiresAt).toBe(first.json.expiresAt);
    expect(
      (await callRoute(claimTokenRoute, "/x", { params: { token: tokenOf(first.json.registerUrl) } })).status,
    ).toBe(404);
    expect(
      (await callRoute(claimTokenRoute, "/x", { params: { token: tokenOf(second.json.registerUrl) } }))
        .status,
    ).toBe(200);
    expect({ links: await count("registration_links"), outbox: await count("outbox") }).toEqual(before);
  });

  it("an approved claim whose link lapsed shows it expired, and no new link is handed out", async () => {
    const admin = (await adminToken()).token;
    const claim = await newClaim();
    await callRoute(approveClaimRoute, "/x", { method: "POST", token: admin, params: { id: claim.id } });
    await db()
      .updateTable("registration_links")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("claim_id", "=", claim.id)
      .execute();
    expect((await application(claim.token)).registrationLink).toMatchObject({ state: "expired" });
    expect((await callRoute(linkRoute, "/x", { body: { token: claim.token }, ip: ip() })).status).toBe(409);
  });

  it("rejected shows the team's reason; a pending claim has no registration link to hand out", async () => {
    const admin = (await adminToken()).token;
    const claim = await newClaim();
    expect((await callRoute(linkRoute, "/x", { body: { token: claim.token }, ip: ip() })).status).toBe(409);
    await callRoute(rejectClaimRoute, "/x", {
      body: { reason: "We only partner with firms in the EU for now." },
      token: admin,
      params: { id: claim.id },
    });
    expect(await application(claim.token)).toMatchObject({
      state: "rejected",
      reason: "We only partner with firms in the EU for now.",
      registrationLink: null,
    });
  });
});

describe("an anonymous registration's status page", () => {
  async function register() {
    const body = registrationBody((n += 1));
    expect(
      (await callRoute(registerAnonymousRoute, "/api/auth/register-anonymous", { body, ip: ip() })).status,
    ).toBeLessThan(300);
    const mail = await latestMailTo(body.primaryContact.email, "Verify");
    const partner = await db()
      .selectFrom("partners")
      .select("id")
      .where("company_name", "=", body.companyName)
      .executeTakeFirstOrThrow();
    return {
      partnerId: partner.id,
      token: linkIn(mail!.text_body, "/application-status?token=").token,
      verifyToken: linkIn(mail!.text_body, "/verify-email?token=").token,
    };
  }

  it("submitted → under review → approved (sign in, no registration link); or rejected with the reason", async () => {
    const admin = await adminToken();
    const first = await register();
    expect(await application(first.token)).toMatchObject({ kind: "registration", state: "submitted" });
    await startRegistrationReview(first.partnerId, admin.userId);
    expect((await application(first.token)).state).toBe("under_review");
    await callRoute(approveRegistrationRoute, "/x", {
      method: "POST",
      token: admin.token,
      params: { id: first.partnerId },
    });
    const approved = await application(first.token);
    expect(approved).toMatchObject({ state: "approved", registrationLink: null, reason: null });
    expect(approved.decidedAt).toEqual(expect.any(String));
    expect((await callRoute(linkRoute, "/x", { body: { token: first.token }, ip: ip() })).status).toBe(409);

    const second = await register();
    await callRoute(rejectRegistrationRoute, "/x", {
      body: { reason: "Your website could not be verified." },
      token: admin.token,
      params: { id: second.partnerId },
    });
    expect(await application(second.token)).toMatchObject({
      state: "rejected",
      reason: "Your website could not be verified.",
    });
  });

  it("tokens have one purpose each: verification and status links never stand in for each other", async () => {
    const mine = await register();
    expect((await status(mine.verifyToken)).status).toBe(404);
    expect((await callRoute(verifyEmailRoute, "/x", { params: { token: mine.token } })).status).toBe(400);
    expect((await callRoute(claimTokenRoute, "/x", { params: { token: mine.token } })).status).toBe(404);
    // The status link is read as often as the applicant likes (it is not used up).
    for (let i = 0; i < 3; i += 1) expect((await status(mine.token)).status).toBe(200);
  });
});

describe("expiry", () => {
  it("30 days: a day before it works, after it 410 with a clear message and nothing about the application", async () => {
    const claim = await newClaim();
    const row = await db()
      .selectFrom("applicant_tokens")
      .select(["created_at", "expires_at"])
      .where("claim_id", "=", claim.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(30 * 24 * 3600_000);
    await db()
      .updateTable("applicant_tokens")
      .set({ expires_at: new Date(Date.now() + 24 * 3600_000).toISOString() })
      .where("claim_id", "=", claim.id)
      .execute();
    expect((await status(claim.token)).status).toBe(200);
    await db()
      .updateTable("applicant_tokens")
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where("claim_id", "=", claim.id)
      .execute();
    const expired = await status(claim.token);
    expect(expired.status).toBe(410);
    expect(expired.json.error).toMatch(/expired/);
    expect(JSON.stringify(expired.json)).not.toContain("Status Co");
    expect((await callRoute(linkRoute, "/x", { body: { token: claim.token }, ip: ip() })).status).toBe(410);
  });
});
