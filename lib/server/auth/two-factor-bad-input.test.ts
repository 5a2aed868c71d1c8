import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as secondStep } from "@/app/api/auth/login/two-factor/route";
import { POST as setupRoute } from "@/app/api/auth/two-factor/setup/route";
import { POST as enableRoute } from "@/app/api/auth/two-factor/enable/route";
import { POST as disableRoute } from "@/app/api/auth/two-factor/disable/route";
import { GET as statusRoute } from "@/app/api/auth/two-factor/route";
import { createTestPartner } from "@/test/support/accounts";
import { confirmTwoFactor } from "@/test/support/two-factor";
import { callRoute, type Handler } from "@/test/support/routes";
import { createSession } from "@/lib/server/auth/session";
import { currentTotp } from "./totp";

// At least 25 bad inputs for each two-factor endpoint, each answered 4xx with nothing
// stored: no session started, no code used up, no enrolment changed, no email queued.

const db = freshTestDatabase();
let n = 0;
const nextIp = () => `10.70.${Math.floor((n += 1) / 250)}.${n % 250}`;

// Bad values of a `code` field (each also tried as the whole body's only field).
const badCodes: [string, unknown][] = [
  ["missing", undefined],
  ["empty", ""],
  ["spaces only", "   "],
  ["five digits", "12345"],
  ["seven digits", "1234567"],
  ["a number", 123456],
  ["null", null],
  ["true", true],
  ["an array", ["123456"]],
  ["an object", { $gt: "" }],
  ["letters in a TOTP", "12a456"],
  ["a negative number text", "-12345"],
  ["a decimal", "123.45"],
  ["full-width digits", "１２３４５６"],
  ["Arabic-Indic digits", "١٢٣٤٥٦"],
  ["a NUL", "123\u0000456"],
  ["a lone surrogate", "12345\uD800"],
  ["an emoji", "12345😀"],
  ["SQL", "' OR 1=1 --"],
  ["a recovery code of the wrong length", "abcd-efghi"],
  ["a recovery code with punctuation", "abcde_fghij"],
  ["two recovery codes", "abcde-fghij abcde-fghij"],
  ["a long string", "1".repeat(5000)],
  ["HTML", "<script>alert(1)</script>"],
  ["a wrong but well-formed TOTP", "000000"],
  ["a wrong but well-formed recovery code", "zzzzz-zzzzz"],
];

