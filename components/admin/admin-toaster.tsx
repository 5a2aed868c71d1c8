"use client";

import { Toaster } from "sonner";

// Confirmations of console actions, top-right like the portal's, 4 seconds.
export function AdminToaster() {
  return <Toaster position="top-right" duration={4000} closeButton richColors />;
}
