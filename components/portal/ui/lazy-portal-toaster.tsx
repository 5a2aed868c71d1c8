"use client";

import { useEffect, useState, type ComponentType } from "react";

// The toaster (sonner) loads once the page is interactive, not with it: no page shows a
// toast before then, and lib/client/toast.ts holds any asked for until it has mounted. It
// is loaded by hand rather than with next/dynamic: a Suspense boundary reveals its content
// on a timer, and a page whose timers are held (a test's frozen clock) would never get it.
export function LazyPortalToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    void import("./portal-toaster").then(({ PortalToaster }) => {
      if (live) setToaster(() => PortalToaster);
    });
    return () => {
      live = false;
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
