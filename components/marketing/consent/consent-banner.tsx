import { cookieSettingsPath } from "@/content/cookie-settings";
import { CONSENT_STORAGE_KEY } from "@/lib/client/consent";
import { ConsentBannerClient } from "./consent-banner-client";

const BANNER_ID = "cookie-consent-banner";

// Runs while the HTML is parsed, before the first paint: shows the banner when no choice
// is stored. Waiting for hydration instead would paint it late, where it could become the
// largest contentful paint on short pages.
const revealScript = `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)});if(c!=="accepted"&&c!=="rejected"&&location.pathname!==${JSON.stringify(cookieSettingsPath)})document.getElementById(${JSON.stringify(BANNER_ID)}).hidden=false}catch(e){}`;

/** The consent banner island and its reveal script, mounted once in the marketing layout. */
export function ConsentBanner() {
  return (
    <>
      <ConsentBannerClient id={BANNER_ID} />
      <script dangerouslySetInnerHTML={{ __html: revealScript }} />
    </>
  );
}
