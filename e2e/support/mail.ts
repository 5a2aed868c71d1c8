import { expect } from "@playwright/test";
import { e2eConfig } from "./config";

export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string;
}

export async function listMail(to?: string): Promise<CapturedMail[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : "";
  const response = await fetch(`${e2eConfig.mailApiUrl}/messages${query}`);
  return (await response.json()) as CapturedMail[];
}

/** Waits until a message to `to` whose subject matches arrives, and returns it. */
export async function waitForMail(
  to: string,
  subject: RegExp | string,
  timeout = 15_000,
): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const messages = await listMail(to);
        found = messages.find((m) =>
          typeof subject === "string" ? m.subject.includes(subject) : subject.test(m.subject),
        );
        return Boolean(found);
      },
      { timeout, message: `an email to ${to} with subject ${String(subject)}` },
    )
    .toBe(true);
  return found!;
}

/** Waits for the email with a one-time verification code to `to` and returns the code (six digits). */
export async function waitForVerificationCode(to: string): Promise<string> {
  const mail = await waitForMail(to, "verification code");
  const code = mail.subject.match(/(\d{6})$/)?.[1];
  expect(code, `a six-digit code in "${mail.subject}"`).toBeTruthy();
  return code!;
}
