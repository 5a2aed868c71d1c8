import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET, PUT } from "@/app/api/partners/notification-preferences/route";
import { POST as createDeal } from "@/app/api/partners/deals/route";
import { createTestPartner, partnerToken } from "@/test/support/accounts";
import { dealBody } from "@/test/support/deals";
import { callRoute } from "@/test/support/routes";
import { createSession } from "@/lib/server/auth/session";
import { enqueueMail } from "@/lib/server/mail";
import { preferenceForKind } from "./preferences";

const db = freshTestDatabase();
let n = 0;
const nextIp = () => `10.40.${Math.floor((n += 1) / 250)}.${n % 250}`;
const path = "/api/partners/notification-preferences";
const allOn = {
  deal_updates: true,
  commission_payments: true,
  training_reminders: true,
  partner_announcements: true,
};
const rows = async () => (await db().selectFrom("notification_preferences").selectAll().execute()).length;

describe("GET/PUT /api/partners/notification-preferences", () => {
  it("starts all on, saves all four, and reads back what was saved (per user)", async () => {
    const { token } = await partnerToken();
    const other = await partnerToken();
    expect((await callRoute(GET, path, { token })).json).toMatchObject({ success: true, preferences: allOn });
    const saved = await callRoute(PUT, path, {
      method: "PUT",
      token,
      ip: nextIp(),
      body: { ...allOn, deal_updates: false, training_reminders: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      success: true,
      message: "Notification preferences saved.",
      preferences: { ...allOn, deal_updates: false, training_reminders: false },
    });
    expect((await callRoute(GET, path, { token })).json.preferences).toEqual({
      ...allOn,
      deal_updates: false,
      training_reminders: false,
    });
    // Saving again updates the one row.
    await callRoute(PUT, path, {
      method: "PUT",
      token,
      ip: nextIp(),
      body: { ...allOn, commission_payments: false },
    });
    expect((await callRoute(GET, path, { token })).json.preferences).toEqual({
      ...allOn,
      commission_payments: false,
    });
    expect((await callRoute(GET, path, { token: other.token })).json.preferences).toEqual(allOn);
    expect(await rows()).toBe(1);
  });

  it("answers 401 without a session, and 403 to an admin or an unverified partner", async () => {
    expect((await callRoute(GET, path)).status).toBe(401);
    expect((await callRoute(PUT, path, { method: "PUT", body: allOn, ip: nextIp() })).status).toBe(401);
    const unverified = await createTestPartner({ verified: false });
    const token = (await createSession(db(), unverified.user)).token;
    expect((await callRoute(PUT, path, { method: "PUT", token, body: allOn, ip: nextIp() })).status).toBe(
      403,
    );
  });

  const bad: [string, unknown][] = [
    ["an empty object", {}],
    ["null", null],
    ["an array", [true, true, true, true]],
    ["a string", "deal_updates"],
    ["a number", 1],
    ["three of four", { deal_updates: true, commission_payments: true, training_reminders: true }],
    ["a string toggle", { ...allOn, deal_updates: "false" }],
    ["a numeric toggle", { ...allOn, deal_updates: 0 }],
    ["a 1 toggle", { ...allOn, commission_payments: 1 }],
    ["a null toggle", { ...allOn, training_reminders: null }],
    ["an object toggle", { ...allOn, partner_announcements: {} }],
    ["an array toggle", { ...allOn, partner_announcements: [false] }],
    ["an unknown key", { ...allOn, sms: true }],
    ["a user id", { ...allOn, user_id: "someone-else" }],
    ["__proto__", JSON.parse('{"__proto__": {"x": 1}, "deal_updates": true}')],
    ["an SQL string", { ...allOn, deal_updates: "1; drop table users" }],
    [
      "upper-case keys",
      {
        DEAL_UPDATES: true,
        COMMISSION_PAYMENTS: true,
        TRAINING_REMINDERS: true,
        PARTNER_ANNOUNCEMENTS: true,
      },
    ],
    [
      "camelCase keys",
      { dealUpdates: false, commissionPayments: true, trainingReminders: true, partnerAnnouncements: true },
    ],
    ["a unicode look-alike key", { ...allOn, deal_updatеs: false }],
    ["a NUL in a key", { ...allOn, "deal_updates\u0000": false }],
    ["a lone surrogate value", { ...allOn, deal_updates: "\uD800" }],
    ["'true' as text", { ...allOn, deal_updates: "true" }],
    ["a huge body", { ...allOn, pad: "x".repeat(5000) }],
  ];
  it.each(bad)("refuses %s with 400 and stores nothing", async (_label, body) => {
    const { token } = await partnerToken();
    const before = await rows();
    const result = await callRoute(PUT, path, { method: "PUT", token, body, ip: nextIp() });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(result.json.success).toBe(false);
    expect(await rows()).toBe(before);
    expect((await callRoute(GET, path, { token })).json.preferences).toEqual(allOn);
  });

  it("refuses malformed JSON, a foreign Origin and a wrong content type, storing nothing", async () => {
    const { token } = await partnerToken();
    const before = await rows();
    expect(
      (
        await callRoute(PUT, path, {
          method: "PUT",
          token,
          rawBody: "{deal_updates:false",
          headers: { "content-type": "application/json" },
          ip: nextIp(),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await callRoute(PUT, path, {
          method: "PUT",
          token,
          body: { ...allOn, deal_updates: false },
          headers: { origin: "https://evil.example" },
          ip: nextIp(),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await callRoute(PUT, path, {
          method: "PUT",
          token,
          rawBody: "deal_updates=false",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          ip: nextIp(),
        })
      ).status,
    ).toBeGreaterThanOrEqual(400);
    expect(
      (await callRoute(PUT, path, { method: "PUT", token: "not-a-token", body: allOn, ip: nextIp() })).status,
    ).toBe(401);
    expect(await rows()).toBe(before);
  });

  it("rate-limits saves per address", async () => {
    const { token } = await partnerToken();
    let last = 0;
    for (let i = 0; i < 61; i += 1)
      last = (await callRoute(PUT, path, { method: "PUT", token, body: allOn, ip: "10.41.0.1" })).status;
    expect(last).toBe(429);
  });
});

describe("the outbox honours the toggles", () => {
  it("maps kinds to toggles in one place; team and security mail always go", () => {
    expect(preferenceForKind("deal:approved")).toBe("deal_updates");
    expect(preferenceForKind("deal:stage")).toBe("deal_updates");
    expect(preferenceForKind("deal:extension-approved")).toBe("deal_updates");
    expect(preferenceForKind("referral:update:qualified")).toBe("deal_updates");
    expect(preferenceForKind("referral:link-lead")).toBe("deal_updates");
    expect(preferenceForKind("referral:submitted")).toBeNull();
    expect(preferenceForKind("commission:approved")).toBe("commission_payments");
    expect(preferenceForKind("payout:paid")).toBe("commission_payments");
    expect(preferenceForKind("training:reminder")).toBe("training_reminders");
    expect(preferenceForKind("announcement:posted")).toBe("partner_announcements");
    for (const kind of [
      "deal:submitted",
      "deal:extension-requested",
      "payout:requested",
      "auth:password-changed",
      "auth:reset-password",
      "auth:two-factor-reset",
      "claim:approved",
      "registration:approved",
      "invitation:sent",
    ]) {
      expect(preferenceForKind(kind), kind).toBeNull();
    }
  });

  it("a partner with deal updates off gets no deal email; the team still does, and security mail still goes", async () => {
    const account = await createTestPartner();
    const token = (await createSession(db(), account.user)).token;
    await callRoute(PUT, path, {
      method: "PUT",
      token,
      body: { ...allOn, deal_updates: false },
      ip: nextIp(),
    });
    const created = await callRoute(createDeal, "/api/partners/deals", {
      token,
      body: dealBody({ customerWebsite: "prefs-off.example" }),
      ip: nextIp(),
    });
    expect(created.status).toBe(201);
    const id = (created.json.deal as { _id: string })._id;
    const mail = await db()
      .selectFrom("outbox")
      .select(["to_address", "kind"])
      .where("ref_id", "=", id)
      .execute();
    expect(mail).toEqual([{ to_address: "partners@finlytic.ai", kind: "deal:submitted" }]);
    await enqueueMail(
      db(),
      { to: account.email, subject: "s", text: "t", kind: "auth:password-changed" },
      "security",
    );
    await enqueueMail(
      db(),
      { to: account.email, subject: "s", text: "t", kind: "commission:approved" },
      "transactional",
    );
    const toPartner = await db()
      .selectFrom("outbox")
      .select("kind")
      .where("to_address", "=", account.email)
      .orderBy("kind")
      .execute();
    expect(toPartner.map((row) => row.kind)).toEqual(["auth:password-changed", "commission:approved"]);
  });

  it("each toggle silences only its own kinds; an address that is no partner user is never silenced", async () => {
    const account = await createTestPartner();
    const token = (await createSession(db(), account.user)).token;
    await callRoute(PUT, path, {
      method: "PUT",
      token,
      body: {
        deal_updates: true,
        commission_payments: false,
        training_reminders: false,
        partner_announcements: false,
      },
      ip: nextIp(),
    });
    for (const kind of [
      "commission:approved",
      "payout:paid",
      "training:reminder",
      "announcement:posted",
      "deal:approved",
      "referral:update:contacted",
    ]) {
      await enqueueMail(
        db(),
        { to: account.email.toUpperCase(), subject: "s", text: "t", kind },
        "transactional",
      );
    }
    const kinds = await db()
      .selectFrom("outbox")
      .select("kind")
      .where("to_address", "=", account.email.toUpperCase())
      .orderBy("kind")
      .execute();
    expect(kinds.map((row) => row.kind)).toEqual(["deal:approved", "referral:update:contacted"]);
    expect(
      await enqueueMail(
        db(),
        { to: "stranger@example.com", subject: "s", text: "t", kind: "payout:paid" },
        "transactional",
      ),
    ).toEqual(expect.any(String));
  });
});
