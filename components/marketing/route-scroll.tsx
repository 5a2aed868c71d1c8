"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { HASH_SCROLL_DELAY_MS, scrollToElement } from "@/lib/client/scroll-to-section";

/** Scrolls to the top on every route change, or to the hash's element on the home page. */
export function RouteScroll() {
  const pathname = usePathname();
  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (pathname === "/" && hash) {
      const timer = window.setTimeout(() => scrollToElement(hash), HASH_SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    // A link to a section of another page (a legal document's contents, say) stays there.
    if (!hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
