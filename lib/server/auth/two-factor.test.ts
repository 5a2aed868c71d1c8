import { describe, expect, it, vi } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as secondStep } from "@/app/api/auth/login/two-factor/route";
import { GET as statusRoute } from "@/app/api/auth/two-factor/route";
import { POST as setupRoute } from "@/app/api/auth/two-factor/setup/route";
import { POST as enableRoute } from "@/app/api/auth/two-factor/enable/route";
import { POST as disableRoute } from "@/app/api/auth/two-factor/disable/route";
import { GET as me } from "@/app/api/auth/me/route";
import { createTestPartner } from "@/test/support/accounts";
import { confirmTwoFactor } from "@/test/support/two-factor";
import { callRoute } from "@/test/support/routes";
import { createSession } from "@/lib/server/auth/session";
import { currentTotp, matchTotpStep, openSecret, sealSecret } from "./totp";

const db = freshTestDatabase();
let n = 0;
const nextIp = () => `10.60.${Math.floor((n += 1) / 250)}.${n % 250}`;

/** A partner with two-factor authentication on: its manual key and recovery codes. */
async function enrolled() {
  const account = await createTestPartner();
  const token = (await createSession(db(), account.user)).token;
  const setup = await callRoute(setupRoute, "/api/auth/two-factor/setup", { token, body: {}, ip: nextIp() });
  expect(setup.status).toBe(200);
  const secret = setup.json.secret as string;
  const enable = await confirmTwoFactor(token, secret, nextIp());
  expect(enable.status).toBe(200);
  return { account, token, secret, setup: setup.json, recoveryCodes: enable.json.recoveryCodes as string[] };
}
const password = (account: { email: string; password: string }) =>
  callRoute(loginRoute, "/api/auth/login", {
    body: { email: account.email, password: account.password },
    ip: nextIp(),
  });
const code = (pendingToken: string, value: string) =>
  callRoute(secondStep, "/api/auth/login/two-factor", { body: { pendingToken, code: value }, ip: nextIp() });

