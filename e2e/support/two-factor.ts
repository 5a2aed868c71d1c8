import { expect, type APIRequestContext } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

// Two-factor authentication for the specs that sign in with a code: the authenticator app's
// codes for a manual key, and an enrolment through the API for specs about what comes after.

/** The app's 6-digit code for `key` now, or `offsetSteps` periods of 30 s away. */
export const totpAt = (key: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** A 6-digit code the server cannot take for `key`: none of the periods it allows around now. */
export function wrongTotp(key: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((step) => totpAt(key, step)));
  let code = totpAt(key);
  while (near.has(code)) code = String((Number(code) + 111_111) % 1_000_000).padStart(6, "0");
  return code;
}

/**
 * Turns two-factor authentication on for the signed-in account of `request` (a page's request
 * context shares its cookies): POST /api/auth/two-factor/setup, then /enable with the previous
 * period's code, so the current period's code is still unused for the next sign-in.
 */
export async function enableTwoFactorThroughApi(
  request: APIRequestContext,
): Promise<{ key: string; recoveryCodes: string[] }> {
  const setup = await request.post("/api/auth/two-factor/setup", { data: {} });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await request.post("/api/auth/two-factor/enable", { data: { code: totpAt(secret, -1) } });
  expect(enable.status(), await enable.text()).toBe(200);
  const { recoveryCodes } = (await enable.json()) as { recoveryCodes: string[] };
  return { key: secret, recoveryCodes };
}
