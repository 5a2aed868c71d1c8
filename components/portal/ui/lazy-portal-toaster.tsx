"use client";

import dynamic from "next/dynamic";

// The toaster (sonner) loads once the page is interactive, not with it: no page shows a
// toast before then, and lib/client/toast.ts holds any asked for until it has mounted.
export const LazyPortalToaster = dynamic(() => import("./portal-toaster").then((m) => m.PortalToaster), {
  ssr: false,
});
