import { afterEach, describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as resetRoute } from "@/app/api/admin/partners/[id]/two-factor-reset/route";
import { GET as partnersRoute } from "@/app/api/admin/partners/route";
import { POST as setupRoute } from "@/app/api/auth/two-factor/setup/route";
import { POST as enableRoute } from "@/app/api/auth/two-factor/enable/route";
import { GET as statusRoute } from "@/app/api/auth/two-factor/route";
import { adminToken, createTestPartner, partnerToken } from "@/test/support/accounts";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { createSession } from "@/lib/server/auth/session";
import { currentTotp } from "@/lib/server/auth/totp";
import { resetEnvForTests } from "@/lib/server/env";

const db = freshTestDatabase();
const nextIp = clientAddresses("10.80");

async function enrol(token: string) {
  const setup = await callRoute(setupRoute, "/api/auth/two-factor/setup", { token, body: {}, ip: nextIp() });
  expect(
    (
      await callRoute(enableRoute, "/api/auth/two-factor/enable", {
        token,
        body: { code: currentTotp(setup.json.secret as string) },
        ip: nextIp(),
      })
    ).status,
  ).toBe(200);
}
const reset = (token: string, id: string) =>
  callRoute(resetRoute, `/api/admin/partners/${id}/two-factor-reset`, {
    token,
    body: {},
    params: { id },
    ip: nextIp(),
  });

describe("POST /api/admin/partners/{id}/two-factor-reset", () => {
  it("turns it off for the partner's users, audits it and emails them", async () => {
    const account = await createTestPartner();
    const token = (await createSession(db(), account.user)).token;
    await enrol(token);
    const admin = await adminToken();
    const result = await reset(admin.token, account.partner.id);
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ success: true, users: [account.email] });
    expect((await callRoute(statusRoute, "/x", { token })).json).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_user_id", "details"])
      .where("entity_id", "=", account.partner.id)
      .execute();
    expect(audit).toEqual([
      {
        action: "partner.two_factor_reset",
        actor_user_id: admin.userId,
        details: JSON.stringify({ users: [account.email] }),
      },
    ]);
    const mail = await db()
      .selectFrom("outbox")
      .select(["kind", "priority"])
      .where("to_address", "=", account.email)
      .orderBy("created_at")
      .execute();
    expect(mail.map((m) => m.kind)).toEqual(["auth:two-factor-enabled", "auth:two-factor-reset"]);
    // Nothing left to reset.
    expect((await reset(admin.token, account.partner.id)).status).toBe(409);
  });

  it("404 for an unknown partner, 401 without a session, 403 for a partner, nothing stored", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    expect((await reset(admin.token, "no-such-partner")).status).toBe(404);
    expect((await reset(admin.token, "' or 1=1 --")).status).toBe(404);
    expect(
      (await callRoute(resetRoute, "/x", { body: {}, params: { id: partner.partnerId }, ip: nextIp() }))
        .status,
    ).toBe(401);
    expect((await reset(partner.token, partner.partnerId)).status).toBe(403);
    expect(
      await db()
        .selectFrom("audit_log")
        .select("id")
        .where("action", "=", "partner.two_factor_reset")
        .where("entity_id", "!=", "")
        .execute(),
    ).toHaveLength(1);
  });
});

describe("the reset refuses bad partner ids with a 4xx, resetting nothing", () => {
  const badIds = [
    "",
    " ",
    "x",
    "00000000-0000-0000-0000-000000000000",
    "' or 1=1 --",
    "1; drop table two_factor",
    "%00",
    "..",
    "../users",
    "a".repeat(300),
    "Zoë",
    "😀",
    "\u202e",
    "<script>",
    "null",
    "undefined",
    "0",
    "-1",
    "1e9",
    "true",
    "[]",
    "{}",
    "*",
    "%",
    "_",
  ];
  it.each(badIds)("id %j", async (id) => {
    const account = await createTestPartner();
    const token = (await createSession(db(), account.user)).token;
    await enrol(token);
    const admin = await adminToken();
    const result = await reset(admin.token, id);
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect((await callRoute(statusRoute, "/x", { token })).json).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
  });
  it("another partner's id resets only that partner (never the caller's choice of user)", async () => {
    const first = await createTestPartner();
    const second = await createTestPartner();
    const firstToken = (await createSession(db(), first.user)).token;
    const secondToken = (await createSession(db(), second.user)).token;
    await enrol(firstToken);
    await enrol(secondToken);
    expect((await reset((await adminToken()).token, second.partner.id)).status).toBe(200);
    expect((await callRoute(statusRoute, "/x", { token: firstToken })).json.enabled).toBe(true);
    expect((await callRoute(statusRoute, "/x", { token: secondToken })).json.enabled).toBe(false);
  });
});

describe("ADMIN_REQUIRE_2FA", () => {
  afterEach(() => {
    delete process.env.ADMIN_REQUIRE_2FA;
    resetEnvForTests();
  });

  it("when on, the console's API refuses an admin without two-factor authentication until they set it up", async () => {
    process.env.ADMIN_REQUIRE_2FA = "true";
    resetEnvForTests();
    const admin = await adminToken();
    const refused = await callRoute(partnersRoute, "/api/admin/partners", { token: admin.token });
    expect([refused.status, refused.json.error]).toEqual([
      403,
      "The console requires two-factor authentication. Set it up to continue.",
    ]);
    await enrol(admin.token);
    expect((await callRoute(partnersRoute, "/api/admin/partners", { token: admin.token })).status).toBe(200);
  });

  it("when off (the default outside production), a password is enough", async () => {
    process.env.ADMIN_REQUIRE_2FA = "false";
    resetEnvForTests();
    const admin = await adminToken();
    expect((await callRoute(partnersRoute, "/api/admin/partners", { token: admin.token })).status).toBe(200);
  });
});
