import { expect, type Locator, type Page } from "@playwright/test";
import { e2eConfig } from "./config";

// Shared steps for the enquiry-form journeys: analytics capture, the mail-client
// fallback capture, filling the form, and opening each placement from its page.

export type Variant = "home" | "landing" | "partners" | "about";

/** Where each placement lives and the button that opens it. */
export const placements: Record<Variant, { path: string; button: string; source: string; compact: boolean }> =
  {
    home: { path: "/", button: "Contact Us", source: "Homepage - Contact Form", compact: false },
    landing: { path: "/", button: "Contact Our Team", source: "Landing Page - CTA Section", compact: true },
    partners: { path: "/partners", button: "Contact Us", source: "Partners Page", compact: true },
    about: {
      path: "/about",
      button: "Contact Leadership",
      source: "About Page - Contact Leadership Form",
      compact: false,
    },
  };

/** Where the server sends every enquiry (its CONTACT_INBOX). */
export const INBOX = e2eConfig.serverEnv.CONTACT_INBOX;

export interface AnalyticsEvent {
  name: string;
  params: Record<string, unknown>;
}

/** Accepts analytics consent and records every gtag event the page sends. */
export async function recordAnalytics(page: Page): Promise<() => Promise<AnalyticsEvent[]>> {
  await page.addInitScript(() => {
    window.localStorage.setItem("cookie-consent", "accepted");
    const events: unknown[] = [];
    (window as unknown as { __events: unknown[] }).__events = events;
    window.gtag = (_command, name, params) => void events.push({ name, params: params ?? {} });
  });
  return () => page.evaluate(() => (window as unknown as { __events: AnalyticsEvent[] }).__events);
}

/** Records every mailto: navigation the page makes (the browser reports it as a request). */
export function recordMailto(page: Page): string[] {
  const opened: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("mailto:")) opened.push(request.url());
  });
  return opened;
}

export function parseMailto(href: string): { to: string; subject: string; body: string } {
  const url = new URL(href);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get("subject") ?? "",
    body: url.searchParams.get("body") ?? "",
  };
}

export async function openPlacement(page: Page, variant: Variant): Promise<Locator> {
  await page.goto(placements[variant].path);
  await page.getByRole("button", { name: placements[variant].button, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Get in Touch" });
  await expect(dialog).toBeVisible();
  return dialog;
}

export interface EnquiryValues {
  fullName: string;
  email: string;
  company?: string;
  phoneNumber?: string;
  industry?: string;
  companySize?: string;
  message?: string;
}

export async function fillEnquiry(scope: Locator, values: EnquiryValues): Promise<void> {
  await scope.getByLabel("Full Name").fill(values.fullName);
  await scope.getByLabel("Email").fill(values.email);
  if (values.company) await scope.getByLabel("Company", { exact: true }).fill(values.company);
  if (values.phoneNumber) await scope.getByLabel("Phone Number").fill(values.phoneNumber);
  if (values.industry) await scope.getByLabel("Industry").selectOption(values.industry);
  if (values.companySize) await scope.getByLabel("Company Size").selectOption(values.companySize);
  if (values.message) await scope.getByLabel("How can we help you?").fill(values.message);
}

/** A name and address no other test uses, so mail assertions cannot match stale mail. */
export function uniqueVisitor(label: string): { fullName: string; email: string } {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { fullName: `${label} Visitor ${tag}`, email: `${label.toLowerCase()}.${tag}@example.test` };
}