async function enrolledAccount() {
  const account = await createTestPartner();
  const token = (await createSession(db(), account.user)).token;
  const setup = await callRoute(setupRoute, "/api/auth/two-factor/setup", { token, body: {}, ip: nextIp() });
  const secret = setup.json.secret as string;
  await confirmTwoFactor(token, secret, nextIp());
  return { account, token, secret };
}
const count = async (table: "sessions" | "outbox" | "consumed_tokens") =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const unusedCodes = async (userId: string) =>
  Number(
    (
      await db()
        .selectFrom("two_factor_recovery_codes")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function expect4xx(handler: Handler, path: string, options: Parameters<typeof callRoute>[2]) {
  const result = await callRoute(handler, path, { ip: nextIp(), ...options });
  expect(result.status, JSON.stringify(options?.body)).toBeGreaterThanOrEqual(400);
  expect(result.status).toBeLessThan(500);
  expect(result.json.success).toBe(false);
  return result;
}

describe("POST /api/auth/login/two-factor refuses bad input", () => {
  it.each(badCodes)("a code that is %s", async (_label, value) => {
    const { account } = await enrolledAccount();
    const pendingToken = (
      await callRoute(loginRoute, "/api/auth/login", {
        body: { email: account.email, password: account.password },
        ip: nextIp(),
      })
    ).json.pendingToken as string;
    const [sessions, consumed] = [await count("sessions"), await count("consumed_tokens")];
    const result = await expect4xx(secondStep, "/api/auth/login/two-factor", {
      body: { pendingToken, code: value },
    });
    expect(result.response.headers.get("set-cookie")).toBeNull();
    expect([
      await count("sessions"),
      await count("consumed_tokens"),
      await unusedCodes(account.user.id),
    ]).toEqual([sessions, consumed, 10]);
  });

  const badTokens: [string, unknown][] = [
    ["missing", undefined],
    ["empty", ""],
    ["short", "abc"],
    ["a number", 42],
    ["a forged JWT", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl"],
    ["a NUL", `${"a".repeat(30)}\u0000`],
    ["too long", "a".repeat(3000)],
    ["an object", { sub: "x" }],
  ];
  it.each(badTokens)("a pending token that is %s", async (_label, pendingToken) => {
    const { secret } = await enrolledAccount();
    const sessions = await count("sessions");
    await expect4xx(secondStep, "/api/auth/login/two-factor", {
      body: { pendingToken, code: currentTotp(secret) },
    });
    expect(await count("sessions")).toBe(sessions);
  });

  it("malformed JSON, a foreign Origin, a form body", async () => {
    await expect4xx(secondStep, "/api/auth/login/two-factor", {
      rawBody: "{pendingToken:",
      headers: { "content-type": "application/json" },
    });
    await expect4xx(secondStep, "/api/auth/login/two-factor", {
      body: { pendingToken: "x".repeat(40), code: "123456" },
      headers: { origin: "https://evil.example" },
    });
    await expect4xx(secondStep, "/api/auth/login/two-factor", {
      rawBody: "code=123456",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  });
});

describe("POST /api/auth/two-factor/enable and /disable refuse bad input", () => {
  it.each(badCodes)("enable: a code that is %s", async (_label, value) => {
    const account = await createTestPartner();
    const token = (await createSession(db(), account.user)).token;
    await callRoute(setupRoute, "/api/auth/two-factor/setup", { token, body: {}, ip: nextIp() });
    const outbox = await count("outbox");
    await expect4xx(enableRoute, "/api/auth/two-factor/enable", { token, body: { code: value } });
    expect((await callRoute(statusRoute, "/api/auth/two-factor", { token })).json.enabled).toBe(false);
    expect([await count("outbox"), await unusedCodes(account.user.id)]).toEqual([outbox, 0]);
  });

  it.each(badCodes)("disable: a code that is %s", async (_label, value) => {
    const { account, token } = await enrolledAccount();
    const outbox = await count("outbox");
    await expect4xx(disableRoute, "/api/auth/two-factor/disable", { token, body: { code: value } });
    expect((await callRoute(statusRoute, "/api/auth/two-factor", { token })).json.enabled).toBe(true);
    expect([await count("outbox"), await unusedCodes(account.user.id)]).toEqual([outbox, 10]);
  });

  it("without a session, with a foreign Origin, or in the wrong state", async () => {
    const { token, secret } = await enrolledAccount();
    for (const handler of [setupRoute, enableRoute, disableRoute]) {
      expect((await expect4xx(handler, "/x", { body: { code: "123456" } })).status).toBe(401);
      expect(
        (
          await expect4xx(handler, "/x", {
            token,
            body: { code: currentTotp(secret) },
            headers: { origin: "https://evil.example" },
          })
        ).status,
      ).toBe(403);
    }
    expect((await expect4xx(statusRoute, "/x", { method: "GET" })).status).toBe(401);
    // Already on: no new enrolment, no second confirmation.
    expect((await expect4xx(setupRoute, "/x", { token, body: {} })).status).toBe(409);
    expect((await expect4xx(enableRoute, "/x", { token, body: { code: currentTotp(secret) } })).status).toBe(
      409,
    );
    // Not on: nothing to disable; no enrolment waiting: nothing to confirm.
    const plain = await createTestPartner();
    const plainToken = (await createSession(db(), plain.user)).token;
    expect(
      (await expect4xx(disableRoute, "/x", { token: plainToken, body: { code: "123456" } })).status,
    ).toBe(409);
    expect((await expect4xx(enableRoute, "/x", { token: plainToken, body: { code: "123456" } })).status).toBe(
      409,
    );
  });
});