describe("TOTP", () => {
  it("accepts the code of the current step and one step either side, not two", () => {
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const now = Date.UTC(2026, 0, 1, 12, 0, 15);
    const step = Math.floor(now / 30_000);
    expect(matchTotpStep(secret, currentTotp(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, currentTotp(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, currentTotp(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(secret, currentTotp(secret, now - 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, currentTotp(secret, now + 60_000), now)).toBeNull();
  });

  it("seals the secret: unreadable without the key, refused when tampered with", () => {
    const sealed = sealSecret("JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(openSecret(sealed)).toBe("JBSWY3DPEHPK3PXP");
    const parts = sealed.split(".");
    // Another first character of the last part (one in 64 already starts with "A").
    const tampered = `${parts[3]!.startsWith("A") ? "B" : "A"}${parts[3]!.slice(1)}`;
    expect(openSecret([parts[0], parts[1], parts[2], tampered].join("."))).toBeNull();
    expect(openSecret("garbage")).toBeNull();
  });
});

describe("enrolment", () => {
  it("shows a QR code and the manual key, confirms with a first code, and answers ten recovery codes stored hashed", async () => {
    const { account, token, secret, setup, recoveryCodes } = await enrolled();
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toContain(`secret=${secret}`);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await db()
      .selectFrom("two_factor_recovery_codes")
      .select("code_hash")
      .where("user_id", "=", account.user.id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const row of stored)
      expect(recoveryCodes.map((c) => c.replace("-", ""))).not.toContain(row.code_hash);
    const row = await db()
      .selectFrom("two_factor")
      .select("secret_enc")
      .where("user_id", "=", account.user.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_enc).not.toContain(secret);
    expect((await callRoute(statusRoute, "/api/auth/two-factor", { token })).json).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    const mail = await db()
      .selectFrom("outbox")
      .select(["kind", "priority"])
      .where("to_address", "=", account.email)
      .execute();
    expect(mail).toEqual([{ kind: "auth:two-factor-enabled", priority: 0 }]);
    // A second enrolment while it is on is refused.
    expect(
      (await callRoute(setupRoute, "/api/auth/two-factor/setup", { token, body: {}, ip: nextIp() })).status,
    ).toBe(409);
  });

  it("a wrong first code leaves it off", async () => {
    const account = await createTestPartner();
    const token = (await createSession(db(), account.user)).token;
    const setup = await callRoute(setupRoute, "/api/auth/two-factor/setup", {
      token,
      body: {},
      ip: nextIp(),
    });
    const wrong = String((Number(currentTotp(setup.json.secret as string)) + 1) % 1_000_000).padStart(6, "0");
    const result = await callRoute(enableRoute, "/api/auth/two-factor/enable", {
      token,
      body: { code: wrong },
      ip: nextIp(),
    });
    expect([result.status, result.json.error]).toEqual([400, "That code is not valid. Please try again."]);
    expect((await callRoute(statusRoute, "/api/auth/two-factor", { token })).json).toMatchObject({
      enabled: false,
    });
    expect(
      await db()
        .selectFrom("two_factor_recovery_codes")
        .select("id")
        .where("user_id", "=", account.user.id)
        .execute(),
    ).toEqual([]);
  });
});

describe("signing in with two-factor authentication", () => {
  it("the password alone gives a pending token and no session; the code then signs in, once", async () => {
    const { account, secret } = await enrolled();
    const first = await password(account);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, twoFactorRequired: true });
    expect(first.json.token).toBeUndefined();
    expect(first.response.headers.get("set-cookie")).toBeNull();
    const pendingToken = first.json.pendingToken as string;
    // The pending token is no session.
    expect((await callRoute(me, "/api/auth/me", { token: pendingToken })).status).toBe(401);
    // One code for the whole test: read again later, it could be the next time step's.
    const totp = currentTotp(secret);
    const second = await code(pendingToken, totp);
    expect(second.status).toBe(200);
    expect(second.response.headers.get("set-cookie")).toContain("partner_token=");
    expect((await callRoute(me, "/api/auth/me", { token: second.json.token as string })).status).toBe(200);
    // The pending token is used up, and the same code does not work twice.
    expect((await code(pendingToken, totp)).status).toBe(401);
    const again = (await password(account)).json.pendingToken as string;
    expect((await code(again, totp)).json.error).toBe("That code is not valid. Please try again.");
  });

  it("a recovery code works once, with or without its dash and in any case", async () => {
    const { account, recoveryCodes, token } = await enrolled();
    const one = recoveryCodes[0]!;
    expect(
      (await code((await password(account)).json.pendingToken as string, one.toUpperCase().replace("-", "")))
        .status,
    ).toBe(200);
    const spent = await code((await password(account)).json.pendingToken as string, one);
    expect([spent.status, spent.json.error]).toEqual([401, "That code is not valid. Please try again."]);
    expect((await callRoute(statusRoute, "/api/auth/two-factor", { token })).json).toMatchObject({
      recoveryCodesLeft: 9,
    });
  });

  it("five wrong codes lock the account's sign-in for 15 minutes, the right code and password included", async () => {
    const { account, secret } = await enrolled();
    const pendingToken = (await password(account)).json.pendingToken as string;
    for (let i = 0; i < 5; i += 1) expect((await code(pendingToken, "000000")).status).toBe(401);
    const locked = await code(pendingToken, currentTotp(secret));
    expect([locked.status, locked.json.error]).toEqual([
      429,
      "Too many incorrect codes. Sign-in to this account is locked for 15 minutes.",
    ]);
    const again = await password(account);
    expect([again.status, again.json.error]).toEqual([
      429,
      "Too many incorrect codes. Sign-in to this account is locked for 15 minutes.",
    ]);
    // After the window, it signs in again.
    await db()
      .updateTable("rate_limits")
      .set({ window_start: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where("key", "=", `2fa:user:${account.user.id}`)
      .execute();
    const fresh = (await password(account)).json.pendingToken as string;
    expect((await code(fresh, currentTotp(secret, Date.now() + 30_000))).status).toBe(200);
  });

  it("a pending token is refused after its 5 minutes, and for another purpose", async () => {
    const { account, secret } = await enrolled();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const pendingToken = (await password(account)).json.pendingToken as string;
      vi.setSystemTime(Date.now() + 6 * 60_000);
      const late = await code(pendingToken, currentTotp(secret));
      expect([late.status, late.json.error]).toEqual([
        401,
        "Your sign-in has expired. Please sign in again.",
      ]);
    } finally {
      vi.useRealTimers();
    }
    const session = (await createSession(db(), account.user)).token;
    expect((await code(session, currentTotp(secret))).status).toBe(401);
  });
});

describe("disabling", () => {
  it("requires a valid code; then sign-in asks for the password only", async () => {
    const { account, token, secret } = await enrolled();
    expect(
      (
        await callRoute(disableRoute, "/api/auth/two-factor/disable", {
          token,
          body: { code: "123456" },
          ip: nextIp(),
        })
      ).status,
    ).toBe(400);
    expect((await callRoute(statusRoute, "/api/auth/two-factor", { token })).json).toMatchObject({
      enabled: true,
    });
    const done = await callRoute(disableRoute, "/api/auth/two-factor/disable", {
      token,
      body: { code: currentTotp(secret) },
      ip: nextIp(),
    });
    expect([done.status, done.json.message]).toEqual([200, "Two-factor authentication is disabled."]);
    expect((await password(account)).json.token).toEqual(expect.any(String));
    expect(
      await db()
        .selectFrom("two_factor_recovery_codes")
        .select("id")
        .where("user_id", "=", account.user.id)
        .execute(),
    ).toEqual([]);
    const kinds = (
      await db().selectFrom("outbox").select("kind").where("to_address", "=", account.email).execute()
    )
      .map((r) => r.kind)
      .sort();
    expect(kinds).toEqual(["auth:two-factor-disabled", "auth:two-factor-enabled"]);
  });
});
