"use client";

import { useSyncExternalStore } from "react";
import { readConsent, subscribeToConsent, type ConsentChoice } from "@/lib/client/consent";

/**
 * The stored consent choice: `null` when the visitor has not chosen, `undefined` while it
 * cannot be known yet (on the server and during hydration, since it lives in localStorage).
 */
export function useConsent(): ConsentChoice | null | undefined {
  return useSyncExternalStore(subscribeToConsent, readConsent, () => undefined);
}
