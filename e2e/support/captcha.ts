import { hkdfSync } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { jwtDecrypt } from "jose";
import { e2eConfig } from "./config";

// The captcha's challenge token is encrypted with a key the server derives from
// SESSION_SECRET: HKDF-SHA256(secret, "finlytic-partner-portal", "captcha"). The tests know
// the e2e secret, so they read the answer instead of solving the picture.
const captchaKey = new Uint8Array(
  hkdfSync("sha256", e2eConfig.serverEnv.SESSION_SECRET, "finlytic-partner-portal", "captcha", 32),
);

/** The answer sealed in a challenge token. */
export async function readCaptchaAnswer(token: string): Promise<string> {
  const { payload } = await jwtDecrypt(token, captchaKey);
  return String(payload.answer);
}

/** Fetches a challenge through the API and returns it with its answer, as a claim sends them. */
export async function solveCaptchaThroughApi(
  api: APIRequestContext,
): Promise<{ captchaToken: string; captchaAnswer: string }> {
  const challenge = (await (await api.get("/api/captcha")).json()) as { token: string };
  return { captchaToken: challenge.token, captchaAnswer: await readCaptchaAnswer(challenge.token) };
}

/** Opens the claim page and returns the answer of the captcha challenge it loaded. */
export async function openClaimPageAndReadCaptcha(page: Page): Promise<{ answer: string }> {
  const challenge = page.waitForResponse(
    (r) => r.url().endsWith("/api/captcha") && r.request().method() === "GET",
  );
  await page.goto("/partner-portal/claim");
  const body = (await (await challenge).json()) as { token: string };
  return { answer: await readCaptchaAnswer(body.token) };
}
