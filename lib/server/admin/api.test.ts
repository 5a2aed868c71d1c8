import { describe, expect, it, vi } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as claimsRoute } from "@/app/api/admin/claims/route";
import { GET as claimRoute } from "@/app/api/admin/claims/[id]/route";
import { POST as approveRoute } from "@/app/api/admin/claims/[id]/approve/route";
import { POST as rejectRoute } from "@/app/api/admin/claims/[id]/reject/route";
import { GET as invitationsRoute, POST as inviteRoute } from "@/app/api/admin/invitations/route";
import { POST as resendRoute } from "@/app/api/admin/invitations/[id]/resend/route";
import { GET as registrationsRoute } from "@/app/api/admin/registrations/route";
import { POST as approveRegistrationRoute } from "@/app/api/admin/registrations/[id]/approve/route";
import { POST as rejectRegistrationRoute } from "@/app/api/admin/registrations/[id]/reject/route";
import { GET as attachmentRoute } from "@/app/api/admin/attachments/[id]/route";
import { GET as partnersRoute } from "@/app/api/admin/partners/route";
import { PATCH as partnerPatchRoute } from "@/app/api/admin/partners/[id]/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as inviteTokenRoute } from "@/app/api/partners/invitation/verify-token/[token]/route";
import { adminMessages } from "@/lib/validation/admin";
import { createAdmin } from "@/lib/server/auth/admins";
import { commitStaged } from "@/lib/server/uploads/attachments";
import { discardStaged } from "@/lib/server/uploads/multipart";
import { submitClaim } from "@/lib/server/claims/submit-claim";
import { createTestPartner, markEmailVerified, solveCaptcha } from "@/test/support/accounts";
import { fixtures, latestMailTo, linkIn } from "@/test/support/fixtures";
import { callRoute } from "@/test/support/routes";

// The sender runs in the background after each commit; tests flush the outbox themselves.
vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));

const db = freshTestDatabase();
let n = 0;

async function adminToken(): Promise<string> {
  const email = `admin${(n += 1)}@finlytic.test`;
  await createAdmin({ email, password: "Admin-Passw0rd!" });
  return (
    await callRoute(loginRoute, "/api/auth/login", {
      body: { email, password: "Admin-Passw0rd!" },
      ip: `10.0.0.${n}`,
    })
  ).json.token as string;
}

async function newClaim(): Promise<{ id: string; email: string }> {
  const email = `applicant${(n += 1)}@apply.example`;
  await markEmailVerified(email);
  const { id } = await submitClaim({
    firstName: "Ana",
    lastName: "Applicant",
    companyName: `Applicant Co ${n}`,
    companyEmail: email,
    website: "apply.example",
    companySize: "1-10",
    industry: "consulting",
    country: "DE",
    whyJoin: "We advise CFOs and want to bring them automation.",
    ...(await solveCaptcha()),
  });
  return { id, email };
}

