"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { consentBannerCopy, cookieSettingsPath } from "@/content/cookie-settings";
import { writeConsent } from "@/lib/client/consent";
import { useConsent } from "./use-consent";

// The three choices look the same on purpose: accepting must be no easier than rejecting.
const choiceClass =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-ink px-4 text-sm font-semibold text-ink hover:bg-slate-100";

/**
 * The first-visit consent banner. Fixed to the bottom of the viewport so it never moves
 * the page; the server renders it hidden and an inline script reveals it before the first
 * paint when no choice is stored (see consent-banner.tsx).
 */
export function ConsentBannerClient({ id }: { id: string }) {
  const consent = useConsent();
  const pathname = usePathname();
  const visible = consent === null && pathname !== cookieSettingsPath;

  return (
    <section
      id={id}
      aria-label={consentBannerCopy.label}
      hidden={!visible}
      // The inline script may already have revealed it; the client render then agrees.
      suppressHydrationWarning
      // System fonts are ready at first paint: with the web font, a swap could rewrap the
      // text and, since the banner is anchored to the bottom, move its top (a layout shift).
      className="fixed inset-x-0 bottom-0 z-40 p-3 [font-family:ui-sans-serif,system-ui,sans-serif] sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:p-0"
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
