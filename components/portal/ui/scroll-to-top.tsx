"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Every route change in the portal starts at the top of the page. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
