import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as claimsRoute } from "@/app/api/admin/claims/route";
import { GET as claimRoute } from "@/app/api/admin/claims/[id]/route";
import { POST as approveRoute } from "@/app/api/admin/claims/[id]/approve/route";
import { POST as rejectRoute } from "@/app/api/admin/claims/[id]/reject/route";
import { GET as invitationsRoute, POST as inviteRoute } from "@/app/api/admin/invitations/route";
import { POST as resendRoute } from "@/app/api/admin/invitations/[id]/resend/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as inviteTokenRoute } from "@/app/api/partners/invitation/verify-token/[token]/route";
import { createTestPartner } from "@/test/support/accounts";
import { adminToken, newClaim } from "@/test/support/admin-api";
import { latestMailTo, linkIn } from "@/test/support/fixtures";
import { callRoute } from "@/test/support/routes";

// The console API's access rules, claims and invitations. Registrations and partners are in
// ./api-registrations.test.ts.

// The sender runs in the background after each commit; tests flush the outbox themselves.
const db = freshTestDatabase();

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
    const unknown = await callRoute(claimsRoute, "/api/admin/claims?status=archived", { token });
    expect([unknown.status, unknown.json.error]).toEqual([400, "Unknown status."]);
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
