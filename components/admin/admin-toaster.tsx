"use client";

import { Toaster } from "sonner";
import { accessibleColours } from "@/components/portal/ui/portal-toaster";

// Confirmations of console actions, 4 seconds, in the portal's colours (sonner's own success
// green reads 4.25:1 on its background). Bottom-right: at the top they covered Sign out and the
// page's heading; on a phone sonner spreads them along the bottom edge.
export function AdminToaster() {
  return <Toaster position="bottom-right" duration={4000} closeButton richColors style={accessibleColours} />;
}
