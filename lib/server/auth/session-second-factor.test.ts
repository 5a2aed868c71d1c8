import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
// Aliased: a vitest fixture, not a React hook (the hooks lint rule goes by the "use" prefix).
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { createTestPartner } from "@/test/support/accounts";
import { confirmTwoFactor } from "@/test/support/two-factor";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as secondStepRoute } from "@/app/api/auth/login/two-factor/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { POST as setupRoute } from "@/app/api/auth/two-factor/setup/route";
import { POST as disableRoute } from "@/app/api/auth/two-factor/disable/route";
import { GET as adminEnquiries } from "@/app/api/admin/enquiries/route";
import { GET as adminPartners } from "@/app/api/admin/partners/route";
import { GET as partnerDeals } from "@/app/api/partners/deals/route";
import { createAdmin } from "./admins";
import { createSession } from "./session";
import { currentTotp } from "./totp";
import { resetEnvForTests } from "@/lib/server/env";
import { requireAdminPage } from "@/lib/server/admin/guard";

// A session keeps what it was signed in with: a password alone, or a second factor too.
// Turning two-factor authentication on ends every other session of the account, and the
// console (ADMIN_REQUIRE_2FA) opens only to a session that passed a second factor.

// The console's pages read the incoming headers (no Request): these are the page's.
const pageHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => pageHeaders.current }));

const db = freshTestDatabase();
const nextIp = clientAddresses("10.81");

const signIn = async (email: string, password: string) => {
  const result = await callRoute(loginRoute, "/api/auth/login", { body: { email, password }, ip: nextIp() });
  expect(result.status).toBe(200);
  return result.json as { token?: string; pendingToken?: string };
};

/** Turns two-factor authentication on through the session `token`; answers the secret and recovery codes. */
async function enrol(token: string) {
  const setup = await callRoute(setupRoute, "/api/auth/two-factor/setup", { token, body: {}, ip: nextIp() });
  expect(setup.status).toBe(200);
  const secret = setup.json.secret as string;
  const enabled = await confirmTwoFactor(token, secret, nextIp());
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.json.recoveryCodes as string[] };
}

const consoleStatuses = (token: string) =>
  Promise.all([
    callRoute(adminEnquiries, "/api/admin/enquiries", { token }).then((r) => r.status),
    callRoute(adminPartners, "/api/admin/partners", { token }).then((r) => r.status),
  ]);
/** Where the console's page gate sends this session: a redirect's target, or "open". */
async function consolePage(token: string): Promise<string> {
  pageHeaders.current = new Headers({ authorization: `Bearer ${token}` });
  try {
    await requireAdminPage();
    return "open";
  } catch (error) {
    const digest = (error as { digest?: unknown }).digest;
    if (typeof digest === "string" && digest.startsWith("NEXT_REDIRECT")) return digest.split(";")[2]!;
    throw error;
  }
}

const me = (token: string) => callRoute(meRoute, "/api/auth/me", { token });

