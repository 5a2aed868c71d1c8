"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { consentBannerCopy, cookieSettingsPath } from "@/content/cookie-settings";
import { CONSENT_PENDING_ATTRIBUTE, writeConsent } from "@/lib/client/consent";
import { useConsent } from "./use-consent";

// The three choices look the same on purpose: accepting must be no easier than rejecting.
const choiceClass =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-ink px-4 text-sm font-semibold text-ink hover:bg-slate-100";

/**
 * The first-visit consent banner. Fixed to the bottom of the viewport so it never moves
 * the page. The server renders it hidden; until the stored choice is read here, a rule in
 * globals.css shows it when the inline script has marked <html> (see
 * consent-pending-script.tsx). After that, the `hidden` attribute alone decides.
 */
export function ConsentBanner() {
  const consent = useConsent();
  const pathname = usePathname();
  const visible = consent === null && pathname !== cookieSettingsPath;

  // Once the stored choice is known, `hidden` below is right, and the pre-paint mark goes.
  const known = consent !== undefined;
  useEffect(() => {
    if (known) document.documentElement.removeAttribute(CONSENT_PENDING_ATTRIBUTE);
  }, [known]);

  return (
    <section
      data-consent-banner=""
      aria-label={consentBannerCopy.label}
      hidden={!visible}
      className="fixed inset-x-0 bottom-0 z-40 p-3 sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:p-0"
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-2xl">
        <p>{consentBannerCopy.text}</p>
        <div className="mt-3 grid grid-cols-3 gap-2">
          <button type="button" className={choiceClass} onClick={() => writeConsent("accepted")}>
            {consentBannerCopy.accept}
          </button>
          <button type="button" className={choiceClass} onClick={() => writeConsent("rejected")}>
            {consentBannerCopy.reject}
          </button>
          {/* Not prefetched: the banner shows on every first visit, the link is rarely followed. */}
          <Link href={cookieSettingsPath} prefetch={false} className={choiceClass}>
            {consentBannerCopy.settings}
          </Link>
        </div>
      </div>
    </section>
  );
}
