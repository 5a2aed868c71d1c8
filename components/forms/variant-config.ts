import type { ContactOptionList, ContactSource } from "@/content/contact";
import { siteConfig } from "@/lib/config/site";
import type { ContactVariant } from "./contact-variants";

/** How one placement of the enquiry form behaves (marketing spec, sections 3, 4, 7, 8 and 9). */
export interface ContactFormConfig {
  /** The form_name sent with analytics events. */
  formName: string;
  source: ContactSource;
  options: ContactOptionList;
  endpoint: string;
  successText: "full" | "short";
  /** Toast auto-hide delay; null: only its close button hides it. */
  toastHideMs: number | null;
  /**
   * The landing, Partners and About forms only start the hide timer when a toast
   * was already showing as the new one appears; the first toast stays until closed.
   */
  hideTimerOnlyIfShowing: boolean;
  /** Whether the 3 s reset after a mail-client fallback also clears the fields. */
  clearAfterFallback: boolean;
  /** The About form's inline success banner. */
  successBanner: boolean;
}

/** The form's success state lasts this long, then it resets (and the modal closes). */
export const SUCCESS_RESET_MS = 3_000;
/** A call that has not answered by then falls back to the visitor's mail client. */
export const SUBMIT_TIMEOUT_MS = 15_000;

const ownHost = "/api/contact/submit";

export const contactVariants: Record<ContactVariant, ContactFormConfig> = {
  home: {
    formName: "home_contact",
    source: "Homepage - Contact Form",
    options: "extended",
    endpoint: siteConfig.homeContactEndpoint,
    successText: "full",
    toastHideMs: 6_000,
    hideTimerOnlyIfShowing: false,
    clearAfterFallback: true,
    successBanner: false,
  },
  landing: {
    formName: "landing_cta_contact",
    source: "Landing Page - CTA Section",
    options: "compact",
    endpoint: ownHost,
    successText: "short",
    toastHideMs: 5_000,
    hideTimerOnlyIfShowing: true,
    clearAfterFallback: false,
    successBanner: false,
  },
  partners: {
    formName: "partners_contact",
    source: "Partners Page",
    options: "compact",
    endpoint: ownHost,
    successText: "full",
    toastHideMs: 5_000,
    hideTimerOnlyIfShowing: true,
    clearAfterFallback: false,
    successBanner: false,
  },
  about: {
    formName: "about_contact_leadership",
    source: "About Page - Contact Leadership Form",
    options: "extended",
    endpoint: ownHost,
    successText: "short",
    toastHideMs: 6_000,
    hideTimerOnlyIfShowing: true,
    clearAfterFallback: true,
    successBanner: true,
  },
};

// The /contact page: no auto-dismiss there, so its toast waits for the
// close button; the fields are kept after a fallback in case the mail is never sent.
export const contactPageConfig: ContactFormConfig = {
  formName: "contact_page",
  source: "Contact Page",
  options: "extended",
  endpoint: ownHost,
  successText: "full",
  toastHideMs: null,
  hideTimerOnlyIfShowing: false,
  clearAfterFallback: false,
  successBanner: false,
};
