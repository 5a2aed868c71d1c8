// The visitor's cookie and analytics choice, kept in localStorage and mirrored in a cookie
// the server reads. Nothing non-essential runs until the choice is "accepted"; the choice
// itself is strictly necessary storage.
import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_S } from "@/lib/consent-cookie";

export type ConsentChoice = "accepted" | "rejected";

export const CONSENT_STORAGE_KEY = "cookie-consent";
export const CONSENT_EVENT = "cookie-consent-change";
/** Set on <html> before the first paint while no choice is stored; shows the banner until hydration. */
export const CONSENT_PENDING_ATTRIBUTE = "data-consent-pending";

// Cookies an analytics tag may have set while consent was given (Google Analytics names).
const ANALYTICS_COOKIE = /^(_ga|_gid|_gat)/;

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (value !== "accepted" && value !== "rejected") return null;
    // A choice stored before the server could read it: mirror it once.
    if (!document.cookie.includes(`${CONSENT_COOKIE}=${value}`)) mirrorConsent(value);
    return value;
  } catch {
    return null;
  }
}

export function writeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage may be blocked; the choice then lasts for this page only.
  }
  mirrorConsent(choice);
  if (choice === "rejected") clearAnalyticsCookies();
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choice }));
}

/** Calls `onChange` when the choice changes in this tab or in another one. */
export function subscribeToConsent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener(CONSENT_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CONSENT_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The server honours the choice too (attribution of referral links reads it). */
function mirrorConsent(choice: ConsentChoice): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${choice}; path=/; max-age=${CONSENT_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** Withdrawing consent removes analytics cookies, on this host and its parent domain. */
function clearAnalyticsCookies(): void {
  const host = window.location.hostname;
  const parent = host.split(".").slice(-2).join(".");
  for (const entry of document.cookie.split(";")) {
    const name = entry.split("=")[0]?.trim() ?? "";
    if (!ANALYTICS_COOKIE.test(name)) continue;
    for (const domain of ["", `; domain=${host}`, `; domain=.${parent}`]) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}
