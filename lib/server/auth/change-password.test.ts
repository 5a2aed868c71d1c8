import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST } from "@/app/api/auth/change-password/route";
import { GET as me } from "@/app/api/auth/me/route";
import { createTestPartner } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { createSession } from "@/lib/server/auth/session";
import { verifyPassword } from "@/lib/server/auth/password";

const db = freshTestDatabase();
let n = 0;
const nextIp = () => `10.50.${Math.floor((n += 1) / 250)}.${n % 250}`;
const path = "/api/auth/change-password";
const newPassword = "Brand-New-Passw0rd!";

async function signedIn() {
  const account = await createTestPartner();
  const here = await createSession(db(), account.user);
  const elsewhere = await createSession(db(), account.user);
  return { account, token: here.token, otherToken: elsewhere.token };
}
const hashOf = async (userId: string) =>
  (await db().selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirstOrThrow())
    .password_hash;
const mailsTo = async (email: string) =>
  db().selectFrom("outbox").select(["kind", "priority", "subject"]).where("to_address", "=", email).execute();

describe("POST /api/auth/change-password", () => {
  it("changes the password, keeps this session, signs every other session out and emails the user", async () => {
    const { account, token, otherToken } = await signedIn();
    const result = await callRoute(POST, path, {
      token,
      body: { currentPassword: account.password, newPassword },
      ip: nextIp(),
    });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({
      success: true,
      message: "Your password has been changed. Other devices have been signed out.",
    });
    expect(await verifyPassword(await hashOf(account.user.id), newPassword)).toBe(true);
    expect((await callRoute(me, "/api/auth/me", { token })).status).toBe(200);
    expect((await callRoute(me, "/api/auth/me", { token: otherToken })).status).toBe(401);
    expect(await mailsTo(account.email)).toEqual([
      {
        kind: "auth:password-changed",
        priority: 0,
        subject: "Your Finlytic AI Partner Portal password was changed",
      },
    ]);
  });

  it("a wrong current password: a clear 400 on that field, nothing changed, no session revoked, no email", async () => {
    const { account, token, otherToken } = await signedIn();
    const before = await hashOf(account.user.id);
    const result = await callRoute(POST, path, {
      token,
      body: { currentPassword: "Not-My-Passw0rd!", newPassword },
      ip: nextIp(),
    });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({
      success: false,
      error: "Your current password is incorrect.",
      errors: { currentPassword: "Your current password is incorrect." },
    });
    expect(await hashOf(account.user.id)).toBe(before);
    expect((await callRoute(me, "/api/auth/me", { token: otherToken })).status).toBe(200);
    expect(await mailsTo(account.email)).toEqual([]);
  });

  it("locks the account's password changes after 5 wrong current passwords (even from new addresses)", async () => {
    const { account, token } = await signedIn();
    for (let i = 0; i < 5; i += 1)
      expect(
        (
          await callRoute(POST, path, {
            token,
            body: { currentPassword: `Wrong-${i}-Passw0rd!`, newPassword },
            ip: nextIp(),
          })
        ).status,
      ).toBe(400);
    const locked = await callRoute(POST, path, {
      token,
      body: { currentPassword: account.password, newPassword },
      ip: nextIp(),
    });
    expect([locked.status, locked.json.error]).toEqual([429, "Too many attempts. Please try again later."]);
    expect(await verifyPassword(await hashOf(account.user.id), account.password)).toBe(true);
  });

  it("answers 401 without a session and 403 to a foreign Origin", async () => {
    const { account, token } = await signedIn();
    expect(
      (
        await callRoute(POST, path, {
          body: { currentPassword: account.password, newPassword },
          ip: nextIp(),
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await callRoute(POST, path, {
          token,
          body: { currentPassword: account.password, newPassword },
          headers: { origin: "https://evil.example" },
          ip: nextIp(),
        })
      ).status,
    ).toBe(403);
    expect(await verifyPassword(await hashOf(account.user.id), account.password)).toBe(true);
  });

  const current = "Partner-Passw0rd!";
  const bad: [string, unknown, string?][] = [
    ["an empty body", {}],
    ["null", null],
    ["an array", [current, newPassword]],
    ["no current password", { newPassword }, "Please enter your current password."],
    [
      "an empty current password",
      { currentPassword: "", newPassword },
      "Please enter your current password.",
    ],
    ["a numeric current password", { currentPassword: 12345678, newPassword }],
    ["no new password", { currentPassword: current }, "Please fill in all fields."],
    ["an empty new password", { currentPassword: current, newPassword: "" }, "Please fill in all fields."],
    [
      "a short new password",
      { currentPassword: current, newPassword: "Ab1!" },
      "Password must be at least 8 characters long.",
    ],
    [
      "a weak new password",
      { currentPassword: current, newPassword: "abcdefgh" },
      "Please choose a stronger password.",
    ],
    [
      "digits only",
      { currentPassword: current, newPassword: "12345678901" },
      "Please choose a stronger password.",
    ],
    ["a new password of 257 characters", { currentPassword: current, newPassword: `Aa1!${"x".repeat(253)}` }],
    ["a current password of 257 characters", { currentPassword: "x".repeat(257), newPassword }],
    [
      "the same password again",
      { currentPassword: current, newPassword: current },
      "Your new password must be different from your current password.",
    ],
    ["a numeric new password", { currentPassword: current, newPassword: 123456789 }],
    ["a boolean new password", { currentPassword: current, newPassword: true }],
    ["an object new password", { currentPassword: current, newPassword: { $ne: "" } }],
    ["an array new password", { currentPassword: current, newPassword: [newPassword] }],
    ["a NUL in the new password", { currentPassword: current, newPassword: "Brand-New\u0000Passw0rd!" }],
    [
      "a lone surrogate in the new password",
      { currentPassword: current, newPassword: "Brand-New\uD800Passw0rd!" },
    ],
    ["a NUL in the current password", { currentPassword: "Partner\u0000-Passw0rd!", newPassword }],
    ["SQL in the current password", { currentPassword: "' or 1=1 --", newPassword }],
    ["a wrong current password in another case", { currentPassword: current.toUpperCase(), newPassword }],
    ["a wrong current password with a space", { currentPassword: ` ${current}`, newPassword }],
    ["unicode look-alike current password", { currentPassword: "Pаrtner-Passw0rd!", newPassword }],
    ["a huge body", { currentPassword: current, newPassword, pad: "x".repeat(4000) }],
  ];
  it.each(bad)("refuses %s with a 4xx, changing nothing", async (_label, body, message) => {
    const { account, token, otherToken } = await signedIn();
    const before = await hashOf(account.user.id);
    const result = await callRoute(POST, path, { token, body, ip: nextIp() });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    if (message) expect(result.json.error).toBe(message);
    expect(await hashOf(account.user.id)).toBe(before);
    expect((await callRoute(me, "/api/auth/me", { token: otherToken })).status).toBe(200);
    expect(await mailsTo(account.email)).toEqual([]);
  });

  it("a double submit: the second answers 400 (the current password is no longer right), one email", async () => {
    const { account, token } = await signedIn();
    const first = await callRoute(POST, path, {
      token,
      body: { currentPassword: account.password, newPassword },
      ip: nextIp(),
    });
    const second = await callRoute(POST, path, {
      token,
      body: { currentPassword: account.password, newPassword: "Another-Passw0rd!" },
      ip: nextIp(),
    });
    expect([first.status, second.status]).toEqual([200, 400]);
    expect(await verifyPassword(await hashOf(account.user.id), newPassword)).toBe(true);
    expect((await mailsTo(account.email)).length).toBe(1);
  });
});
