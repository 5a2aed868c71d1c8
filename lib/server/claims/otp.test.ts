import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as sendRoute } from "@/app/api/auth/send-otp/route";
import { POST as verifyRoute } from "@/app/api/auth/verify-otp/route";
import { latestMailTo } from "@/test/support/fixtures";
import { callRoute } from "@/test/support/routes";

// The sender runs in the background after each commit; tests flush the outbox themselves.
const db = freshTestDatabase();
let ipCounter = 0;
const freshIp = () => `198.18.0.${(ipCounter += 1)}`;

async function send(email: string, ip = freshIp()) {
  return callRoute(sendRoute, "/api/auth/send-otp", { body: { email, purpose: "email_verification" }, ip });
}
async function verify(email: string, otp: string, ip = freshIp()) {
  return callRoute(verifyRoute, "/api/auth/verify-otp", {
    body: { email, otp, purpose: "email_verification" },
    ip,
  });
}
async function codeFor(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  const code = mail?.text_body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error("no code mailed");
  return code;
}

describe("POST /api/auth/send-otp", () => {
  it.each([
    [{ purpose: "email_verification" }, "Please enter your company email first"],
    [{ email: "", purpose: "email_verification" }, "Please enter your company email first"],
    [{ email: 12, purpose: "email_verification" }, "Please enter your company email first"],
    [{ email: "not-an-email", purpose: "email_verification" }, "Please enter a valid email address"],
    [
      { email: `${"x".repeat(250)}@example.com`, purpose: "email_verification" },
      "Please enter a valid email address",
    ],
    [{ email: "a@example.com" }, "Invalid verification purpose."],
    [{ email: "a@example.com", purpose: "password_reset" }, "Invalid verification purpose."],
  ])("400 for %j, nothing sent", async (body, message) => {
    const { status, json } = await callRoute(sendRoute, "/api/auth/send-otp", { body, ip: freshIp() });
    expect(status).toBe(400);
    expect(json).toMatchObject({ success: false, error: message });
    expect(await db().selectFrom("otp_codes").select("id").execute()).toHaveLength(0);
  });

  // A mailer parses these into another address than the one that would be stored as verified.
  it.each([
    "<svg/onload=alert(1)>@x.co",
    "a\u0000b@x.co",
    "Name <name@x.co>",
    '"a b"@x.co',
    "a@x.co, b@y.co",
    "a\r\nBcc: b@y.co",
    "a@localhost",
    "a\u200b@x.co",
  ])("400 for the address %j with the field's message; nothing stored or mailed", async (email) => {
    const rows = async () => [
      (await db().selectFrom("otp_codes").select("id").execute()).length,
      (await db().selectFrom("outbox").select("id").execute()).length,
    ];
    const before = await rows();
    const { status, json } = await send(email);
    expect(status).toBe(400);
    expect(json).toMatchObject({
      success: false,
      error: "Please enter a valid email address",
      errors: { email: "Please enter a valid email address" },
    });
    expect(await rows()).toEqual(before);
  });

  it("stores exactly the address the code was mailed to", async () => {
    expect((await send("  Mixed.Case+Tag@Example.COM ")).status).toBe(200);
    const row = await db()
      .selectFrom("otp_codes")
      .select(["id", "email"])
      .where("email", "like", "%mixed.case%")
      .executeTakeFirstOrThrow();
    const mails = await db().selectFrom("outbox").select("to_address").where("ref_id", "=", row.id).execute();
    expect(row.email).toBe("mixed.case+tag@example.com");
    expect(mails.map((mail) => mail.to_address)).toEqual([row.email]);
  });

  it("emails a 6-digit code and stores only its keyed hash", async () => {
    const { status, json } = await send("Applicant@Example.com");
    expect(status).toBe(200);
    expect(json).toEqual({ success: true, message: "OTP sent to your email address" });
    const code = await codeFor("applicant@example.com");
    const row = await db()
      .selectFrom("otp_codes")
      .selectAll()
      .where("email", "=", "applicant@example.com")
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(10 * 60_000);
  });

  it("allows 3 sends per email per hour (any letter case), then 429", async () => {
    for (const email of ["limit@example.com", "LIMIT@example.com", "limit@EXAMPLE.com"])
      expect((await send(email)).status).toBe(200);
    const fourth = await send("limit@example.com");
    expect(fourth.status).toBe(429);
    expect(fourth.json.error).toBe("Maximum OTP attempts reached. Please try again later.");
    expect(
      await db().selectFrom("otp_codes").select("id").where("email", "=", "limit@example.com").execute(),
    ).toHaveLength(3);
  });

  it("limits sends per address (429)", async () => {
    const ip = "198.18.1.1";
    for (let i = 0; i < 10; i += 1) expect((await send(`many-${i}@example.com`, ip)).status).toBe(200);
    const blocked = await send("many-10@example.com", ip);
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toBe("Too many requests. Please wait before trying again.");
  });
});

