import { describe, expect, it } from "vitest";
import { EncryptJWT } from "jose";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as checkRoute } from "@/app/api/captcha/check/route";
import { captchaAlphabet } from "@/lib/validation/claim";
import { captchaKey, checkCaptcha, issueCaptchaPass, redeemCaptcha } from "./captcha";
import { challenge } from "@/test/support/captcha";
import { callRoute } from "@/test/support/routes";

// The captcha's challenge, its check and its one-time pass. How the image is drawn, and that it
// carries no vector data to read the code from, is in ./captcha-image.test.ts.

// The sender runs in the background after each commit; tests flush the outbox themselves.
freshTestDatabase();

async function check(token: string, answer: unknown) {
  return callRoute(checkRoute, "/api/captcha/check", { body: { token, answer } });
}

describe("GET /api/captcha", () => {
  it("answers 6 characters of the alphabet as a PNG data URL, expiring in 10 minutes, not cached", async () => {
    const { image, answer, json, response } = await challenge();
    expect(answer).toMatch(new RegExp(`^[${captchaAlphabet}]{6}$`));
    expect(answer).not.toMatch(/[IO01]/);
    expect(Object.keys(json).sort()).toEqual(["expiresAt", "image", "success", "token"]);
    expect(image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/);
    expect(new Date(json.expiresAt as string).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("POST /api/captcha/check", () => {
  it("accepts the answer trimmed and upper-cased with a one-time pass, and uses the challenge up", async () => {
    const { token, answer } = await challenge();
    const first = await check(token, `  ${answer.toLowerCase()} `);
    expect(first.json).toMatchObject({ success: true, valid: true });
    expect(typeof first.json.pass).toBe("string");
    expect(first.json.pass).not.toContain(answer);
    expect((await check(token, answer)).json).toEqual({ success: true, valid: false });
  });

  it("a wrong answer uses the challenge up: the right one afterwards, checked or submitted, fails", async () => {
    const { token, answer } = await challenge();
    expect((await check(token, answer === "AAAAAA" ? "BBBBBB" : "AAAAAA")).json).toEqual({
      success: true,
      valid: false,
    });
    expect((await check(token, answer)).json).toEqual({ success: true, valid: false });
    expect(await redeemCaptcha(token, answer)).toBe(false);
  });

  it.each([
    [
      "a wrong answer",
      async (token: string, answer: string) => ({ token, answer: answer === "AAAAAA" ? "BBBBBB" : "AAAAAA" }),
    ],
    [
      "a forged token",
      async (_token: string, answer: string) => ({ token: "forged.token.value.x.y", answer }),
    ],
    [
      "a token made with another key",
      async (_token: string, answer: string) => ({
        token: await new EncryptJWT({ kind: "challenge", answer })
          .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
          .setJti("x")
          .setExpirationTime("5m")
          .encrypt(new Uint8Array(32).fill(7)),
        answer,
      }),
    ],
    [
      "an expired token",
      async (_token: string, answer: string) => ({
        token: await new EncryptJWT({ kind: "challenge", answer })
          .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
          .setJti("y")
          .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
          .encrypt(captchaKey()),
        answer,
      }),
    ],
  ])("valid: false for %s", async (_name, make) => {
    const { token, answer } = await challenge();
    const attempt = await make(token, answer);
    const { status, json } = await check(attempt.token, attempt.answer);
    expect(status).toBe(200);
    expect(json.valid).toBe(false);
  });

  it.each([
    [{}, 400],
    [{ token: "x" }, 400],
    [{ token: "x", answer: 5 }, 400],
    [{ token: "x".repeat(3000), answer: "ABCDEF" }, 400],
  ])("400 for %j", async (body, status) => {
    expect((await callRoute(checkRoute, "/api/captcha/check", { body })).status).toBe(status);
  });
});

describe("the challenge token and the pass", () => {
  it("a challenge is used up by its first use, right or wrong", async () => {
    const wrong = await challenge();
    expect(await redeemCaptcha(wrong.token, "WRONG1")).toBe(false);
    expect(await redeemCaptcha(wrong.token, wrong.answer)).toBe(false);
    const right = await challenge();
    expect(await redeemCaptcha(right.token, ` ${right.answer.toLowerCase()}`)).toBe(true);
    expect(await redeemCaptcha(right.token, right.answer)).toBe(false);
    expect((await checkCaptcha(right.token, right.answer)).valid).toBe(false);
  });

  it("a pass is redeemed once, needs no answer, and is no challenge for the check", async () => {
    const pass = await issueCaptchaPass();
    expect((await checkCaptcha(pass, "")).valid).toBe(false);
    expect(await redeemCaptcha(pass)).toBe(true);
    expect(await redeemCaptcha(pass)).toBe(false);
  });

  it("refuses a token without a kind, as the former challenges were", async () => {
    const token = await new EncryptJWT({ answer: "ABCDEF" })
      .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
      .setJti("old")
      .setExpirationTime("5m")
      .encrypt(captchaKey());
    expect(await redeemCaptcha(token, "ABCDEF")).toBe(false);
  });
});
