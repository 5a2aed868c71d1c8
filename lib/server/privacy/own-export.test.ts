import { describe, expect, it } from "vitest";
import { GET as ownExportRoute } from "@/app/api/partners/account/export/me/route";
import { GET as companyExportRoute } from "@/app/api/partners/account/export/route";
import {
  DELETE as withdrawRoute,
  GET as deletionRoute,
  POST as requestRoute,
} from "@/app/api/partners/account/deletion/route";
import { getConsoleOverview } from "@/lib/server/admin/overview";
import { env } from "@/lib/server/env";
import { privacyMessages } from "@/lib/validation/privacy";
import { memberPermissionMessages } from "@/lib/member-roles";
import { useTestDatabase } from "@/test/support/test-database";
import { testTeam } from "@/test/support/members";
import { seedDeal } from "@/test/support/deals";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { unzipExport } from "@/test/support/zip";

// Data rights for every role: each person downloads their own data; owners and finance also
// the company's, with payout details and tax forms masked; a closure request shows as
// pending with its date, reaches the programme's inbox and the console, and can be withdrawn.

const db = useTestDatabase();
const nextIp = clientAddresses("10.68");

describe("GET /api/partners/account/export/me", () => {
  it("gives a member their own data, readable, and none of a colleague's", async () => {
    const team = await testTeam();
    const mine = await seedDeal(team.member.token, "pending", nextIp());
    const theirs = await seedDeal(team.owner.token, "pending", nextIp());
    const result = await callRoute(ownExportRoute, "/api/partners/account/export/me", {
      token: team.member.token,
      ip: nextIp(),
    });
    expect(result.status).toBe(200);
    expect(result.response.headers.get("content-disposition")).toMatch(/filename="my-data-[\d-]+\.zip"/);
    const zip = await unzipExport(result.response);
    expect(zip.names).toEqual(
      expect.arrayContaining(["README.txt", "data.json", "account.csv", "dealsRegistered.csv"]),
    );
    const data = zip.data as Record<string, Record<string, unknown>[]>;
    expect(data.account![0]).toMatchObject({ email: team.member.user.email, member_role: "member" });
    expect(data.dealsRegistered!.map((deal) => deal.id)).toEqual([mine.id]);
    expect(data.dealsRegistered![0]!.deal_size).toMatchObject({ currency: "USD" });
    expect(JSON.stringify(data)).not.toContain(theirs.id);
    expect(JSON.stringify(data)).not.toContain("password_hash");
    expect(zip.text("README.txt")).toContain("Money is written as");
    const audit = await db()
      .selectFrom("audit_log")
      .select("actor_user_id")
      .where("action", "=", "privacy.own_data_exported")
      .execute();
    expect(audit).toEqual([{ actor_user_id: team.member.user.id }]);
  });
});

describe("GET /api/partners/account/export (the company's)", () => {
  it("is the owners' and finance's; holds payout details and tax forms masked, never sealed", async () => {
    const team = await testTeam();
    for (const person of [team.member, team.admin]) {
      const refused = await callRoute(companyExportRoute, "/api/partners/account/export", {
        token: person.token,
        ip: nextIp(),
      });
      expect(refused.status).toBe(403);
      expect(refused.json.error).toBe(memberPermissionMessages["payout-details:manage"]);
    }
    const result = await callRoute(companyExportRoute, "/api/partners/account/export", {
      token: team.finance.token,
      ip: nextIp(),
    });
    expect(result.status).toBe(200);
    const zip = await unzipExport(result.response);
    const data = zip.data as Record<string, Record<string, unknown>[]>;
    expect(data.payoutMethods).toEqual([expect.objectContaining({ masked: "p•••@example.com" })]);
    expect(data.taxForms).toEqual([expect.objectContaining({ form: "W-9", tin_masked: "•••• 6789" })]);
    const all = zip.names.map(zip.text).join("\n");
    for (const secret of ["details_enc", "data_enc", "pay@example.com", "123456789"])
      expect(all).not.toContain(secret);
  });
});

describe("closing an account", () => {
  it("shows pending with its date, reaches the team, and can be withdrawn", async () => {
    const team = await testTeam();
    const token = team.member.token;
    const before = (await getConsoleOverview()).closureRequests;
    const none = await callRoute(deletionRoute, "/api/partners/account/deletion", { token, ip: nextIp() });
    expect(none.json.request).toBeNull();

    const asked = await callRoute(requestRoute, "/api/partners/account/deletion", {
      token,
      body: { reason: "Leaving the firm" },
      ip: nextIp(),
    });
    expect(asked.status).toBe(201);
    const pending = await callRoute(deletionRoute, "/api/partners/account/deletion", { token, ip: nextIp() });
    expect(pending.json.request).toMatchObject({ requestedAt: expect.stringMatching(/^\d{4}-/) });
    expect((await getConsoleOverview()).closureRequests).toBe(before + 1);
    const inbox = await db()
      .selectFrom("outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", env().PROGRAMME_EMAIL)
      .where("kind", "=", "privacy:deletion-requested")
      .execute();
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.text_body).toContain("/admin/privacy");
    // The notice names the company, not the person, so the erasure leaves no copy behind.
    expect(inbox[0]!.text_body).not.toContain(team.member.user.email);

    const withdrawn = await callRoute(withdrawRoute, "/api/partners/account/deletion", {
      token,
      method: "DELETE",
      ip: nextIp(),
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json.message).toBe(privacyMessages.deletionWithdrawn);
    expect((await getConsoleOverview()).closureRequests).toBe(before);
    const again = await callRoute(withdrawRoute, "/api/partners/account/deletion", {
      token,
      method: "DELETE",
      ip: nextIp(),
    });
    expect(again.status).toBe(404);
    expect(again.json.error).toBe(privacyMessages.noPendingRequest);
    // Asking again works once withdrawn.
    const reasked = await callRoute(requestRoute, "/api/partners/account/deletion", {
      token,
      body: {},
      ip: nextIp(),
    });
    expect(reasked.status).toBe(201);
  });
});
