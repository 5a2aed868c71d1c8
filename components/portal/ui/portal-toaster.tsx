"use client";

import { Toaster } from "sonner";

/** The spec's notifications: top-right, 4 seconds. */
export const TOAST_DURATION_MS = 4000;

export function PortalToaster() {
  return <Toaster position="top-right" duration={TOAST_DURATION_MS} richColors closeButton />;
}