async function newAdmin() {
  const email = `admin-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const admin = await createAdmin({ email, password: "Admin-Passw0rd!" });
  return { id: admin.id, email, password: "Admin-Passw0rd!" };
}

describe("sessions and two-factor authentication", () => {
  beforeEach(() => {
    process.env.ADMIN_REQUIRE_2FA = "true";
    resetEnvForTests();
  });
  afterEach(() => {
    delete process.env.ADMIN_REQUIRE_2FA;
    resetEnvForTests();
  });

  it("an admin's session from before two-factor loses the console when another session turns it on", async () => {
    const admin = await newAdmin();
    const first = (await signIn(admin.email, admin.password)).token!;
    const second = (await signIn(admin.email, admin.password)).token!;
    expect(await consoleStatuses(first)).toEqual([403, 403]);
    expect(await consolePage(first)).toBe("/partner-portal/two-factor?next=%2Fadmin");
    await enrol(second);
    // The other session is over; the one that proved the code opens the console.
    expect(await consoleStatuses(first)).toEqual([401, 401]);
    expect(await consolePage(first)).toBe("/partner-portal/login?next=%2Fadmin");
    expect(await consolePage(second)).toBe("open");
    expect((await me(first)).status).toBe(401);
    expect(await consoleStatuses(second)).toEqual([200, 200]);
    const rows = await db()
      .selectFrom("sessions")
      .select(["auth_method", "revoked_at"])
      .where("user_id", "=", admin.id)
      .orderBy("created_at")
      .execute();
    expect(rows.map((r) => r.revoked_at === null).sort()).toEqual([false, true]);
    expect(rows.find((r) => r.revoked_at === null)?.auth_method).toBe("totp");
  });

  it("a partner's other sessions end when two-factor authentication is turned on", async () => {
    const account = await createTestPartner();
    const first = (await signIn(account.email, account.password)).token!;
    const second = (await signIn(account.email, account.password)).token!;
    await enrol(second);
    expect((await callRoute(partnerDeals, "/api/partners/deals", { token: first })).status).toBe(401);
    expect((await me(first)).status).toBe(401);
    expect((await callRoute(partnerDeals, "/api/partners/deals", { token: second })).status).toBe(200);
  });

  it("records how each session was signed in, and /auth/me tells whether it passed a second factor", async () => {
    const account = await createTestPartner();
    const enrolling = (await signIn(account.email, account.password)).token!;
    expect((await me(enrolling)).json.twoFactorVerified).toBe(false);
    const { secret, recoveryCodes } = await enrol(enrolling);
    expect((await me(enrolling)).json.twoFactorVerified).toBe(true);

    const pending = (await signIn(account.email, account.password)).pendingToken!;
    const withCode = await callRoute(secondStepRoute, "/api/auth/login/two-factor", {
      body: { pendingToken: pending, code: currentTotp(secret) },
      ip: nextIp(),
    });
    expect(withCode.status).toBe(200);
    const pendingAgain = (await signIn(account.email, account.password)).pendingToken!;
    const withRecovery = await callRoute(secondStepRoute, "/api/auth/login/two-factor", {
      body: { pendingToken: pendingAgain, code: recoveryCodes[0] },
      ip: nextIp(),
    });
    expect(withRecovery.status).toBe(200);
    const methods = await db()
      .selectFrom("sessions")
      .select("auth_method")
      .where("user_id", "=", account.user.id)
      .where("revoked_at", "is", null)
      .orderBy("created_at")
      .execute();
    expect(methods.map((m) => m.auth_method)).toEqual(["totp", "totp", "recovery"]);
    expect((await me(withCode.json.token as string)).json.twoFactorVerified).toBe(true);
  });

  it("a password-only session of an account with two-factor on is no session at all (one started while it was turned on)", async () => {
    const admin = await newAdmin();
    const enrolling = (await signIn(admin.email, admin.password)).token!;
    await enrol(enrolling);
    const raced = await createSession(db(), { id: admin.id, role: "admin" });
    expect((await me(raced.token)).status).toBe(401);
    expect(await consoleStatuses(raced.token)).toEqual([401, 401]);
    expect(await consoleStatuses(enrolling)).toEqual([200, 200]);
  });

  it("after turning two-factor off, the console is closed again to that session", async () => {
    const admin = await newAdmin();
    const token = (await signIn(admin.email, admin.password)).token!;
    const { secret } = await enrol(token);
    const off = await callRoute(disableRoute, "/api/auth/two-factor/disable", {
      token,
      body: { code: currentTotp(secret, Date.now() + 30_000) },
      ip: nextIp(),
    });
    expect(off.status).toBe(200);
    expect(await consoleStatuses(token)).toEqual([403, 403]);
    expect((await me(token)).json.twoFactorVerified).toBe(false);
  });

  it("with ADMIN_REQUIRE_2FA off, a password opens the console and enabling still ends the other sessions", async () => {
    process.env.ADMIN_REQUIRE_2FA = "false";
    resetEnvForTests();
    const admin = await newAdmin();
    const first = (await signIn(admin.email, admin.password)).token!;
    const second = (await signIn(admin.email, admin.password)).token!;
    expect(await consoleStatuses(first)).toEqual([200, 200]);
    await enrol(second);
    expect(await consoleStatuses(first)).toEqual([401, 401]);
  });
});