describe("POST /api/auth/verify-otp", () => {
  it.each([
    [{ email: "a@example.com", purpose: "email_verification" }, "Please enter the OTP"],
    [{ email: "a@example.com", otp: "", purpose: "email_verification" }, "Please enter the OTP"],
    [{ email: "a@example.com", otp: 123456, purpose: "email_verification" }, "Please enter the OTP"],
    [{ email: "a@example.com", otp: "12345", purpose: "email_verification" }, "OTP must be 6 digits"],
    [{ email: "a@example.com", otp: "1234567", purpose: "email_verification" }, "OTP must be 6 digits"],
    [
      { email: "a@example.com", otp: "12345a", purpose: "email_verification" },
      "OTP must contain only numbers",
    ],
    [{ email: "a@example.com", otp: "123456", purpose: "login" }, "Invalid verification purpose."],
    [{ email: "nope", otp: "123456", purpose: "email_verification" }, "Please enter a valid email address"],
  ])("400 for %j", async (body, message) => {
    const { status, json } = await callRoute(verifyRoute, "/api/auth/verify-otp", { body, ip: freshIp() });
    expect(status).toBe(400);
    expect(json.error).toBe(message);
  });

  it("400 'Invalid OTP' when no code was sent", async () => {
    const { status, json } = await verify("never@example.com", "123456");
    expect(status).toBe(400);
    expect(json.error).toBe("Invalid OTP");
  });

  it("verifies the right code once; a wrong code is 400 and counted", async () => {
    await send("right@example.com");
    const code = await codeFor("right@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await verify("right@example.com", wrong)).json.error).toBe("Invalid OTP");
    const ok = await verify("RIGHT@example.com", code);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ success: true, message: "Email verified successfully!" });
    const again = await verify("right@example.com", code);
    expect(again.status).toBe(400);
    expect(again.json.error).toBe("Invalid OTP");
    const row = await db()
      .selectFrom("otp_codes")
      .selectAll()
      .where("email", "=", "right@example.com")
      .executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(2);
    expect(row.verified_at).not.toBeNull();
  });

  it("410 when the code has expired", async () => {
    await send("late@example.com");
    const code = await codeFor("late@example.com");
    await db()
      .updateTable("otp_codes")
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where("email", "=", "late@example.com")
      .execute();
    const { status, json } = await verify("late@example.com", code);
    expect(status).toBe(410);
    expect(json.error).toBe("OTP has expired. Please request a new one.");
  });

  it("kills the code after 5 wrong tries: 429 even for the right code", async () => {
    await send("guess@example.com");
    const code = await codeFor("guess@example.com");
    const wrong = code === "999999" ? "888888" : "999999";
    for (let i = 0; i < 5; i += 1) expect((await verify("guess@example.com", wrong)).status).toBe(400);
    const dead = await verify("guess@example.com", code);
    expect(dead.status).toBe(429);
    expect(dead.json.error).toBe("Too many verification attempts. Please try again later.");
  });

  it("counts parallel guesses atomically", async () => {
    await send("race@example.com");
    const code = await codeFor("race@example.com");
    const wrong = code === "999999" ? "888888" : "999999";
    const results = await Promise.all(Array.from({ length: 8 }, () => verify("race@example.com", wrong)));
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(3);
  });

  it("a new code replaces the previous one", async () => {
    await send("twice@example.com");
    const first = await codeFor("twice@example.com");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send("twice@example.com");
    const second = await codeFor("twice@example.com");
    if (first !== second) expect((await verify("twice@example.com", first)).status).toBe(400);
    expect((await verify("twice@example.com", second)).status).toBe(200);
  });
});
