import { describe, expect, it, vi } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as verifyEmailRoute } from "@/app/api/auth/verify-email/[token]/route";
import { POST as forgotRoute } from "@/app/api/auth/forgot-password/route";
import { POST as resetRoute } from "@/app/api/auth/reset-password/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { settleAfterResponse } from "@/lib/api/after-response";
import { sha256Hex } from "../security/crypto";
import { queueVerificationEmail } from "./email-verification";
import { requestPasswordReset } from "./password-reset";
import { createTestPartner } from "@/test/support/accounts";
import { latestMailTo, linkIn } from "@/test/support/fixtures";
import { callRoute } from "@/test/support/routes";

// The sender runs in the background after each commit; tests flush the outbox themselves.
// The real reset request, which a test can hold back to see whether the answer waits for it.
const resetWork = vi.hoisted(() => ({ hold: null as Promise<void> | null }));
vi.mock("./password-reset", async (importOriginal) => {
  const real = await importOriginal<typeof import("./password-reset")>();
  return {
    ...real,
    requestPasswordReset: vi.fn(async (email: string) => {
      if (resetWork.hold) await resetWork.hold;
      return real.requestPasswordReset(email);
    }),
  };
});

const db = freshTestDatabase();
let ipCounter = 0;
const freshIp = () => `203.0.114.${(ipCounter += 1)}`;
const login = (email: string, password: string) =>
  callRoute(loginRoute, "/api/auth/login", { body: { email, password }, ip: freshIp() });
/** Forgot-password, then its work after the answer. */
async function forgot(email: string) {
  const result = await callRoute(forgotRoute, "/api/auth/forgot-password", {
    body: { email },
    ip: freshIp(),
  });
  await settleAfterResponse();
  return result;
}
const reset = (token: string, newPassword: string) =>
  callRoute(resetRoute, "/api/auth/reset-password", { body: { token, newPassword }, ip: freshIp() });

async function resetTokenFor(email: string): Promise<string> {
  expect((await forgot(email)).status).toBe(200);
  return linkIn((await latestMailTo(email, "Reset your"))!.text_body, "/partner-portal/reset-password?token=")
    .token;
}

describe("GET /api/auth/verify-email/{token}", () => {
  it("verifies once (stored hashed); the link then stops working", async () => {
    const account = await createTestPartner({ verified: false });
    await queueVerificationEmail(db(), account.user);
    const token = linkIn((await latestMailTo(account.email))!.text_body, "verify-email?token=").token;
    const stored = await db()
      .selectFrom("account_tokens")
      .select("token_hash")
      .where("user_id", "=", account.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(sha256Hex(token));
    const ok = await callRoute(verifyEmailRoute, "/x", { params: { token } });
    expect([ok.status, ok.json]).toEqual([
      200,
      { success: true, message: "Email verified successfully! You can now login." },
    ]);
    expect((await login(account.email, account.password)).status).toBe(200);
    const again = await callRoute(verifyEmailRoute, "/x", { params: { token } });
    expect([again.status, again.json.error]).toEqual([400, "Invalid or expired verification link."]);
  });

  it("410 after 24 hours, 400 for a forged or oversized token", async () => {
    const account = await createTestPartner({ verified: false });
    await queueVerificationEmail(db(), account.user);
    const token = linkIn((await latestMailTo(account.email))!.text_body, "verify-email?token=").token;
    await db()
      .updateTable("account_tokens")
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where("user_id", "=", account.user.id)
      .execute();
    expect((await callRoute(verifyEmailRoute, "/x", { params: { token } })).status).toBe(410);
    expect((await callRoute(verifyEmailRoute, "/x", { params: { token: "forged" } })).status).toBe(400);
    expect((await callRoute(verifyEmailRoute, "/x", { params: { token: "x".repeat(500) } })).status).toBe(
      400,
    );
    const user = await db()
      .selectFrom("users")
      .select("email_verified_at")
      .where("id", "=", account.user.id)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).toBeNull();
  });
});