describe("admin API access", () => {
  it("401 without a session, 403 for a partner (before the body is read)", async () => {
    const claim = await newClaim();
    const partner = await createTestPartner();
    const partnerToken = (
      await callRoute(loginRoute, "/api/auth/login", {
        body: { email: partner.email, password: partner.password },
      })
    ).json.token as string;
    expect((await callRoute(claimsRoute, "/api/admin/claims")).status).toBe(401);
    expect((await callRoute(claimsRoute, "/api/admin/claims", { token: partnerToken })).status).toBe(403);
    const bad = await callRoute(rejectRoute, "/x", {
      body: { nonsense: 1 },
      token: partnerToken,
      params: { id: claim.id },
    });
    expect([bad.status, bad.json.error]).toEqual([403, "Admin access required."]);
    const row = await db()
      .selectFrom("claims")
      .select("status")
      .where("id", "=", claim.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
  });
});

describe("claims", () => {
  it("lists with status, search and pagination; approve emails a 7-day registration link; twice is 409", async () => {
    const token = await adminToken();
    const claim = await newClaim();
    const list = await callRoute(
      claimsRoute,
      "/api/admin/claims?status=pending&pageSize=1&search=applicant",
      { token },
    );
    expect(list.json).toMatchObject({ success: true, page: 1, pageSize: 1 });
    expect(list.json.items as unknown[]).toHaveLength(1);
    expect((list.json.total as number) >= 1).toBe(true);
    expect((await callRoute(claimsRoute, "/api/admin/claims?pageSize=1000", { token })).status).toBe(400);
    const approved = await callRoute(approveRoute, "/x", { method: "POST", token, params: { id: claim.id } });
    expect(approved.status).toBe(200);
    expect(new Date(approved.json.expiresAt as string).getTime() - Date.now()).toBeGreaterThan(
      6.9 * 24 * 3600_000,
    );
    const link = linkIn(
      (await latestMailTo(claim.email, "approved"))!.text_body,
      "/partner-portal/register?token=",
    );
    expect(link.url.origin).toBe("http://localhost:3000");
    const twice = await callRoute(approveRoute, "/x", { method: "POST", token, params: { id: claim.id } });
    expect([twice.status, twice.json.error]).toEqual([409, "This claim has already been reviewed."]);
    const detail = await callRoute(claimRoute, "/x", { token, params: { id: claim.id } });
    expect((detail.json.claim as { audit: { action: string; actor: string }[] }).audit[0]).toMatchObject({
      action: "claim.approved",
    });
    expect(
      (await callRoute(approveRoute, "/x", { method: "POST", token, params: { id: "missing" } })).status,
    ).toBe(404);
  });

  it("reject needs a reason and emails it", async () => {
    const token = await adminToken();
    const claim = await newClaim();
    const missing = await callRoute(rejectRoute, "/x", {
      body: { reason: "  " },
      token,
      params: { id: claim.id },
    });
    expect([missing.status, missing.json.error]).toEqual([400, "Please give a reason."]);
    const ok = await callRoute(rejectRoute, "/x", {
      body: { reason: "Outside our target markets" },
      token,
      params: { id: claim.id },
    });
    expect(ok.json.claim).toMatchObject({ status: "rejected", reviewReason: "Outside our target markets" });
    expect((await latestMailTo(claim.email, "partnership claim"))!.text_body).toContain(
      "Outside our target markets",
    );
  });
});

describe("invitations", () => {
  it("invites, lists with status, refuses a duplicate, resends with a new link (the old one dies)", async () => {
    const token = await adminToken();
    const sent = await callRoute(inviteRoute, "/x", {
      body: { email: "CFO@Umbrella.example", companyName: "Umbrella" },
      token,
    });
    expect(sent.json.invitation).toMatchObject({
      email: "cfo@umbrella.example",
      status: "sent",
      sentCount: 1,
    });
    const firstLink = linkIn(
      (await latestMailTo("cfo@umbrella.example"))!.text_body,
      "register?invite=",
    ).token;
    expect(
      (
        await callRoute(inviteRoute, "/x", {
          body: { email: "cfo@umbrella.example", companyName: "Umbrella" },
          token,
        })
      ).status,
    ).toBe(409);
    const id = (sent.json.invitation as { id: string }).id;
    const resent = await callRoute(resendRoute, "/x", { method: "POST", token, params: { id } });
    expect(resent.json.invitation).toMatchObject({ sentCount: 2, status: "sent" });
    const secondLink = linkIn(
      (await latestMailTo("cfo@umbrella.example"))!.text_body,
      "register?invite=",
    ).token;
    expect(secondLink).not.toBe(firstLink);
    expect((await callRoute(inviteTokenRoute, "/x", { params: { token: firstLink } })).status).toBe(404);
    expect((await callRoute(inviteTokenRoute, "/x", { params: { token: secondLink } })).status).toBe(200);
    const list = await callRoute(invitationsRoute, "/x", { token });
    expect((list.json.items as { email: string }[]).map((i) => i.email)).toContain("cfo@umbrella.example");
    expect(
      (await callRoute(inviteRoute, "/x", { body: { email: "bad", companyName: "X" }, token })).status,
    ).toBe(400);
  });
});

describe("registrations and partners", () => {
  it("lists pending registrations, approves and rejects with emails; attachments download as attachments", async () => {
    const token = await adminToken();
    const pending = await createTestPartner({ status: "pending_approval", companyName: "Pending Co" });
    const other = await createTestPartner({ status: "pending_approval", companyName: "Rejected Co" });
    const staged = await stage("deck.pdf", fixtures.pdf());
    const [stored] = await commitStaged([staged]);
    // The store keeps its own copy; the staged file goes, as the register route does it.
    await discardStaged([staged]);
    await db()
      .insertInto("attachments")
      .values({
        id: "att-1",
        partner_id: pending.partner.id,
        original_name: "Pitch “deck”.pdf",
        stored_name: stored!.storedName,
        mime_type: "application/pdf",
        size_bytes: fixtures.pdf().length,
        created_at: new Date().toISOString(),
      })
      .execute();
    const list = await callRoute(registrationsRoute, "/x", { token });
    const names = (list.json.items as { companyName: string }[]).map((p) => p.companyName);
    expect(names).toEqual(expect.arrayContaining(["Pending Co", "Rejected Co"]));
    const file = await callRoute(attachmentRoute, "/x", { token, params: { id: "att-1" } });
    expect(file.response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Pitch _deck_.pdf"; filename\*=UTF-8''Pitch%20%E2%80%9Cdeck%E2%80%9D.pdf$/,
    );
    expect(Buffer.from(await file.response.arrayBuffer()).equals(fixtures.pdf())).toBe(true);
    const approved = await callRoute(approveRegistrationRoute, "/x", {
      method: "POST",
      token,
      params: { id: pending.partner.id },
    });
    expect(approved.json.partner).toMatchObject({ status: "active" });
    expect(
      (
        await callRoute(loginRoute, "/api/auth/login", {
          body: { email: pending.email, password: pending.password },
        })
      ).status,
    ).toBe(200);
    expect(await latestMailTo(pending.email, "approved")).toBeDefined();
    const rejected = await callRoute(rejectRegistrationRoute, "/x", {
      body: { reason: "Duplicate company" },
      token,
      params: { id: other.partner.id },
    });
    expect(rejected.json.partner).toMatchObject({ status: "rejected", reviewReason: "Duplicate company" });
    expect(
      (
        await callRoute(approveRegistrationRoute, "/x", {
          method: "POST",
          token,
          params: { id: other.partner.id },
        })
      ).status,
    ).toBe(409);
  });

  it("searches partners and audits certification and points changes", async () => {
    const token = await adminToken();
    const account = await createTestPartner({ companyName: "Searchable 100% Partners" });
    const found = await callRoute(partnersRoute, "/x?search=100%25", { token });
    expect((found.json.items as { id: string }[]).map((p) => p.id)).toEqual([account.partner.id]);
    const patched = await callRoute(partnerPatchRoute, "/x", {
      method: "PATCH",
      body: { certificationStatus: "certified", points: 250 },
      token,
      params: { id: account.partner.id },
    });
    expect(patched.json.partner).toMatchObject({
      tier: "bronze",
      certificationStatus: "certified",
      points: 250,
    });
    const audit = (patched.json.partner as { audit: { action: string; details: Record<string, unknown> }[] })
      .audit;
    expect(audit.at(-1)).toMatchObject({
      action: "partner.updated",
      details: { certification_status: { from: "pending", to: "certified" }, points: { from: 0, to: 250 } },
    });
    expect(
      (
        await callRoute(partnerPatchRoute, "/x", {
          method: "PATCH",
          body: { tier: "diamond" },
          token,
          params: { id: account.partner.id },
        })
      ).status,
    ).toBe(400);
    // The tier is earned or pinned, never typed: a PATCH naming one says where to go instead.
    const typed = await callRoute(partnerPatchRoute, "/x", {
      method: "PATCH",
      body: { tier: "gold" },
      token,
      params: { id: account.partner.id },
    });
    expect(typed.status).toBe(400);
    expect(typed.json.errors).toEqual({ tier: adminMessages.tierIsEarned });
    expect(
      (
        await callRoute(partnerPatchRoute, "/x", {
          method: "PATCH",
          body: {},
          token,
          params: { id: account.partner.id },
        })
      ).status,
    ).toBe(400);
  });
});

async function stage(name: string, content: Buffer) {
  const fs = await import("node:fs/promises");
  const path = await import("node:path");
  const { stagingDir } = await import("@/lib/server/uploads/attachments");
  await fs.mkdir(stagingDir(), { recursive: true });
  const tempPath = path.join(stagingDir(), `${name}.part`);
  await fs.writeFile(tempPath, content);
  return { originalName: name, extension: "pdf", tempPath, size: content.length };
}
