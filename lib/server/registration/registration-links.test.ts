import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as claimTokenRoute } from "@/app/api/partners/claim/verify-token/[token]/route";
import { GET as inviteTokenRoute } from "@/app/api/partners/invitation/verify-token/[token]/route";
import { inviteCompany } from "@/lib/server/registration/invitations";
import { latestMailTo, linkIn } from "@/test/support/fixtures";
import { callRoute } from "@/test/support/routes";
import { approvedClaimToken, claimOf, forClaim, register } from "@/test/support/registration-submit";

// What a claim link and an invitation link prefill in the registration wizard.
// The sender runs in the background after each commit; tests flush the outbox themselves.
const db = freshTestDatabase();

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
