import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST } from "@/app/api/admin/announcements/route";
import { PUT as savePreferences } from "@/app/api/partners/notification-preferences/route";
import { adminToken, createTestPartner, partnerToken } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { createSession } from "@/lib/server/auth/session";

const db = freshTestDatabase();
const path = "/api/admin/announcements";
const count = async (table: "notifications" | "outbox" | "audit_log") =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("POST /api/admin/announcements", () => {
  it("409 while no partner is active, storing nothing", async () => {
    const admin = await adminToken();
    const result = await callRoute(POST, path, {
      token: admin.token,
      body: { title: "Hello", body: "World" },
    });
    expect([result.status, result.json.error]).toEqual([409, "There are no active partners to announce to."]);
    expect([await count("notifications"), await count("outbox"), await count("audit_log")]).toEqual([
      0, 0, 0,
    ]);
  });

  it("notifies every active partner, emails users who keep announcements on, and is audited", async () => {
    const keeps = await createTestPartner();
    const quiet = await createTestPartner();
    const pending = await createTestPartner({ status: "pending_approval" });
    const quietToken = (await createSession(db(), quiet.user)).token;
    await callRoute(savePreferences, "/api/partners/notification-preferences", {
      method: "PUT",
      token: quietToken,
      body: {
        deal_updates: true,
        commission_payments: true,
        training_reminders: true,
        partner_announcements: false,
      },
    });
    const admin = await adminToken();
    const result = await callRoute(POST, path, {
      token: admin.token,
      body: { title: "  New pricing tiers  ", body: "From next month, Gold starts at 20 deals." },
    });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({
      success: true,
      message: "Announcement posted.",
      partners: 2,
      emails: 1,
    });
    const notes = await db()
      .selectFrom("notifications")
      .select(["partner_id", "user_id", "kind", "message", "link"])
      .orderBy("partner_id")
      .execute();
    // Title and body, for every user, the one with announcement emails off included.
    expect(notes).toEqual(
      [keeps, quiet]
        .sort((a, b) => a.partner.id.localeCompare(b.partner.id))
        .map((account) => ({
          partner_id: account.partner.id,
          user_id: account.user.id,
          kind: "announcement:posted",
          message: "New pricing tiers\n\nFrom next month, Gold starts at 20 deals.",
          link: "/partner-portal/dashboard",
        })),
    );
    expect(notes.some((n) => n.partner_id === pending.partner.id)).toBe(false);
    const mail = await db()
      .selectFrom("outbox")
      .select(["to_address", "kind", "priority", "subject"])
      .execute();
    expect(mail).toEqual([
      {
        to_address: keeps.email,
        kind: "announcement:posted",
        priority: 2,
        subject: "Partner programme: New pricing tiers",
      },
    ]);
    const audit = await db().selectFrom("audit_log").select(["action", "actor_user_id"]).execute();
    expect(audit).toEqual([{ action: "announcement.posted", actor_user_id: admin.userId }]);
  });

  const bad: [string, unknown][] = [
    ["an empty body", {}],
    ["null", null],
    ["an array", ["t", "b"]],
    ["a string", "hello"],
    ["no title", { body: "b" }],
    ["no body", { title: "t" }],
    ["an empty title", { title: "", body: "b" }],
    ["a blank title", { title: "   ", body: "b" }],
    ["an empty body text", { title: "t", body: "" }],
    ["a blank body text", { title: "t", body: "\n\t " }],
    ["a 121-character title", { title: "x".repeat(121), body: "b" }],
    ["a 5,001-character body", { title: "t", body: "x".repeat(5001) }],
    ["a numeric title", { title: 42, body: "b" }],
    ["a boolean body", { title: "t", body: true }],
    ["an object title", { title: { $ne: "" }, body: "b" }],
    ["an array body", { title: "t", body: ["b"] }],
    ["a null title", { title: null, body: "b" }],
    ["a NUL in the title", { title: "a\u0000b", body: "b" }],
    ["a lone surrogate in the body", { title: "t", body: "a\uD800b" }],
    ["an unknown field", { title: "t", body: "b", partnerId: "x" }],
    ["a target list", { title: "t", body: "b", to: ["everyone@example.com"] }],
    ["upper-case keys", { TITLE: "t", BODY: "b" }],
    ["a look-alike key", { tіtle: "t", body: "b" }],
    ["a huge body", { title: "t", body: "b", pad: "x".repeat(40_000) }],
    ["a NUL in a key", { "title\u0000": "t", title: "t", body: "b" }],
  ];
  it.each(bad)("refuses %s with a 4xx, storing nothing", async (_label, body) => {
    const admin = await adminToken();
    const before = [await count("notifications"), await count("outbox"), await count("audit_log")];
    const result = await callRoute(POST, path, { token: admin.token, body });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect([await count("notifications"), await count("outbox"), await count("audit_log")]).toEqual(before);
  });

  it("401 without a session, 403 for a partner or a foreign Origin, nothing stored", async () => {
    const partner = await partnerToken();
    const admin = await adminToken();
    const before = await count("notifications");
    expect((await callRoute(POST, path, { body: { title: "t", body: "b" } })).status).toBe(401);
    expect(
      (await callRoute(POST, path, { token: partner.token, body: { title: "t", body: "b" } })).status,
    ).toBe(403);
    expect(
      (
        await callRoute(POST, path, {
          token: admin.token,
          body: { title: "t", body: "b" },
          headers: { origin: "https://evil.example" },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await callRoute(POST, path, {
          token: admin.token,
          rawBody: "{title:",
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(400);
    expect(await count("notifications")).toBe(before);
  });
});