describe("POST /api/auth/forgot-password", () => {
  it("answers an unknown and a known email the same; only the account gets a link", async () => {
    const account = await createTestPartner();
    const known = await forgot(account.email.toUpperCase());
    const unknown = await forgot("nobody@example.com");
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(known.json).toEqual({ success: true, message: "Password reset instructions sent to your email!" });
    expect(await latestMailTo("nobody@example.com")).toBeUndefined();
    const token = linkIn((await latestMailTo(account.email))!.text_body, "reset-password?token=").token;
    const row = await db()
      .selectFrom("account_tokens")
      .selectAll()
      .where("user_id", "=", account.user.id)
      .where("purpose", "=", "reset_password")
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256Hex(token));
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(60 * 60_000);
  });

  it("answers before the lookup: neither a known nor an unknown address waits on the account's work", async () => {
    const account = await createTestPartner();
    let release = () => {};
    resetWork.hold = new Promise<void>((resolve) => (release = resolve));
    vi.mocked(requestPasswordReset).mockClear();
    try {
      for (const email of [account.email, "nobody-here@example.com"]) {
        const answer = await Promise.race([
          callRoute(forgotRoute, "/api/auth/forgot-password", { body: { email }, ip: freshIp() }),
          new Promise((resolve) => setTimeout(() => resolve("still waiting on the account's work"), 2_000)),
        ]);
        expect(answer).toMatchObject({
          status: 200,
          json: { success: true, message: "Password reset instructions sent to your email!" },
        });
      }
      // Both went the same way: the same call, started after the answer and not yet done.
      await vi.waitFor(() =>
        expect(vi.mocked(requestPasswordReset).mock.calls).toEqual([
          [account.email],
          ["nobody-here@example.com"],
        ]),
      );
      expect(await latestMailTo(account.email, "Reset your")).toBeUndefined();
    } finally {
      resetWork.hold = null;
      release();
    }
    await settleAfterResponse();
    expect(await latestMailTo(account.email, "Reset your")).toBeDefined();
    expect(await latestMailTo("nobody-here@example.com")).toBeUndefined();
  });

  it("sends at most 3 links per email per hour, still answering the same", async () => {
    const account = await createTestPartner();
    for (let i = 0; i < 4; i += 1) expect((await forgot(account.email)).status).toBe(200);
    const mails = await db()
      .selectFrom("outbox")
      .select("id")
      .where("to_address", "=", account.email)
      .execute();
    expect(mails).toHaveLength(3);
  });

  it.each([
    [{}, "Please enter your email address."],
    [{ email: "" }, "Please enter your email address."],
    [{ email: "no-at-sign" }, "Please enter a valid email address."],
    [{ email: ["a@b.c"] }, "Please enter your email address."],
  ])("400 for %j", async (body, message) => {
    const { status, json } = await callRoute(forgotRoute, "/api/auth/forgot-password", {
      body,
      ip: freshIp(),
    });
    expect([status, json.error]).toEqual([400, message]);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password, signs out every session, and the link works once", async () => {
    const account = await createTestPartner();
    const session = (await login(account.email, account.password)).json.token as string;
    const token = await resetTokenFor(account.email);
    const ok = await reset(token, "Brand-New-Passw0rd");
    expect([ok.status, ok.json]).toEqual([200, { success: true, message: "Password reset successfully!" }]);
    expect((await callRoute(meRoute, "/api/auth/me", { token: session })).status).toBe(401);
    expect((await login(account.email, account.password)).status).toBe(401);
    expect((await login(account.email, "Brand-New-Passw0rd")).status).toBe(200);
    const reuse = await reset(token, "Another-Passw0rd");
    expect([reuse.status, reuse.json.error]).toEqual([
      400,
      "Invalid or expired reset link. Please request a new password reset.",
    ]);
    expect((await latestMailTo(account.email, "was changed"))?.subject).toMatch(/password was changed/);
  });

  it("a used link retires the account's other reset links; an expired one is refused", async () => {
    const account = await createTestPartner();
    const first = await resetTokenFor(account.email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await resetTokenFor(account.email);
    expect((await reset(second, "Second-Passw0rd!")).status).toBe(200);
    expect((await reset(first, "First-Passw0rd!")).status).toBe(400);
    const third = await resetTokenFor(account.email);
    await db()
      .updateTable("account_tokens")
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where("user_id", "=", account.user.id)
      .execute();
    expect((await reset(third, "Third-Passw0rd!")).status).toBe(400);
    expect((await login(account.email, "Second-Passw0rd!")).status).toBe(200);
  });

  it.each([
    [{ token: "t" }, "Please fill in all fields."],
    [{ token: "t", newPassword: "" }, "Please fill in all fields."],
    [{ token: "t", newPassword: "Ab1!" }, "Password must be at least 8 characters long."],
    [{ token: "t", newPassword: "alllowercase" }, "Please choose a stronger password."],
    [{ token: "t", newPassword: "x".repeat(300) }, "Password must be at most 256 characters long."],
    [{ newPassword: "Good-Passw0rd" }, "Invalid or expired reset link. Please request a new password reset."],
    [
      { token: "forged", newPassword: "Good-Passw0rd" },
      "Invalid or expired reset link. Please request a new password reset.",
    ],
  ])("400 for %j; password unchanged", async (body, message) => {
    const account = await createTestPartner();
    const { status, json } = await callRoute(resetRoute, "/api/auth/reset-password", { body, ip: freshIp() });
    expect([status, json.error]).toEqual([400, message]);
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  it("verifies an unverified account's email (the link arrived by email)", async () => {
    const account = await createTestPartner({ verified: false });
    const token = await resetTokenFor(account.email);
    expect((await reset(token, "Verified-Passw0rd")).status).toBe(200);
    expect((await login(account.email, "Verified-Passw0rd")).status).toBe(200);
  });
});
