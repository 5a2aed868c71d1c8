import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as resendRoute } from "@/app/api/auth/resend-verification/route";
import { GET as verifyEmailRoute } from "@/app/api/auth/verify-email/[token]/route";
import { settleAfterResponse } from "@/lib/api/after-response";
import { createTestPartner } from "@/test/support/accounts";
import { latestMailTo, linkIn } from "@/test/support/fixtures";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { authMessages } from "@/lib/validation/auth";

// The sender runs in the background after each commit; tests flush the outbox themselves.
const db = freshTestDatabase();
const freshIp = clientAddresses("203.0");

async function resend(email: unknown, ip = freshIp()) {
  const result = await callRoute(resendRoute, "/api/auth/resend-verification", { body: { email }, ip });
  await settleAfterResponse();
  return result;
}

const mailsTo = async (email: string) =>
  (await db().selectFrom("outbox").select("subject").where("to_address", "=", email).execute()).length;

/** Moves the account's verification tokens `ms` into the past (as if sent that long ago). */
async function ageTokens(userId: string, ms: number) {
  const then = new Date(Date.now() - ms).toISOString();
  await db().updateTable("account_tokens").set({ created_at: then }).where("user_id", "=", userId).execute();
}

describe("POST /api/auth/resend-verification", () => {
  it("sends an unverified partner a new link that verifies the address", async () => {
    const account = await createTestPartner({ verified: false });
    const { status, json } = await resend(`  ${account.email.toUpperCase()} `);
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: true, message: authMessages.verificationResent });
    expect(await mailsTo(account.email)).toBe(1);
    const mail = await latestMailTo(account.email);
    const { token } = linkIn(mail!.text_body, "/partner-portal/verify-email");
    const verified = await callRoute(verifyEmailRoute, "/api/auth/verify-email/x", { params: { token } });
    expect(verified.status).toBe(200);
  });

  it("answers alike for an unknown, a verified and an unverified address, and mails only the last", async () => {
    const verified = await createTestPartner();
    const unverified = await createTestPartner({ verified: false });
    const answers = [];
    for (const email of ["nobody@example.com", verified.email, unverified.email])
      answers.push((await resend(email)).json);
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[1]).toEqual(answers[2]);
    expect(await mailsTo("nobody@example.com")).toBe(0);
    expect(await mailsTo(verified.email)).toBe(0);
    expect(await mailsTo(unverified.email)).toBe(1);
  });

  it("sends at most one link a minute, and 3 an hour per address", async () => {
    const account = await createTestPartner({ verified: false });
    await resend(account.email);
    await resend(account.email);
    expect(await mailsTo(account.email)).toBe(1);
    await ageTokens(account.user.id, 2 * 60_000);
    await resend(account.email);
    expect(await mailsTo(account.email)).toBe(2);
    await ageTokens(account.user.id, 2 * 60_000);
    // The fourth request of the hour: refused quietly, with the same answer.
    const fourth = await resend(account.email);
    expect(fourth.json.message).toBe(authMessages.verificationResent);
    expect(await mailsTo(account.email)).toBe(2);
  });

  it("refuses requests past 10 an hour from one address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) expect((await resend(`x${i}@example.com`, ip)).status).toBe(200);
    const refused = await resend("x@example.com", ip);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe(authMessages.tooManyRequests);
  });

  it.each([
    [undefined, authMessages.forgotEmailMissing],
    ["", authMessages.forgotEmailMissing],
    ["not-an-address", authMessages.forgotEmailInvalid],
    [42, authMessages.forgotEmailMissing],
  ])("refuses %j with a clear message and sends nothing", async (email, message) => {
    const outbox = async () => (await db().selectFrom("outbox").select("id").execute()).length;
    const before = await outbox();
    const { status, json } = await resend(email);
    expect(status).toBe(400);
    expect(json.error).toBe(message);
    expect(await outbox()).toBe(before);
  });
});
