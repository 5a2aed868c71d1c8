import { describe, expect, it, vi } from "vitest";
import { EncryptJWT, jwtDecrypt } from "jose";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as captchaRoute } from "@/app/api/captcha/route";
import { POST as checkRoute } from "@/app/api/captcha/check/route";
import { captchaAlphabet } from "@/lib/validation/claim";
import { captchaKey } from "./captcha";
import { callRoute } from "@/test/support/routes";

// The sender runs in the background after each commit; tests flush the outbox themselves.
vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));

freshTestDatabase();

async function challenge() {
  const { status, json, response } = await callRoute(captchaRoute, "/api/captcha");
  expect(status).toBe(200);
  const { payload } = await jwtDecrypt(json.token as string, captchaKey());
  return { image: json.image as string, token: json.token as string, answer: String(payload.answer), json, response };
}

async function check(token: string, answer: unknown) {
  return callRoute(checkRoute, "/api/captcha/check", { body: { token, answer } });
}

describe("GET /api/captcha", () => {
  it("draws 6 characters of the alphabet as rotated SVG paths, never as text", async () => {
    const { image, answer, json, response } = await challenge();
    expect(answer).toMatch(new RegExp(`^[${captchaAlphabet}]{6}$`));
    expect(answer).not.toMatch(/[IO01]/);
    expect(image.startsWith("<svg")).toBe(true);
    expect(image).not.toMatch(/<text/i);
    expect(image).not.toContain(answer);
    const angles = [...image.matchAll(/rotate\((-?[\d.]+) /g)].map((m) => Number(m[1]));
    expect(angles).toHaveLength(6);
    for (const angle of angles) expect(Math.abs(angle)).toBeLessThanOrEqual(7.5);
    expect(new Date(json.expiresAt as string).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("draws the same code differently each time", async () => {
    const { renderCaptcha } = await import("./captcha");
    expect(renderCaptcha("ABC234")).not.toBe(renderCaptcha("ABC234"));
  });
});

describe("POST /api/captcha/check", () => {
  it("accepts the answer trimmed and upper-cased, and does not use the challenge up", async () => {
    const { token, answer } = await challenge();
    expect((await check(token, `  ${answer.toLowerCase()} `)).json).toEqual({ success: true, valid: true });
    expect((await check(token, answer)).json.valid).toBe(true);
  });

  it.each([
    ["a wrong answer", async (token: string, answer: string) => ({ token, answer: answer === "AAAAAA" ? "BBBBBB" : "AAAAAA" })],
    ["a forged token", async (_token: string, answer: string) => ({ token: "forged.token.value.x.y", answer })],
    [
      "a token made with another key",
      async (_token: string, answer: string) => ({
        token: await new EncryptJWT({ answer }).setProtectedHeader({ alg: "dir", enc: "A256GCM" }).setJti("x").setExpirationTime("5m").encrypt(new Uint8Array(32).fill(7)),
        answer,
      }),
    ],
    [
      "an expired token",
      async (_token: string, answer: string) => ({
        token: await new EncryptJWT({ answer }).setProtectedHeader({ alg: "dir", enc: "A256GCM" }).setJti("y").setExpirationTime(Math.floor(Date.now() / 1000) - 60).encrypt(captchaKey()),
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
