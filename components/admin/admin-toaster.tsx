"use client";

import { Toaster } from "sonner";
import { accessibleColours } from "@/components/portal/ui/portal-toaster";

// Confirmations of console actions, top-right like the portal's, 4 seconds, in the
// portal's colours (sonner's own success green reads 4.25:1 on its background).
export function AdminToaster() {
  return <Toaster position="top-right" duration={4000} closeButton richColors style={accessibleColours} />;
}
