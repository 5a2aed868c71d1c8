import { describe, expect, it } from "vitest";
import { PATCH as profileRoute } from "@/app/api/partners/profile/route";
import { PATCH as companyRoute } from "@/app/api/partners/profile/company/route";
import { env } from "@/lib/server/env";
import { profileMessages } from "@/lib/validation/profile";
import { useTestDatabase } from "@/test/support/test-database";
import { testTeam } from "@/test/support/members";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { getOnboarding } from "./onboarding";

// "Complete your profile" can be completed: each person edits their own name, title and
// phone; an owner the company's details, and the programme team hears of legal changes.

const db = useTestDatabase();
const nextIp = clientAddresses("10.69");

const teamMail = () =>
  db()
    .selectFrom("outbox")
    .select(["subject", "text_body"])
    .where("to_address", "=", env().PROGRAMME_EMAIL)
    .where("kind", "=", "partner:legal-details-changed")
    .execute();

describe("PATCH /api/partners/profile", () => {
  it("saves the person's own details, which completes the onboarding step", async () => {
    const team = await testTeam();
    const body = {
      firstName: "Mia",
      lastName: "Member",
      title: "Account Executive",
      phone: "+44 20 7946 0000",
    };
    const result = await callRoute(profileRoute, "/api/partners/profile", {
      method: "PATCH",
      token: team.member.token,
      body,
      ip: nextIp(),
    });
    expect(result.status).toBe(200);
    expect(result.json.message).toBe(profileMessages.saved);
    expect(result.json.profile).toMatchObject({ firstName: "Mia", title: "Account Executive" });
    const user = await db()
      .selectFrom("users")
      .selectAll()
      .where("id", "=", team.member.user.id)
      .executeTakeFirstOrThrow();
    const partner = await db()
      .selectFrom("partners")
      .selectAll()
      .where("id", "=", team.partnerId)
      .executeTakeFirstOrThrow();
    expect((await getOnboarding(user, partner)).items.find((item) => item.id === "profile")?.done).toBe(true);
  });

  it("refuses a bad phone or a missing name with the field's message, changing nothing", async () => {
    const team = await testTeam();
    for (const [body, field, message] of [
      [{ firstName: "Mia", lastName: "M", title: "", phone: "call me" }, "phone", profileMessages.phone],
      [{ firstName: " ", lastName: "M", title: "", phone: "" }, "firstName", profileMessages.firstName],
    ] as const) {
      const result = await callRoute(profileRoute, "/api/partners/profile", {
        method: "PATCH",
        token: team.member.token,
        body,
        ip: nextIp(),
      });
      expect(result.status).toBe(400);
      expect((result.json.errors as Record<string, string>)[field]).toBe(message);
    }
    const user = await db()
      .selectFrom("users")
      .select(["first_name", "phone"])
      .where("id", "=", team.member.user.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ first_name: team.member.user.first_name, phone: null });
  });
});

describe("PATCH /api/partners/profile/company", () => {
  const company = {
    companyName: "Northwind Advisory Group",
    website: "https://northwind.example",
    country: "GB",
    taxId: "GB123456789",
  };

  it("is an owner's: an admin is refused and nothing changes", async () => {
    const team = await testTeam();
    const result = await callRoute(companyRoute, "/api/partners/profile/company", {
      method: "PATCH",
      token: team.admin.token,
      body: company,
      ip: nextIp(),
    });
    expect(result.status).toBe(403);
    expect(result.json.error).toBe(profileMessages.ownersOnly);
    expect(await teamMail()).toHaveLength(0);
  });

  it("tells the programme team of a legal change, not of a new website alone", async () => {
    const team = await testTeam();
    const saved = await callRoute(companyRoute, "/api/partners/profile/company", {
      method: "PATCH",
      token: team.owner.token,
      body: company,
      ip: nextIp(),
    });
    expect(saved.status).toBe(200);
    expect(saved.json.company).toMatchObject({ companyName: company.companyName, taxId: company.taxId });
    const mails = await teamMail();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Legal details changed: Northwind Advisory Group");
    expect(mails[0]!.text_body).toContain("GB123456789");

    const websiteOnly = await callRoute(companyRoute, "/api/partners/profile/company", {
      method: "PATCH",
      token: team.owner.token,
      body: { ...company, website: "https://www.northwind.example" },
      ip: nextIp(),
    });
    expect(websiteOnly.status).toBe(200);
    expect(await teamMail()).toHaveLength(1);
    const audit = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "partner.details_updated")
      .execute();
    expect(audit).toHaveLength(2);
  });
});
