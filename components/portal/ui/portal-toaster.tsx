"use client";

import { useEffect, type CSSProperties } from "react";
import { toast, Toaster } from "sonner";
import { markToasterMounted } from "@/lib/client/toast";

/** The portal's notifications: top-right, 4 seconds. */
export const TOAST_DURATION_MS = 4000;

// Sonner's rich-colour texts fall short of 4.5:1 on their tinted backgrounds; these pass.
// The console's toaster uses them too.
export const accessibleColours = {
  "--success-text": "#166534",
  "--info-text": "#1e40af",
  "--warning-text": "#92400e",
  "--error-text": "#991b1b",
} as CSSProperties;

// Toasts are 288 px wide (Sonner's default is 356): at 1366 px they then sit in the margin
// beside the registration wizard's 768 px card instead of over its progress label.
const toasterStyle = { ...accessibleColours, "--width": "288px" } as CSSProperties;

// Below the 64-pixel portal header, so a toast never covers the bell or Logout.
const belowHeader = { top: 76, right: 16 };

export function PortalToaster() {
  // Mounted, it listens: the toasts asked for before now show.
  useEffect(() => markToasterMounted(toast), []);
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      offset={belowHeader}
      mobileOffset={belowHeader}
      style={toasterStyle}
    />
  );
}
