import { expect, type Page } from "@playwright/test";
import { readCaptchaAnswer } from "./captcha";

// Shared steps of the claim page's specs: the one-time-code endpoints answered from
// page.route, a verified email, a valid form and a solved captcha challenge.

export const ok = { success: true, message: "ok" };

export async function mockOtp(page: Page) {
  const sends: string[] = [];
  await page.route("**/api/auth/send-otp", async (route) => {
    sends.push((route.request().postDataJSON() as { email: string }).email);
    await route.fulfill({ json: ok });
  });
  await page.route("**/api/auth/verify-otp", (route) => route.fulfill({ json: ok }));
  return sends;
}

export async function verifyEmail(page: Page, email: string) {
  await page.getByLabel("Company Email").fill(email);
  await page.getByRole("button", { name: "Send Code" }).click();
  await page.getByLabel("Verification code").fill("123456");
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByText("Email verified", { exact: true })).toBeVisible();
}

/** Runs `action`, which makes the page draw a new challenge, and solves that challenge. */
export async function solveNextChallenge(page: Page, action: () => Promise<void>) {
  const next = page.waitForResponse(
    (r) => r.url().endsWith("/api/captcha") && r.request().method() === "GET",
  );
  await action();
  const { token } = (await (await next).json()) as { token: string };
  await page.getByLabel("Enter the security code").fill(await readCaptchaAnswer(token));
  await expect(page.getByText("Security check passed")).toBeVisible();
}

export async function fillValidClaim(page: Page) {
  await page.getByLabel("First Name").fill("Ada");
  await page.getByLabel("Last Name").fill("Lovelace");
  await page.getByLabel("Company Name").fill("Acme Analytics");
  await page.getByLabel("Company Website").fill("acme.example");
  await page.getByLabel("Company Size").selectOption("51-200");
  await page.getByLabel("Industry", { exact: true }).selectOption("technology");
  await page.getByLabel("Country", { exact: true }).selectOption("DE");
  await page.getByLabel("Why do you want to join").fill("We resell finance software across the DACH region.");
}
