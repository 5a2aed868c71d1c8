import { describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as workRoute, POST as workCheckRoute } from "@/app/api/captcha/work/route";
import { callRoute } from "@/test/support/routes";
import { deriveKey } from "@/lib/server/security/crypto";
import { redeemCaptcha } from "./captcha";
import { WORK_DIFFICULTY_BITS, leadingZeroBits, workDigest } from "./proof-of-work";

freshTestDatabase();

/** What the browser does: try nonces until the digest has enough leading zero bits. */
function solve(salt: string, difficulty: number): string {
  for (let nonce = 0; ; nonce += 1)
    if (leadingZeroBits(workDigest(salt, String(nonce))) >= difficulty) return String(nonce);
}

async function newChallenge() {
  const { status, json, response } = await callRoute(workRoute, "/api/captcha/work");
  expect(status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return json as { challenge: string; salt: string; difficulty: number; expiresAt: string };
}

const submitWork = (challenge: string, nonce: unknown) =>
  callRoute(workCheckRoute, "/api/captcha/work", { body: { challenge, nonce } });

describe("the proof-of-work alternative", () => {
  it("counts leading zero bits", () => {
    expect(leadingZeroBits(Uint8Array.from([0, 0, 0x80]))).toBe(16);
    expect(leadingZeroBits(Uint8Array.from([0, 0x0f]))).toBe(12);
    expect(leadingZeroBits(Uint8Array.from([0xff]))).toBe(0);
  });

  it("a found nonce is exchanged once for a pass that the claim accepts once", async () => {
    const work = await newChallenge();
    expect(work.difficulty).toBe(WORK_DIFFICULTY_BITS);
    expect(work.salt).toMatch(/^[0-9a-f]{32}$/);
    const nonce = solve(work.salt, work.difficulty);
    const first = await submitWork(work.challenge, nonce);
    expect(first.status).toBe(200);
    expect(typeof first.json.pass).toBe("string");
    const again = await submitWork(work.challenge, nonce);
    expect(again.status).toBe(400);
    expect(again.json.error).toBe("The check did not complete. Please try again.");
    expect(await redeemCaptcha(first.json.pass as string)).toBe(true);
    expect(await redeemCaptcha(first.json.pass as string)).toBe(false);
  });

  it("400 for a nonce that does not do the work, a forged difficulty, and bad input", async () => {
    const work = await newChallenge();
    let lazy = 0;
    while (leadingZeroBits(workDigest(work.salt, String(lazy))) >= work.difficulty) lazy += 1;
    expect((await submitWork(work.challenge, String(lazy))).status).toBe(400);
    // A challenge claiming difficulty 0, signed with another key.
    const forged = await new SignJWT({ salt: work.salt, difficulty: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setJti("f")
      .setExpirationTime("5m")
      .sign(new Uint8Array(32).fill(3));
    expect((await submitWork(forged, "0")).status).toBe(400);
    const expired = await new SignJWT({ salt: "00", difficulty: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setJti("e")
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(deriveKey("captcha-work"));
    expect((await submitWork(expired, "0")).status).toBe(400);
    for (const nonce of ["", "12a", 5, "1".repeat(17)])
      expect((await submitWork(work.challenge, nonce)).status).toBe(400);
    // The challenge is still good for the real work.
    expect((await submitWork(work.challenge, solve(work.salt, work.difficulty))).status).toBe(200);
  });
});
