import { cookieSettingsPath } from "@/content/cookie-settings";
import { CONSENT_PENDING_ATTRIBUTE, CONSENT_STORAGE_KEY } from "@/lib/client/consent";

// Runs first in the body, before anything is painted: when no choice is stored it marks
// <html>, and a rule in globals.css shows the server-rendered (hidden) banner with the first
// paint. Waiting for hydration instead would paint it late, where it could become the
// largest contentful paint. The script changes only <html>, so the banner's markup still
// matches what React hydrates, and the parser meets it before any content.
const markScript = `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)});if(c!=="accepted"&&c!=="rejected"&&location.pathname!==${JSON.stringify(cookieSettingsPath)})document.documentElement.setAttribute(${JSON.stringify(CONSENT_PENDING_ATTRIBUTE)},"")}catch(e){}`;

/** Marks a pending consent choice on <html>; mounted first in the marketing layout's body. */
export function ConsentPendingScript() {
  return <script dangerouslySetInnerHTML={{ __html: markScript }} />;
}
