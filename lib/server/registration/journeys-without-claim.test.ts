import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as invite } from "@/app/api/admin/invitations/route";
import { POST as approveRegistration } from "@/app/api/admin/registrations/[id]/approve/route";
import { GET as adminRegistrations } from "@/app/api/admin/registrations/route";
import { GET as inviteToken } from "@/app/api/partners/invitation/verify-token/[token]/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as registerAnonymous } from "@/app/api/auth/register-anonymous/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as dashboard } from "@/app/api/partners/dashboard/route";
import {
  adminToken,
  prepareJourneys,
  registration,
  signIn,
  smtp,
  verifyFromEmail,
} from "@/test/support/journeys";
import { linkIn } from "@/test/support/fixtures";
import { buildMultipart, callRoute } from "@/test/support/routes";

// The journeys without a claim, end to end through the route handlers, with every email
// delivered over SMTP to a real server and every link read from it: an invitation, and an
// anonymous registration approved by the programme team. The claim journey is in
// ./journeys.test.ts.
freshTestDatabase();
prepareJourneys();

describe("journeys over a real SMTP server", () => {
  it("invitation → registration → verification → dashboard", async () => {
    const email = "morgan@harbor.example";
    expect(
      (await callRoute(invite, "/x", { body: { email, companyName: "Harbor Analytics" }, token: adminToken }))
        .status,
    ).toBe(200);
    const link = linkIn((await smtp.waitFor(email, "invited")).text, "/partner-portal/register?invite=");
    expect(link.url.searchParams.get("invite")).toBe(link.token);
    const prefill = (await callRoute(inviteToken, "/x", { params: { token: link.token } })).json
      .prefilledData as { companyName: string; primaryContact: { email: string } };
    expect(prefill).toEqual({ companyName: "Harbor Analytics", primaryContact: { email } });
    const { body, contentType } = buildMultipart(
      {
        data: JSON.stringify(
          registration({ companyName: prefill.companyName }, prefill.primaryContact.email, {
            invitationToken: link.token,
          }),
        ),
      },
      [],
    );
    expect(
      (
        await callRoute(register, "/api/auth/register", {
          rawBody: new Uint8Array(body),
          headers: { "content-type": contentType },
        })
      ).status,
    ).toBe(200);
    await verifyFromEmail(email);
    const session = await signIn(email, "Journey-Passw0rd!");
    expect((await callRoute(dashboard, "/x", { token: session.token })).json).toMatchObject({
      partner: { companyName: "Harbor Analytics", tier: "bronze" },
      stats: { total_revenue: 0 },
    });
  });

  it("anonymous registration → verification → admin approval → dashboard", async () => {
    const email = "casey@openroad.example";
    const submitted = await callRoute(registerAnonymous, "/api/auth/register-anonymous", {
      body: registration({ companyName: "Open Road Consulting" }, email, {}),
    });
    expect(submitted.json).toEqual({
      success: true,
      message: "Registration submitted successfully! Your account is pending approval.",
    });
    await smtp.waitFor("programme@finlytic.test", "Registration waiting for approval: Open Road Consulting");
    await verifyFromEmail(email);
    const refused = await callRoute(login, "/api/auth/login", {
      body: { email, password: "Journey-Passw0rd!" },
    });
    expect([refused.status, refused.json.error]).toEqual([
      403,
      "Your account is pending approval. You will receive an email once it has been approved.",
    ]);
    const queue = (await callRoute(adminRegistrations, "/x", { token: adminToken })).json.items as {
      id: string;
      companyName: string;
    }[];
    const partner = queue.find((p) => p.companyName === "Open Road Consulting")!;
    expect(
      (
        await callRoute(approveRegistration, "/x", {
          method: "POST",
          token: adminToken,
          params: { id: partner.id },
        })
      ).status,
    ).toBe(200);
    await smtp.waitFor(email, "partner account is approved");
    const session = await signIn(email, "Journey-Passw0rd!");
    expect((await callRoute(dashboard, "/x", { token: session.token })).json).toMatchObject({
      partner: { companyName: "Open Road Consulting", status: "active" },
    });
  });
});
