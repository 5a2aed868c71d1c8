import { readConsent } from "./consent";

type Gtag = (command: "event", name: string, params?: Record<string, unknown>) => void;

declare global {
  interface Window {
    gtag?: Gtag;
  }
}

export type AnalyticsEvent =
  "cta_click" | "navigation_click" | "form_submit" | "form_error" | "generate_lead" | "contact_form_success";

/**
 * Sends an event through the page's `gtag` when one exists and the visitor has accepted
 * analytics; otherwise does nothing.
 */
export function trackEvent(name: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  if (typeof window === "undefined" || typeof window.gtag !== "function") return;
  if (readConsent() !== "accepted") return;
  window.gtag("event", name, params);
}

export function trackCtaClick(ctaName: string, location: string): void {
  trackEvent("cta_click", { cta_name: ctaName, location });
}

export function trackNavigationClick(linkText: string, destination: string): void {
  trackEvent("navigation_click", { link_text: linkText, destination });
}
